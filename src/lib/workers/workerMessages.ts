/**
 * What crosses between the app and its workers (the media engine's, the photo cover's and the
 * face finder's), and the rules all three follow: a call names a function the worker answers
 * for, and the reply carries its result or why it failed.
 */

/** The functions a worker answers for, by name: each takes and gives what can cross. */
export type WorkerFunctions = Record<string, (...args: never[]) => Promise<unknown>>

/**
 * `progressAt` and `signalAt`: where the call's progress callback and AbortSignal stood among
 * its arguments. Neither can cross, so each crosses as `null`, and the worker puts a stand-in of
 * its own in its place: a callback that posts each progress, and a signal the app's cancel aborts.
 */
export interface WorkerCall {
  id: number
  name: string
  args: unknown[]
  progressAt?: number
  signalAt?: number
}

/** The app's word that call `cancel` is no longer wanted: its signal was aborted. */
export interface WorkerCancel {
  cancel: number
}

export type WorkerReply =
  | { id: number; result: unknown }
  /** `notDownloaded`: a part of TipWire the call needed could not be fetched (ChunkLoadError). */
  | { id: number; failure: string; notDownloaded: boolean }
  /** What the call's progress callback was given; the call goes on. */
  | { id: number; progress: unknown }

/** The words a call fails with when the worker itself fails, whichever worker it is. */
export const WORKER_FAILURES = {
  stopped: 'The worker stopped',
  noAnswer: 'The worker did not answer in time',
  cannotStart: 'This browser cannot start a worker',
}

export const failureWords = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/** What a cancelled call rejects with, on either side, as `fetch` does. */
export const abortError = () => new DOMException('The call was cancelled', 'AbortError')

function movable(value: unknown): Transferable[] {
  if (value instanceof ArrayBuffer) return [value]
  if (typeof ImageBitmap !== 'undefined' && value instanceof ImageBitmap) return [value]
  if (typeof ImageData !== 'undefined' && value instanceof ImageData) return [value.data.buffer]
  return []
}

const isPlainContainer = (value: unknown): value is object =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)

/**
 * The transfer rule, the same both ways: pixels, bitmaps and buffers move to the other side
 * instead of being copied (an editor's preview is 10 MB of pixels), so the sender can no longer
 * use them. Files and Blobs are never moved: they cross as handles, and their bytes are read
 * where they are used. Looks at each value and one level into plain objects and lists.
 */
export function transferablesIn(values: readonly unknown[]): Transferable[] {
  const found = values.flatMap((value) =>
    isPlainContainer(value) ? Object.values(value).flatMap(movable) : movable(value),
  )
  return [...new Set(found)]
}
