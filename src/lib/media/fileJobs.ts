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
import { trustedWorkerUrl } from '@/lib/trustedWorkerUrl'

interface Pending {
  job: FileJob
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

/** The one worker, made on first use; null where none can be made. */
let worker: Promise<Worker | null> | undefined
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
function giveUpWorker(failed: Worker) {
  failed.terminate()
  worker = Promise.resolve(null)
  for (const { job, resolve, reject } of pending.values()) runHere(job).then(resolve, reject)
  pending.clear()
}

/**
 * Makes the worker from the build's own worker file, through the Trusted Types policy. Its
 * address is asked for only here, so that tools importing the engine outside a browser (where
 * there is no Worker) never load what only the app's build provides.
 */
async function makeWorker() {
  if (typeof Worker === 'undefined') return null
  try {
    const { default: workerUrl } = await import('./fileWorker.ts?worker&url')
    const made = new Worker(trustedWorkerUrl(new URL(workerUrl, import.meta.url)), {
      type: 'module',
    })
    made.onmessage = ({ data }: MessageEvent<FileJobReply>) => answer(data)
    made.onerror = () => giveUpWorker(made)
    return made
  } catch {
    return null
  }
}

/** Runs a job in the worker, or here where there is none. */
export async function runFileJob<Name extends FileJobName>(
  name: Name,
  ...args: FileJobArguments<Name>
): Promise<FileJobResult<Name>> {
  const job: FileJob = { id: (lastJobId += 1), name, args } as FileJob
  const off = await (worker ??= makeWorker())
  if (!off) return runHere(job) as Promise<FileJobResult<Name>>
  return new Promise((resolve, reject) => {
    pending.set(job.id, { job, resolve: resolve as (result: unknown) => void, reject })
    off.postMessage(job)
  })
}
