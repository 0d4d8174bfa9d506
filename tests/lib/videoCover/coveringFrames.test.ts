// @vitest-environment node
import { VideoSample } from 'mediabunny'
import { expect, it } from 'vitest'
import { coveringFrames } from '@/lib/videoCover/coveringFrames'

/** A 4 × 2 I420 frame, turned `rotation` as it comes. */
const frame = (rotation: 0 | 90) =>
  new VideoSample(new Uint8Array(12), {
    format: 'I420',
    codedWidth: 4,
    codedHeight: 2,
    timestamp: 0,
    rotation,
  })

it('refuses a frame turned otherwise than its track, whose boxes would miss the faces', async () => {
  const cover = coveringFrames([], 0, 90)
  await expect(cover(frame(0))).rejects.toThrow(/turned otherwise/)
})
