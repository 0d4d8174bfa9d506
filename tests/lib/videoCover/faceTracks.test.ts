// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boxAt, type CoverBox, type CoverTrack } from '@/lib/videoCover'
import { faceTracks } from '@/lib/videoCover/faceTracks'
import type { FacesAt } from '@/lib/videoCover/followFaces'

const sampled = (seconds: number, at: (time: number) => CoverBox[]): FacesAt[] =>
  Array.from({ length: seconds * 2 + 1 }, (_, index) => ({
    time: index / 2,
    faces: at(index / 2),
  }))

const rounded = (box: CoverBox | undefined) =>
  box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, +value.toFixed(4)]))

/** How much of `face` the box of `track` at `time` covers, from 0 to 1. */
function coveredShare(track: CoverTrack, time: number, face: CoverBox) {
  const box = boxAt(track, time)
  if (!box) return 0
  const width = Math.min(box.x + box.width, face.x + face.width) - Math.max(box.x, face.x)
  const height = Math.min(box.y + box.height, face.y + face.height) - Math.max(box.y, face.y)
  return (Math.max(0, width) * Math.max(0, height)) / (face.width * face.height)
}

const frameTimes = (seconds: number) =>
  Array.from({ length: seconds * 30 }, (_, frame) => frame / 30)

describe('the tracks Suggest faces proposes', () => {
  it('covers a face found once a quarter of its size wider on every side, from the sample before to the sample after', () => {
    const samples = sampled(4, (time) =>
      time === 2 ? [{ x: 0.4, y: 0.4, width: 0.1, height: 0.2 }] : [],
    )
    const [track] = faceTracks(samples, 4)
    expect(track?.keys.map(({ time }) => time)).toEqual([1.5, 2, 2.5])
    expect(rounded(boxAt(track as CoverTrack, 1.5))).toEqual({
      x: 0.375,
      y: 0.35,
      width: 0.15,
      height: 0.3,
    })
    expect(boxAt(track as CoverTrack, 1.49)).toBeUndefined()
    expect(boxAt(track as CoverTrack, 2.51)).toBeUndefined()
  })

  it('goes on moving a face before it was first found and after it was last found, as it moved', () => {
    const moving = (time: number) => ({ x: 0.2 * time, y: 0.4, width: 0.1, height: 0.2 })
    const samples = sampled(4, (time) => (time >= 1 && time <= 2 ? [moving(time)] : []))
    const [track] = faceTracks(samples, 4)
    expect(track?.keys.map(({ time }) => time)).toEqual([0.5, 1, 1.5, 2, 2.5])
    expect(boxAt(track as CoverTrack, 0.5)?.x).toBeCloseTo(0.1 - 0.025)
    expect(boxAt(track as CoverTrack, 2.5)?.x).toBeCloseTo(0.5 - 0.025)
  })

  it('covers a face found in the first and last samples from the clip’s start to its end', () => {
    const samples = sampled(3, () => [{ x: 0.4, y: 0.4, width: 0.1, height: 0.2 }])
    const [track] = faceTracks(samples, 3.04)
    expect(track?.keys.at(0)?.time).toBe(0)
    expect(track?.keys.at(-1)?.time).toBe(3.04)
  })

  it('names each track once, in the order the faces appear', () => {
    const samples = sampled(2, (time) => [
      { x: 0.1, y: 0.1, width: 0.1, height: 0.2 },
      ...(time >= 1 ? [{ x: 0.6, y: 0.6, width: 0.1, height: 0.2 }] : []),
    ])
    expect(faceTracks(samples, 2).map(({ id }) => id)).toEqual(['face-1', 'face-2'])
  })

  it('covers a face bobbing as it walks, found every half second, in every frame between', () => {
    // Across the picture, and up and down by its own height every two seconds: between two
    // samples it leaves the straight line by 15 % of its height.
    const face = (time: number) => ({
      x: 0.05 + 0.12 * time,
      y: 0.4 + 0.1 * Math.sin(Math.PI * time),
      width: 0.1,
      height: 0.2,
    })
    const [track] = faceTracks(
      sampled(6, (time) => [face(time)]),
      6,
    )
    for (const time of frameTimes(6)) {
      expect(coveredShare(track as CoverTrack, time, face(time))).toBeCloseTo(1, 9)
    }
  })

  it('covers a face missed in one sample in the frames around it', () => {
    const face = (time: number) => ({ x: 0.2 + 0.1 * time, y: 0.4, width: 0.1, height: 0.2 })
    const samples = sampled(3, (time) => (time === 1.5 ? [] : [face(time)]))
    const tracks = faceTracks(samples, 3)
    expect(tracks).toHaveLength(1)
    for (const time of frameTimes(3))
      expect(coveredShare(tracks[0] as CoverTrack, time, face(time))).toBeCloseTo(1, 9)
  })

  it('keeps every box inside the picture, and still covers a face coming into it', () => {
    const face = (time: number) => ({ x: -0.1 + 0.1 * time, y: 0.85, width: 0.1, height: 0.2 })
    const visible = (time: number) => ({
      ...face(time),
      x: Math.max(0, face(time).x),
      width: face(time).x + 0.1 - Math.max(0, face(time).x),
      height: 0.15,
    })
    const samples = sampled(3, (time) => (time > 0 ? [visible(time)] : []))
    const [track] = faceTracks(samples, 3)
    for (const { x, y, width, height } of track?.keys ?? []) {
      expect(Math.min(x, y, width, height)).toBeGreaterThanOrEqual(0)
      expect(Math.max(x + width, y + height)).toBeLessThanOrEqual(1)
    }
    for (const time of frameTimes(3).filter((time) => time >= 0.5)) {
      expect(coveredShare(track as CoverTrack, time, visible(time))).toBeCloseTo(1, 9)
    }
  })

  it('proposes nothing where no face was found', () => {
    expect(
      faceTracks(
        sampled(3, () => []),
        3,
      ),
    ).toEqual([])
  })
})
