/**
 * The heavy work on chosen files (recognising the format, decoding a photo into its thumbnail,
 * reading and removing hidden details) runs in a Worker where the browser can make one (see
 * fileWorker.ts): on the main thread, one 12 MP photo holds up typing. A File
 * crosses to the worker as a handle, not as its bytes, and the cleaned Blob comes back the same
 * way; the bytes are read in the worker, as far as each job needs them. Where no worker
 * can be made or started (unit tests, browsers without module workers) the same jobs run on the
 * main thread, and only then is their code loaded there.
 */
import type {
  FileJob,
  FileJobArguments,
  FileJobName,
  FileJobReply,
  FileJobResult,
} from './fileJobRunners'

interface Pending {
  job: FileJob
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

let worker: Worker | null | undefined
const pending = new Map<number, Pending>()
let lastJobId = 0

async function runHere(job: FileJob) {
  const { runFileJobHere } = await import('./fileJobRunners')
  return runFileJobHere(job)
}

function answer(reply: FileJobReply) {
  const job = pending.get(reply.id)
  pending.delete(reply.id)
  if (!job) return
  if ('failure' in reply) job.reject(new Error(reply.failure))
  else job.resolve(reply.result)
}

/** A worker that fails to start takes no more jobs; the ones it held run here instead. */
function giveUpWorker() {
  worker?.terminate()
  worker = null
  for (const { job, resolve, reject } of pending.values()) runHere(job).then(resolve, reject)
  pending.clear()
}

/** The one worker, made on first use; null where none can be made. */
function fileWorker() {
  if (worker !== undefined) return worker
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module' })
  } catch {
    worker = null
  }
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<FileJobReply>) => answer(data)
    worker.onerror = giveUpWorker
  }
  return worker
}

/** Runs a job in the worker, or here where there is none. */
export function runFileJob<Name extends FileJobName>(
  name: Name,
  ...args: FileJobArguments<Name>
): Promise<FileJobResult<Name>> {
  const job: FileJob = { id: (lastJobId += 1), name, args } as FileJob
  const off = fileWorker()
  if (!off) return runHere(job) as Promise<FileJobResult<Name>>
  return new Promise((resolve, reject) => {
    pending.set(job.id, { job, resolve: resolve as (result: unknown) => void, reject })
    off.postMessage(job)
  })
}
