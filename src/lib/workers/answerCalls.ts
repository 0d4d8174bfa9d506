/**
 * The worker's side of workerCalls.ts: answers each call with its function's result, or why it
 * failed. A call's progress callback becomes one that posts each progress back; its AbortSignal
 * becomes one that the app's cancel aborts.
 */
import { ChunkLoadError } from '@/lib/chunkLoadError'
import {
  abortError,
  failureWords,
  transferablesIn,
  type WorkerCall,
  type WorkerCancel,
  type WorkerFunctions,
  type WorkerReply,
} from './workerMessages'

export function answerCalls(functions: WorkerFunctions) {
  /** The calls that can still be cancelled, by id. */
  const cancellable = new Map<number, AbortController>()

  async function answer({ id, name, args, progressAt, signalAt }: WorkerCall) {
    const standIns = [...args]
    if (progressAt !== undefined) {
      standIns[progressAt] = (progress: unknown) =>
        self.postMessage({ id, progress } satisfies WorkerReply)
    }
    if (signalAt !== undefined) {
      const controller = new AbortController()
      cancellable.set(id, controller)
      standIns[signalAt] = controller.signal
    }
    try {
      const run = functions[name] as ((...args: unknown[]) => Promise<unknown>) | undefined
      if (!run) throw new Error(`This worker has no ${name}`)
      const result = await run(...standIns)
      self.postMessage({ id, result } satisfies WorkerReply, {
        transfer: transferablesIn([result]),
      })
    } catch (error) {
      self.postMessage({
        id,
        failure: failureWords(error),
        notDownloaded: error instanceof ChunkLoadError,
      } satisfies WorkerReply)
    } finally {
      cancellable.delete(id)
    }
  }

  self.onmessage = ({ data }: MessageEvent<WorkerCall | WorkerCancel>) => {
    if ('cancel' in data) cancellable.get(data.cancel)?.abort(abortError())
    else void answer(data)
  }
}
