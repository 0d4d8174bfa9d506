// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openVideoInput, withVideoInput } from '@/lib/videoCover/videoInput'

const fixture = (name: string) => new Blob([readFileSync(`tests/fixtures/media/${name}`)])

describe('opening a video for the cover', () => {
  it.each([
    ['faces-moving.mp4', 'avc'],
    ['faces-moving.webm', 'vp9'],
    ['faces-moving-hevc.mov', 'hevc'],
    ['tagged.mkv', 'vp9'],
    ['feature-phone.3gp', null],
  ])('opens %s and names its picture codec (null: one it does not know)', async (name, codec) => {
    const input = openVideoInput(fixture(name))
    try {
      expect(await (await input.getPrimaryVideoTrack())?.getCodec()).toBe(codec)
    } finally {
      input.dispose()
    }
  })

  it('reads no container but those of the videos TipWire takes', async () => {
    await expect(
      withVideoInput(fixture('voice-note.opus'), (input) => input.getPrimaryVideoTrack()),
    ).rejects.toThrow()
  })
})
