// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sampleTimes } from '@/lib/videoCover/sampleTimes'

const gaps = (times: number[]) =>
  times.slice(1).map((time, index) => time - (times[index] as number))

describe('the moments searched for faces', () => {
  it('searches the first frame, the last, and evenly between at most half a second apart', () => {
    const times = sampleTimes(0, 4)
    expect(times).toHaveLength(9)
    expect(times[0]).toBe(0)
    expect(times.at(-1)).toBeCloseTo(4, 2)
    expect(times.at(-1)).toBeLessThan(4)
    for (const gap of gaps(times)) expect(gap).toBeLessThanOrEqual(0.5)
  })

  it('starts where the clip’s first frame is', () => {
    const times = sampleTimes(1.2, 31.2)
    expect(times[0]).toBe(1.2)
    expect(times).toHaveLength(61)
    for (const gap of gaps(times)) expect(gap).toBeLessThanOrEqual(0.5)
  })

  it('searches a clip of one frame once', () => {
    expect(sampleTimes(0, 0.001)).toEqual([0])
  })
})
