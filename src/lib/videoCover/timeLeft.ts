/**
 * A long job's progress as the editor shows it: the share done, and the seconds left at the rate
 * so far. Reported at each step of a hundredth and at the end, not at every frame and packet.
 */
import type { CoverProgress } from './coverProgress'

const STEPS = 100

/** A function to give each share done (0..1); it reports to `onProgress` as said above. */
export function progressWithTimeLeft(
  onProgress: (progress: CoverProgress) => void,
  now = () => performance.now(),
) {
  const started = now()
  let reportedStep = -1
  return (done: number) => {
    const step = Math.floor(done * STEPS)
    if (step <= reportedStep) return
    reportedStep = step
    const seconds = (now() - started) / 1000
    onProgress(
      done > 0 && done < 1 ? { done, secondsLeft: (seconds * (1 - done)) / done } : { done },
    )
  }
}
