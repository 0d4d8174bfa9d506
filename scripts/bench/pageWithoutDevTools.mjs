// A page in Chromium driven over a bare DevTools protocol connection that never enables the
// Runtime domain, for the benches that time the main thread's tasks (./longTasks.mjs).
// Playwright enables Runtime on every page it drives, as DevTools and Lighthouse do. While it is
// enabled, V8 records a detailed stack trace for every Error the page constructs, with the line
// and column of each frame: a function on the stack compiled without its source positions is
// parsed again for them, once. React's DOM renderer constructs five Errors as it is evaluated,
// the first with the whole renderer (its CommonJS wrapper) and its file's top level on the
// stack: a trace showed 118 ms of that parsing in its evaluation at 7.27x, and the page timed the
// evaluation at 100 and 119 ms under Playwright, under 30 ms here (docs/benchmarks.md, run AB).
// A phone without DevTools does none of it. Network is enabled: its emulation of a slow
// connection takes effect only then (a 207 kB file came in 63 ms without). It records a stack
// trace for each request a script makes, which React's lazy parts make as they render.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support.mjs'

const STARTUP_MS = 15_000
const QUIT_MS = 5_000
const LOAD_MS = 60_000
/** What Playwright's launch also switches off: work of the browser's own beside the page's. */
const QUIET_BROWSER = [
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-breakpad',
  '--mute-audio',
]
/** Playwright's default viewport, which the benches measured in before. */
const VIEWPORT = { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false }

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

/** `send` calls a protocol method; `next` resolves on the next event of a method. */
function protocolClient(socket) {
  let lastId = 0
  const pending = new Map()
  const waiting = new Map()
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data)
    if (message.method) {
      waiting.get(message.method)?.(message.params)
      waiting.delete(message.method)
      return
    }
    const call = pending.get(message.id)
    if (!call) return
    pending.delete(message.id)
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
    else call.resolve(message.result)
  })
  // A browser that went away answers nothing: its calls fail instead of waiting for good.
  const gone = (method) => new Error(`${method}: the browser closed its DevTools connection`)
  socket.addEventListener('close', () => {
    for (const { method, reject } of pending.values()) reject(gone(method))
    pending.clear()
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) return reject(gone(method))
      lastId += 1
      pending.set(lastId, { method, resolve, reject })
      socket.send(JSON.stringify({ id: lastId, method, params }))
    })
  const next = (method) => new Promise((resolve) => waiting.set(method, resolve))
  return { send, next }
}

/** Ends `browser` and waits until it has: a profile removed earlier is written again. */
async function quit(browser) {
  const running = browser.pid !== undefined && browser.exitCode === null && !browser.signalCode
  if (!running) return
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  browser.kill()
  const killed = setTimeout(() => browser.kill('SIGKILL'), QUIT_MS)
  await exited
  clearTimeout(killed)
}

/**
 * Opens a blank page in a Chromium of its own (a fresh profile: nothing cached) and resolves to
 * { send, goto, evaluate, close }: `send` calls a protocol method, `goto` resolves once a URL has
 * loaded (within LOAD_MS), `evaluate` returns the value of an expression in the page (awaited
 * when it is a promise), `close` ends the browser and removes its profile.
 */
export async function openPageWithoutDevTools() {
  const profile = await mkdtemp(join(tmpdir(), 'tipwire-bench-'))
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      ...QUIET_BROWSER,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const launched = new Promise((_, reject) => browser.once('error', reject))
  launched.catch(() => {})
  const close = async () => {
    await quit(browser)
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
  }
  try {
    const port = await Promise.race([devToolsPort(profile), launched])
    const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
    const socket = new WebSocket(targets.find(({ type }) => type === 'page').webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    const { send, next } = protocolClient(socket)
    await send('Page.enable')
    await send('Network.enable')
    await send('Emulation.setDeviceMetricsOverride', VIEWPORT)
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
    const goto = async (url) => {
      const loaded = next('Page.loadEventFired')
      const { errorText } = await send('Page.navigate', { url })
      if (errorText) throw new Error(`${url}: ${errorText}`)
      let timer
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url} did not load in ${LOAD_MS} ms`)), LOAD_MS)
      })
      await Promise.race([loaded, late]).finally(() => clearTimeout(timer))
    }
    return {
      send,
      goto,
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
