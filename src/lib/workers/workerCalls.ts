/**
 * The one way the app talks to its workers (the media engine's, the photo cover's and the face
 * finder's). A worker is made on the first call, through the Trusted Types policy, and each
 * call is answered by the reply that carries its id. Every worker follows the same rules:
 * - what crosses is moved or handed over as workerMessages.ts says (transferablesIn);
 * - a call unanswered for CALL_TIME_LIMIT_MS ends the worker: every call it held fails with
 *   WORKER_FAILURES.noAnswer, and the next call starts a new one;
 * - a worker that stops (it failed to load, or crashed) fails the calls it held with
 *   WORKER_FAILURES.stopped, and the next call starts a new one; unless the same functions
 *   can run on this thread (`here`): then they run here, from then on.
 * Hand-written rather than a library such as Comlink: these rules are most of what it does, and
 * Comlink's proxies would still need the time-out, the fallback and the transfer rule around
 * every call.
 */
import { trustedWorkerUrl } from '@/lib/trustedWorkerUrl'
import {
  WORKER_FAILURES,
  transferablesIn,
  type WorkerCall,
  type WorkerFunctions,
  type WorkerReply,
} from './workerMessages'

/**
 * Longer than any call takes on a slow phone (cleaning a 500 MB video, loading the face model
 * on slow 4G), short enough that a worker that hangs does not keep a file "checking" for ever.
 */
export const CALL_TIME_LIMIT_MS = 60_000

export interface WorkerSource<Functions extends WorkerFunctions> {
  /** The built worker's address, asked for on the first call (a `?worker&url` import). */
  url: () => Promise<string>
  /** The same functions, loaded on this thread: for where no worker can be made or started. */
  here?: () => Promise<Functions>
}

interface Pending {
  call: WorkerCall
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

/** Each of `names`, called in the worker that `source` describes. */
export function workerFunctions<Functions extends WorkerFunctions>(
  { url, here }: WorkerSource<Functions>,
  names: readonly (keyof Functions & string)[],
): Functions {
  /** Null where none can be made: calls then run here. */
  let worker: Promise<Worker | null> | undefined
  const pending = new Map<number, Pending>()
  let lastId = 0

  async function runHere({ name, args }: WorkerCall) {
    if (!here) throw new Error(WORKER_FAILURES.cannotStart)
    const functions = await here()
    return (functions[name] as (...args: unknown[]) => Promise<unknown>)(...args)
  }

  /** Takes every call `ended` held off it, after it is terminated. */
  function end(ended: Worker, onEach: (held: Pending) => void) {
    ended.terminate()
    const held = [...pending.values()]
    pending.clear()
    for (const call of held) {
      clearTimeout(call.timer)
      onEach(call)
    }
  }

  function stopped(made: Worker) {
    worker = here ? Promise.resolve(null) : undefined
    end(made, ({ call, resolve, reject }) => {
      if (here) runHere(call).then(resolve, reject)
      else reject(new Error(WORKER_FAILURES.stopped))
    })
  }

  function timedOut(made: Worker) {
    worker = undefined
    end(made, ({ reject }) => reject(new Error(WORKER_FAILURES.noAnswer)))
  }

  async function start(): Promise<Worker | null> {
    if (typeof Worker === 'undefined') return null
    try {
      const made = new Worker(trustedWorkerUrl(new URL(await url(), import.meta.url)), {
        type: 'module',
      })
      made.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
        const answered = pending.get(data.id)
        if (!answered) return
        pending.delete(data.id)
        clearTimeout(answered.timer)
        if ('failure' in data) answered.reject(new Error(data.failure))
        else answered.resolve(data.result)
      }
      made.onerror = (event) => {
        event.preventDefault()
        stopped(made)
      }
      return made
    } catch {
      return null
    }
  }

  async function call(name: string, args: unknown[]) {
    const message: WorkerCall = { id: (lastId += 1), name, args }
    const made = await (worker ??= start())
    if (!made) return runHere(message)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => timedOut(made), CALL_TIME_LIMIT_MS)
      pending.set(message.id, { call: message, resolve, reject, timer })
      made.postMessage(message, { transfer: transferablesIn(args) })
    })
  }

  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => call(name, args)]),
  ) as unknown as Functions
}
