// @vitest-environment node
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { videoCoverability } from '@/lib/videoCover'

const fixture = (name: string) => new Blob([readFileSync(`tests/fixtures/media/${name}`)])

/** A decoder that takes the codecs `takes` accepts, and records what it was asked. */
function decoderThatTakes(takes: (codec: string) => boolean) {
  const asked: string[] = []
  vi.stubGlobal('VideoDecoder', {
    isConfigSupported: async ({ codec }: VideoDecoderConfig) => {
      asked.push(codec)
      return { supported: takes(codec) }
    },
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('whether this browser can cover a video', () => {
  it("asks this browser's decoder about the picture's own codec, and covers what it takes", async () => {
    const asked = decoderThatTakes((codec) => codec.startsWith('avc1.'))
    expect(await videoCoverability(fixture('faces-moving.mp4'), 'mp4')).toEqual({
      coverable: true,
    })
    expect(asked).toEqual([expect.stringMatching(/^avc1\.[0-9a-f]{6}$/)])
  })

  it('says a picture the decoder refuses cannot be covered here, with its codec', async () => {
    decoderThatTakes((codec) => !codec.startsWith('hvc1.'))
    expect(await videoCoverability(fixture('faces-moving-hevc.mov'), 'mov')).toEqual({
      coverable: false,
      reason: 'pictureNotDecodable',
      codec: expect.stringMatching(/^hvc1\./),
    })
  })

  it('covers nothing where a codec is refused with an error, or where there is no WebCodecs', async () => {
    vi.stubGlobal('VideoDecoder', {
      isConfigSupported: async () => {
        throw new TypeError('Invalid codec')
      },
    })
    expect(await videoCoverability(fixture('feature-phone.3gp'), '3gp')).toMatchObject({
      coverable: false,
      reason: 'pictureNotDecodable',
    })
    vi.stubGlobal('VideoDecoder', undefined)
    expect(await videoCoverability(fixture('faces-moving.webm'), 'webm')).toMatchObject({
      coverable: false,
      reason: 'pictureNotDecodable',
    })
  })

  it('says a recording of sound alone has no picture to cover', async () => {
    decoderThatTakes(() => true)
    expect(await videoCoverability(fixture('voice-memo.m4a'), 'm4a')).toEqual({
      coverable: false,
      reason: 'noPicture',
    })
  })
})
