import { abortError } from '@/lib/workers/workerMessages'

/**
 * What `start()` comes to, or an AbortError as soon as `signal` aborts; once it has aborted,
 * nothing more is started. Work under way is not stopped by this: what it comes to later is
 * ignored.
 */
export function abortable<T>(signal: AbortSignal, start: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError())
  const work = start()
  return new Promise((resolve, reject) => {
    const abort = () => reject(abortError())
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
