// @vitest-environment node
import { VideoSample } from 'mediabunny'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CoverTrack } from '@/lib/videoCover/coverTracks'
import { coveringFrames } from '@/lib/videoCover/coveringFrames'

/** The frames the hook made, in order. */
const made: FrameOfPlanes[] = []

/** Node has no VideoFrame: this one keeps what a frame made of planes was made of. */
class FrameOfPlanes {
  readonly format: string
  readonly codedWidth: number
  readonly codedHeight: number
  readonly displayWidth: number
  readonly displayHeight: number
  readonly timestamp: number
  readonly duration: number | null
  readonly colorSpace: VideoColorSpaceInit
  constructor(
    readonly bytes: Uint8Array,
    init: VideoFrameBufferInit,
  ) {
    this.format = init.format
    this.codedWidth = this.displayWidth = init.codedWidth
    this.codedHeight = this.displayHeight = init.codedHeight
    this.timestamp = init.timestamp
    this.duration = init.duration ?? null
    this.colorSpace = init.colorSpace ?? {}
    made.push(this)
  }
}

beforeEach(() => {
  made.length = 0
  vi.stubGlobal('VideoFrame', FrameOfPlanes)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A 4 × 2 I420 frame at 0 s, turned `rotation`: each Y sample 200, U 90 and V 170. */
const frame = (rotation: 0 | 90 = 0) =>
  new VideoSample(Uint8Array.of(...Array<number>(8).fill(200), 90, 90, 170, 170), {
    format: 'I420',
    codedWidth: 4,
    codedHeight: 2,
    timestamp: 0,
    rotation,
  })

/** A box over the left half of the picture from `from` to `from` + 1 s. */
const leftHalfFrom = (from: number): CoverTrack[] => [
  {
    id: 'left half',
    keys: [
      { time: from, x: 0, y: 0, width: 0.5, height: 1 },
      { time: from + 1, x: 0, y: 0, width: 0.5, height: 1 },
    ],
  },
]

it('refuses a frame turned otherwise than its track, whose boxes would miss the faces', async () => {
  const cover = coveringFrames([], 0, 90)
  await expect(cover(frame(0))).rejects.toThrow(/turned otherwise/)
})

it('hands on a frame no box shows on as it was decoded, not copied out and back', async () => {
  const decoded = frame()
  expect(await coveringFrames(leftHalfFrom(1), 0, 0)(decoded)).toBe(decoded)
  expect(made).toEqual([])
})

it('makes a frame a box shows on anew, the box black in its luma and colour samples', async () => {
  await coveringFrames(leftHalfFrom(0), 0, 0)(frame())
  expect(made.map(({ bytes }) => [...bytes])).toEqual([
    [...[16, 16, 200, 200, 16, 16, 200, 200], ...[128, 90], ...[128, 170]],
  ])
})

it('finds the boxes at the frame’s time in the original, where the conversion started later', async () => {
  await coveringFrames(leftHalfFrom(1), 1, 0)(frame())
  expect(made.map(({ bytes }) => [...bytes.slice(0, 4)])).toEqual([[16, 16, 200, 200]])
})

it('turns a frame stored turned, though no box shows on it', async () => {
  await coveringFrames([], 0, 90)(frame(90))
  expect(made.map(({ codedWidth, codedHeight }) => [codedWidth, codedHeight])).toEqual([[2, 4]])
})
