// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CoverProgress } from '@/lib/videoCover'
import { progressWithTimeLeft } from '@/lib/videoCover/timeLeft'

/** A clock the test moves, in milliseconds. */
function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('progressWithTimeLeft', () => {
  it('says the seconds left at the rate so far', () => {
    const time = clock()
    const said: CoverProgress[] = []
    const report = progressWithTimeLeft((progress) => said.push(progress), time.now)
    time.advance(10_000)
    report(0.25)
    expect(said).toEqual([{ done: 0.25, secondsLeft: 30 }])
  })

  it('reports each hundredth once, not every frame, and always the end', () => {
    const time = clock()
    const said: CoverProgress[] = []
    const report = progressWithTimeLeft((progress) => said.push(progress), time.now)
    for (let frame = 0; frame <= 1000; frame++) report(frame / 1000)
    expect(said).toHaveLength(101)
    expect(said.at(-1)).toEqual({ done: 1 })
  })

  it('says no time left before anything is done, where there is no rate yet', () => {
    const said: CoverProgress[] = []
    progressWithTimeLeft((progress) => said.push(progress), clock().now)(0)
    expect(said).toEqual([{ done: 0 }])
  })
})
