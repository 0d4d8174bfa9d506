// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CoverBox } from '@/lib/videoCover'
import { followFaces, type FacesAt } from '@/lib/videoCover/followFaces'

const face = (x: number, y: number, width = 0.1, height = 0.18): CoverBox => ({
  x,
  y,
  width,
  height,
})

/** Samples every half second from 0 to `seconds`, with the faces `at` gives for each time. */
const sampled = (seconds: number, at: (time: number) => CoverBox[]): FacesAt[] =>
  Array.from({ length: seconds * 2 + 1 }, (_, index) => ({
    time: index / 2,
    faces: at(index / 2),
  }))

const xs = (sightings: CoverBox[]) => sightings.map(({ x }) => Number(x.toFixed(3)))

describe('following faces from one sampled frame to the next', () => {
  it('follows each of two faces crossing, also when the detector sees them as one as they pass', () => {
    const going = (time: number) => face(0.1 + 0.2 * time, 0.3)
    const coming = (time: number) => face(0.7 - 0.2 * time, 0.32)
    const merged = (time: number): CoverBox => ({
      ...going(time),
      height: coming(time).y + coming(time).height - going(time).y,
    })
    const samples = sampled(3, (time) =>
      time === 1.5 ? [merged(time)] : [coming(time), going(time)],
    )
    const [first, second] = followFaces(samples)
    expect(followFaces(samples)).toHaveLength(2)
    expect(xs(first ?? [])).toEqual([0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1])
    expect(xs(second ?? [])).toEqual([0.1, 0.2, 0.3, 0.5, 0.6, 0.7])
  })

  it('keeps faces crossing apart when both are found as they pass', () => {
    const samples = sampled(3, (time) => [
      face(0.1 + 0.2 * time, 0.3),
      face(0.7 - 0.2 * time, 0.31),
    ])
    const [first, second] = followFaces(samples)
    expect(xs(first ?? [])).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
    expect(xs(second ?? [])).toEqual([0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1])
  })

  it('follows a face through a box found much taller once, as when it took in a neighbour’s chin', () => {
    const samples = sampled(3, (time) => [
      time === 1.5 ? face(0.5 - 0.1 * time, 0.3, 0.1, 0.5) : face(0.5 - 0.1 * time, 0.5, 0.1, 0.3),
    ])
    expect(followFaces(samples)).toHaveLength(1)
  })

  it('follows a face missed in one sample as the same face', () => {
    const samples = sampled(2, (time) => (time === 1 ? [] : [face(0.2 + 0.1 * time, 0.4)]))
    const followed = followFaces(samples)
    expect(followed).toHaveLength(1)
    expect(followed[0]?.map(({ time }) => time)).toEqual([0, 0.5, 1.5, 2])
  })

  it('follows a face that leaves the picture and comes back later as another face', () => {
    const samples = sampled(5, (time) => (time <= 1 || time >= 3.5 ? [face(0.85, 0.4)] : []))
    const followed = followFaces(samples)
    expect(followed.map((sightings) => sightings.map(({ time }) => time))).toEqual([
      [0, 0.5, 1],
      [3.5, 4, 4.5, 5],
    ])
  })

  it('follows a face gone for a second and a half, as long as it is away, as the same face', () => {
    const samples = sampled(4, (time) => (time > 1 && time < 2.5 ? [] : [face(0.85, 0.4)]))
    expect(followFaces(samples)).toHaveLength(1)
  })

  it('follows a still face as one, however its boxes jitter', () => {
    // The detector's box of a still face moves by about a tenth of its size from frame to frame.
    const jitter = [0.1, -0.08, 0.04, -0.1, 0.07, 0, -0.05, 0.09, -0.02, 0.06, -0.09]
    const samples = sampled(5, (time) => {
      const shake = jitter[time * 2] as number
      return [face(0.4 + 0.1 * shake, 0.4 - 0.18 * shake, 0.1 * (1 + shake), 0.18 * (1 - shake))]
    })
    expect(followFaces(samples)).toHaveLength(1)
  })

  it('takes a face found far from every face followed for a new face', () => {
    const samples = sampled(2, (time) =>
      time < 1 ? [face(0.1, 0.1)] : [face(0.1, 0.1), face(0.6, 0.6)],
    )
    const followed = followFaces(samples)
    expect(followed.map((sightings) => sightings[0]?.time)).toEqual([0, 1])
    expect(followed[1]?.map(({ x }) => x)).toEqual([0.6, 0.6, 0.6])
  })

  it('takes a face found where another was, but three times its size, for a new face', () => {
    const samples = sampled(1, (time) => [time === 1 ? face(0.3, 0.3, 0.3, 0.54) : face(0.4, 0.4)])
    expect(followFaces(samples)).toHaveLength(2)
  })
})
