// A page in Chromium driven over a bare DevTools protocol connection that never enables the
// Runtime domain, for the benches that time the main thread's tasks (./longTasks.mjs).
// Playwright enables Runtime on every page it drives, as DevTools and Lighthouse do. While it is
// enabled, V8 records a detailed stack trace for every Error the page constructs, with the line
// and column of each frame: when a frame's function was compiled without its source positions,
// V8 parses it again for them. React's DOM renderer constructs five Errors as it is evaluated,
// the first with the whole renderer (its CommonJS wrapper) and its file's top level on the
// stack: a trace showed 118 ms of that parsing in its evaluation at 7.27x, and the evaluation
// took 100-123 ms under Playwright against under 30 ms here (docs/benchmarks.md, run AB). A phone
// without DevTools does none of it. Network is enabled: its emulation of a slow connection takes
// effect only then (a 207 kB file came in 63 ms without). It records a stack trace only for the
// requests a script makes, whose frames are the start's small functions.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support.mjs'

const STARTUP_MS = 15_000

/** The port Chromium writes into its profile once it listens for DevTools. */
async function devToolsPort(profile) {
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    const written = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '')
    const [port] = written.split('\n')
    if (port) return port
    await sleep(50)
  }
  throw new Error(`Chromium did not listen for DevTools within ${STARTUP_MS} ms`)
}

function protocolClient(socket) {
  let lastId = 0
  const pending = new Map()
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data)
    const call = pending.get(message.id)
    if (!call) return
    pending.delete(message.id)
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
    else call.resolve(message.result)
  })
  return (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1
      pending.set(lastId, { method, resolve, reject })
      socket.send(JSON.stringify({ id: lastId, method, params }))
    })
}

/**
 * Opens a blank page in a Chromium of its own (a fresh profile: nothing cached) and resolves to
 * { send, evaluate, close }: `send` calls a protocol method, `evaluate` returns the value of an
 * expression in the page (awaited when it is a promise), `close` ends the browser.
 */
export async function openPageWithoutDevTools() {
  const profile = await mkdtemp(join(tmpdir(), 'tipwire-bench-'))
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const close = async () => {
    browser.kill()
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
  }
  try {
    const port = await devToolsPort(profile)
    const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
    const socket = new WebSocket(targets.find(({ type }) => type === 'page').webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    const send = protocolClient(socket)
    // Page's events are not listened to; enabled, it runs the scripts added for new documents.
    await send('Page.enable')
    await send('Network.enable')
    const evaluate = async (expression) => {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      })
      if (exceptionDetails)
        throw new Error(`In the page: ${exceptionDetails.exception?.description}`)
      return result.value
    }
    return {
      send,
      evaluate,
      close: async () => {
        socket.close()
        await close()
      },
    }
  } catch (error) {
    await close()
    throw error
  }
}
