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

it('hands on a frame no box shows on as it was decoded, not copied out and back', async () => {
  const fromOneSecond = [
    {
      id: 'later',
      keys: [
        { time: 1, x: 0, y: 0, width: 0.5, height: 0.5 },
        { time: 2, x: 0.5, y: 0.5, width: 0.5, height: 0.5 },
      ],
    },
  ]
  const decoded = frame(0)
  await expect(coveringFrames(fromOneSecond, 0, 0)(decoded)).resolves.toBe(decoded)
})
