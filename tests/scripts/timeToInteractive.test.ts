// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { timeToInteractive } from '../../scripts/bench/timeToInteractive.mjs'

/** A prerendered page's load: its document, five files at once, painted before they arrive. */
const load = {
  firstContentfulPaint: 900,
  domContentLoaded: 2300,
  longTasks: [] as { start: number; end: number }[],
  requests: [
    { start: 0, end: 600 },
    ...[700, 700, 700, 700, 700].map((start, index) => ({ start, end: 1800 + index * 100 })),
  ],
  watchedUntil: 12_000,
}

describe('timeToInteractive', () => {
  it('is DOMContentLoaded where no long task comes and it ends after the first paint', () => {
    expect(timeToInteractive(load)).toBe(2300)
  })

  it('is the first paint where that comes after DOMContentLoaded', () => {
    expect(timeToInteractive({ ...load, firstContentfulPaint: 2500 })).toBe(2500)
  })

  it('is the end of the last long task before five quiet seconds', () => {
    const longTasks = [
      { start: 2400, end: 2480 },
      { start: 2600, end: 2660 },
      { start: 3100, end: 3170 },
    ]
    expect(timeToInteractive({ ...load, longTasks })).toBe(3170)
  })

  it('is DOMContentLoaded where every long task ends before it', () => {
    expect(timeToInteractive({ ...load, longTasks: [{ start: 1000, end: 1100 }] })).toBe(2300)
  })

  it('skips a quiet stretch shorter than five seconds', () => {
    const longTasks = [
      { start: 2400, end: 2480 },
      { start: 7400, end: 7460 },
    ]
    expect(timeToInteractive({ ...load, longTasks, watchedUntil: 13_000 })).toBe(7460)
  })

  it('takes a quiet window only where at most two requests are in flight through it', () => {
    const longTasks = [
      { start: 2400, end: 2480 },
      { start: 10_000, end: 10_100 },
    ]
    const inFlight = (count: number) => [
      ...load.requests,
      ...Array.from({ length: count }, () => ({ start: 3000, end: 9000 })),
    ]
    const watch = { ...load, longTasks, watchedUntil: 20_000 }
    expect(timeToInteractive({ ...watch, requests: inFlight(2) })).toBe(2480)
    expect(timeToInteractive({ ...watch, requests: inFlight(3) })).toBe(10_100)
  })

  it('takes the CPU’s quiet from its start where the network’s begins later within it', () => {
    // Three files still arriving until 9 s: the CPU's quiet from 2,480 ms holds the network's
    // from 9 s on, so Lighthouse's answer is the CPU's start.
    const requests = [
      ...load.requests,
      ...[2500, 2500, 2500].map((start) => ({ start, end: 9000 })),
    ]
    const longTasks = [{ start: 2400, end: 2480 }]
    expect(timeToInteractive({ ...load, longTasks, requests, watchedUntil: 15_000 })).toBe(2480)
    expect(timeToInteractive({ ...load, longTasks, requests, watchedUntil: 13_500 })).toBeNull()
  })

  it('is the start of the first quiet window, whatever long task comes after it', () => {
    expect(timeToInteractive({ ...load, longTasks: [{ start: 8000, end: 8100 }] })).toBe(2300)
  })

  it('passes over a quiet network that ends within five seconds of the CPU’s quiet', () => {
    // The network is quiet until three files at 6 s, the CPU from 2,480 ms to a task at 10 s:
    // neither holds five seconds of the other until after that task.
    const longTasks = [
      { start: 2400, end: 2480 },
      { start: 10_000, end: 10_100 },
    ]
    const requests = [
      { start: 0, end: 600 },
      ...[6000, 6000, 6000].map((start) => ({ start, end: 8000 })),
    ]
    const watch = { ...load, longTasks, watchedUntil: 16_000 }
    expect(timeToInteractive({ ...watch, requests })).toBe(10_100)
    expect(timeToInteractive({ ...watch, requests: requests.slice(0, 1) })).toBe(2480)
  })

  it('is null when the watch ends before five quiet seconds', () => {
    const longTasks = [
      { start: 2400, end: 2480 },
      { start: 5000, end: 5080 },
      { start: 8000, end: 8100 },
    ]
    expect(timeToInteractive({ ...load, longTasks, watchedUntil: 12_000 })).toBeNull()
  })
})
