/**
 * The one way the app talks to its workers (the media engine's, the photo cover's and the face
 * finder's). A worker is made on the first call, through the Trusted Types policy, and each
 * call is answered by the reply that carries its id. Every worker follows the same rules:
 * - what crosses is moved or handed over as workerMessages.ts says (transferablesIn);
 * - a worker that holds calls and says nothing for SILENCE_LIMIT_MS is ended: every call it
 *   held fails with WORKER_FAILURES.noAnswer, and the next call starts a new one;
 * - a worker that stops after answering (it crashed) fails the calls it held with
 *   WORKER_FAILURES.stopped, and the next call starts a new one;
 * - a worker that cannot be made, or stops before it ever answers (a browser without module
 *   workers), fails its calls with WORKER_FAILURES.cannotStart, unless the same functions can
 *   run on this thread (`here`): then they run here;
 * - a worker whose code, or a part a call needs, could not be downloaded fails its calls with a
 *   ChunkLoadError, and the next call downloads it again: a dropped connection is not a browser
 *   that cannot run workers;
 * - a call may pass one function, its progress callback, and one AbortSignal among its
 *   arguments (a long encode): neither can cross, so the worker gets stand-ins. Each progress the
 *   worker posts reaches the callback and counts as an answer for the silence limit, so a long
 *   call that keeps reporting is never cut. Aborting the signal rejects the call at once with an
 *   AbortError and tells the worker, whose stand-in signal aborts: the function stops its work
 *   there, and its late answer is ignored. Where the functions run here, they get the callback
 *   and the signal themselves.
 * Hand-written rather than a library such as Comlink: these rules are most of what it does, and
 * Comlink's proxies would still need the time-out, the fallback and the transfer rule around
 * every call.
 */
import { ChunkLoadError, downloaded } from '@/lib/chunkLoadError'
import { trustedWorkerUrl } from '@/lib/trustedWorkerUrl'
import {
  WORKER_FAILURES,
  abortError,
  transferablesIn,
  type WorkerCall,
  type WorkerCancel,
  type WorkerFunctions,
  type WorkerReply,
} from './workerMessages'

/**
 * Longer than any one call takes on a slow phone (cleaning a 500 MB video, loading the face
 * model on slow 4G), short enough that a worker that hangs does not keep a file "checking" for
 * ever. Counted from the worker's last answer, so calls queued behind a long one are not cut.
 */
export const SILENCE_LIMIT_MS = 60_000

export interface WorkerSource<Functions extends WorkerFunctions> {
  /** The built worker's address, asked for on the first call (a `?worker&url` import). */
  url: () => Promise<string>
  /** The same functions, loaded on this thread: for where no worker can be made or started. */
  here?: () => Promise<Functions>
}

/** Every function of the worker, named once: a name left out does not compile. */
export type FunctionNames<Functions extends WorkerFunctions> = Record<keyof Functions, true>

interface Pending {
  /** The call as made here, with its callback and signal: what runs here if the worker cannot. */
  call: WorkerCall
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  onProgress?: (progress: unknown) => void
}

interface Running {
  worker: Worker
  /** Where its code is: asked again when it stops before it ever answers. */
  url: URL
  /** Whether it ever answered: one that stops before has not started. */
  answered: boolean
  silence?: ReturnType<typeof setTimeout>
}

/**
 * Whether `url` can be fetched now. A worker whose code could not be downloaded stops with the
 * same bare error event as one the browser cannot start: only asking again tells them apart.
 */
const canFetch = (url: URL) =>
  fetch(url, { method: 'HEAD' }).then(
    ({ ok }) => ok,
    () => false,
  )

/** Each of the worker's functions, called in the worker that `source` describes. */
export function workerFunctions<Functions extends WorkerFunctions>(
  { url, here }: WorkerSource<Functions>,
  names: FunctionNames<Functions>,
): Functions {
  let running: Promise<Running> | undefined
  /** Set once a worker could not start and the functions can run here: they do, from then on. */
  let runsHere = false
  const pending = new Map<number, Pending>()
  let lastId = 0

  async function runHere({ name, args }: WorkerCall) {
    if (!here) throw new Error(WORKER_FAILURES.cannotStart)
    const run = (await downloaded(here))[name] as
      ((...args: unknown[]) => Promise<unknown>) | undefined
    if (!run) throw new Error(`There is no ${name} to run`)
    return run(...args)
  }

  /** Ends `ended` and takes every call it held off it. */
  function end(ended: Running) {
    clearTimeout(ended.silence)
    ended.worker.terminate()
    running = undefined
    const held = [...pending.values()]
    pending.clear()
    return held
  }

  /** Starts the silence count again, or stops it when nothing is waiting. */
  function listen(current: Running) {
    clearTimeout(current.silence)
    current.silence = undefined
    if (pending.size === 0) return
    current.silence = setTimeout(() => {
      for (const { reject } of end(current)) reject(new Error(WORKER_FAILURES.noAnswer))
    }, SILENCE_LIMIT_MS)
  }

  async function stopped(current: Running) {
    const held = end(current)
    if (current.answered) {
      for (const { reject } of held) reject(new Error(WORKER_FAILURES.stopped))
      return
    }
    if (!(await canFetch(current.url))) {
      const missing = new ChunkLoadError(new Error(`${current.url.href} could not be fetched`))
      for (const { reject } of held) reject(missing)
      return
    }
    if (here) runsHere = true
    for (const { call, resolve, reject } of held) {
      if (here) runHere(call).then(resolve, reject)
      else reject(new Error(WORKER_FAILURES.cannotStart))
    }
  }

  async function start(): Promise<Running> {
    const address = new URL(await downloaded(url), import.meta.url)
    const worker = new Worker(trustedWorkerUrl(address), { type: 'module' })
    const current: Running = { worker, url: address, answered: false }
    worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      current.answered = true
      const answered = pending.get(data.id)
      if ('progress' in data) {
        listen(current)
        answered?.onProgress?.(data.progress)
        return
      }
      pending.delete(data.id)
      listen(current)
      if (!answered) return
      if ('result' in data) answered.resolve(data.result)
      else if (data.notDownloaded) answered.reject(new ChunkLoadError(new Error(data.failure)))
      else answered.reject(new Error(data.failure))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      void stopped(current)
    }
    return current
  }

  /** The running worker, or undefined where none can be made now. */
  async function started() {
    if (runsHere || typeof Worker === 'undefined') return undefined
    try {
      return await (running ??= start())
    } catch (error) {
      // The next call tries again.
      running = undefined
      if (error instanceof ChunkLoadError) throw error
      // The browser refused it (a policy, no module workers): this call runs here if it can.
      return undefined
    }
  }

  /** The call to post: its callback and signal cross as null, their places named. */
  function crossing(call: WorkerCall): WorkerCall {
    const progressAt = call.args.findIndex((arg) => typeof arg === 'function')
    const signalAt = call.args.findIndex((arg) => arg instanceof AbortSignal)
    return {
      ...call,
      args: call.args.map((arg, at) => (at === progressAt || at === signalAt ? null : arg)),
      ...(progressAt >= 0 && { progressAt }),
      ...(signalAt >= 0 && { signalAt }),
    }
  }

  async function call(name: string, args: unknown[]) {
    const message: WorkerCall = { id: (lastId += 1), name, args }
    const signal = args.find((arg) => arg instanceof AbortSignal)
    if (signal?.aborted) throw abortError()
    const current = await started()
    if (!current) return runHere(message)
    if (signal?.aborted) throw abortError()
    const onProgress = args.find((arg) => typeof arg === 'function') as Pending['onProgress']
    const posted = crossing(message)
    return new Promise((resolve, reject) => {
      const cancel = () => {
        if (!pending.delete(message.id)) return
        reject(abortError())
        current.worker.postMessage({ cancel: message.id } satisfies WorkerCancel)
        listen(current)
      }
      const settle =
        <Value>(settled: (value: Value) => void) =>
        (value: Value) => {
          signal?.removeEventListener('abort', cancel)
          settled(value)
        }
      pending.set(message.id, {
        call: message,
        resolve: settle(resolve),
        reject: settle(reject),
        onProgress,
      })
      try {
        current.worker.postMessage(posted, { transfer: transferablesIn(posted.args) })
      } catch (error) {
        // What cannot be copied or moved (a buffer moved before) never reached the worker.
        pending.delete(message.id)
        reject(error)
        return
      }
      signal?.addEventListener('abort', cancel, { once: true })
      // Counted from the worker's last answer: a new call does not restart the count.
      if (current.silence === undefined) listen(current)
    })
  }

  return Object.fromEntries(
    Object.keys(names).map((name) => [name, (...args: unknown[]) => call(name, args)]),
  ) as unknown as Functions
}
