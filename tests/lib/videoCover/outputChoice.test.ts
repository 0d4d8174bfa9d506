// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { containerFor, encodablePictureCodec } from '@/lib/videoCover/outputChoice'

describe('containerFor', () => {
  it('puts H.264 in MP4, whatever the sound', () => {
    expect(containerFor('avc', 'aac')).toBe('mp4')
    expect(containerFor('avc', 'opus')).toBe('mp4')
    expect(containerFor('avc', null)).toBe('mp4')
  })

  it('puts VP9 in WebM with Opus or Vorbis kept, or with no sound', () => {
    expect(containerFor('vp9', 'opus')).toBe('webm')
    expect(containerFor('vp9', 'vorbis')).toBe('webm')
    expect(containerFor('vp9', null)).toBe('webm')
  })

  it('puts VP9 in MP4 when the sound kept is one WebM cannot hold, so it is copied, not re-encoded', () => {
    expect(containerFor('vp9', 'aac')).toBe('mp4')
    expect(containerFor('vp9', 'mp3')).toBe('mp4')
  })
})

/** A browser's `VideoEncoder` that encodes the codecs whose strings `codecs` matches. */
const encoderOf = (codecs: RegExp) => ({
  isConfigSupported: async (config: VideoEncoderConfig) => ({
    supported: codecs.test(config.codec),
    config,
  }),
})

// Each test asks at a size of its own: mediabunny remembers each answer for a size.
describe('encodablePictureCodec', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('takes H.264 where this browser encodes it', async () => {
    vi.stubGlobal('VideoEncoder', encoderOf(/^(avc1|vp09)\./))
    await expect(encodablePictureCodec(1280, 720)).resolves.toBe('avc')
  })

  it('takes VP9 where this browser encodes no H.264', async () => {
    vi.stubGlobal('VideoEncoder', encoderOf(/^vp09\./))
    await expect(encodablePictureCodec(640, 360)).resolves.toBe('vp9')
  })

  it('finds none where this browser encodes neither', async () => {
    vi.stubGlobal('VideoEncoder', encoderOf(/^av01\./))
    await expect(encodablePictureCodec(320, 240)).resolves.toBeUndefined()
  })
})
