/** The worker's side of workerCalls.ts: answers each call with its function's result, or why it failed. */
import { ChunkLoadError } from '@/lib/chunkLoadError'
import {
  failureWords,
  transferablesIn,
  type WorkerCall,
  type WorkerFunctions,
  type WorkerReply,
} from './workerMessages'

export function answerCalls(functions: WorkerFunctions) {
  self.onmessage = async ({ data: { id, name, args } }: MessageEvent<WorkerCall>) => {
    try {
      const run = functions[name] as ((...args: unknown[]) => Promise<unknown>) | undefined
      if (!run) throw new Error(`This worker has no ${name}`)
      const result = await run(...args)
      self.postMessage({ id, result } satisfies WorkerReply, {
        transfer: transferablesIn([result]),
      })
    } catch (error) {
      self.postMessage({
        id,
        failure: failureWords(error),
        notDownloaded: error instanceof ChunkLoadError,
      } satisfies WorkerReply)
    }
  }
}
