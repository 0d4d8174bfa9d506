/**
 * Calls into a worker made on first use, each call answered by the reply that carries its id.
 * A worker that fails to start fails the calls it holds, and the next call starts a new one.
 */
import { startWorker } from './startWorker'

export type WorkerReply<Result> = { id: number; result: Result } | { id: number; failure: string }

interface Pending {
  resolve: (result: never) => void
  reject: (error: Error) => void
}

export function workerCalls<Request, Result>(url: string) {
  let worker: Worker | undefined
  const pending = new Map<number, Pending>()
  let lastId = 0

  function failAll(error: Error) {
    worker?.terminate()
    worker = undefined
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }

  function started() {
    if (worker) return worker
    worker = startWorker(url)
    worker.onmessage = ({ data }: MessageEvent<WorkerReply<Result>>) => {
      const call = pending.get(data.id)
      pending.delete(data.id)
      if (!call) return
      if ('failure' in data) call.reject(new Error(data.failure))
      else call.resolve(data.result as never)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      failAll(new Error(event.message || 'The worker stopped'))
    }
    return worker
  }

  return (request: Request, transfer: Transferable[] = []) =>
    new Promise<Result>((resolve, reject) => {
      const id = (lastId += 1)
      pending.set(id, { resolve, reject })
      started().postMessage({ id, request }, transfer)
    })
}

/** The worker's side: answers each call with `run`'s result, or why it failed. */
export function answerCalls<Request, Result>(
  run: (request: Request) => Promise<{ result: Result; transfer?: Transferable[] }>,
) {
  self.onmessage = async ({ data }: MessageEvent<{ id: number; request: Request }>) => {
    try {
      const { result, transfer = [] } = await run(data.request)
      self.postMessage({ id: data.id, result } satisfies WorkerReply<Result>, { transfer })
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error)
      self.postMessage({ id: data.id, failure } satisfies WorkerReply<Result>)
    }
  }
}
