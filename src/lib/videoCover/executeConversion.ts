import type { Conversion } from 'mediabunny'
import { abortError } from '@/lib/workers/workerMessages'
import type { CoverProgress } from './coverProgress'
import { progressWithTimeLeft } from './timeLeft'

/**
 * Runs a conversion with its progress and the time left; aborting `signal` cancels it, whose
 * decoders and encoders then close, and it rejects with an AbortError.
 */
export async function executeConversion(
  conversion: Conversion,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
) {
  conversion.onProgress = progressWithTimeLeft(onProgress)
  if (signal.aborted) throw abortError()
  const cancel = () => void conversion.cancel()
  signal.addEventListener('abort', cancel, { once: true })
  try {
    await conversion.execute()
  } catch (error) {
    throw signal.aborted ? abortError() : error
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}
