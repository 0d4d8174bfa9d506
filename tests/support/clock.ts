import { act } from '@testing-library/react'
import { vi } from 'vitest'

let runningTest = new AbortController().signal

/** Called before each test (tests/support/setup.ts) with its signal, which a time-out aborts. */
export const followTest = (signal: AbortSignal) => {
  runningTest = signal
}

/**
 * Moves the fake clock on by `ms` inside React's act, so that what its timers set off has
 * rendered when this returns. React holds back every render until the outermost act ends, the
 * next tests' renders too (their pages stay blank), and a test that times out goes on running
 * beside them. So a time-out in here leaves the act at once, and a test that has timed out goes
 * no further than its next move of the clock: this throws the time-out.
 */
export async function advanceClock(ms: number) {
  const signal = runningTest
  signal.throwIfAborted()
  await act(
    () =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        vi.advanceTimersByTimeAsync(ms).then(() => resolve(), reject)
      }),
  )
  signal.throwIfAborted()
}
