import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadIntlDataAside } from '@/lib/i18n/intlData'

/** A stand-in for the browser's Worker: records what it was sent and whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = []
  sent: unknown[] = []
  terminated = false
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

const WORKER_URL = 'https://tipwire.test/assets/intlDataWorker-abc.js'

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve))
  return done
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.made = []
})

describe('loadIntlDataAside', () => {
  it('sends the language to a module worker and resolves when it answers, ending the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const loaded = loadIntlDataAside('ta-IN', () => WORKER_URL)
    const [worker] = FakeWorker.made
    expect(worker).toMatchObject({ url: WORKER_URL, options: { type: 'module' } })
    expect(worker?.sent).toEqual(['ta-IN'])
    expect(await settled(loaded)).toBe(false)

    worker?.onmessage?.(new MessageEvent('message', { data: null }))
    expect(await settled(loaded)).toBe(true)
    expect(worker?.terminated).toBe(true)
  })

  it('resolves when the worker fails, so the start goes on and loads the data itself', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const loaded = loadIntlDataAside('ur-IN', () => WORKER_URL)
    const [worker] = FakeWorker.made
    const failure = new ErrorEvent('error', { cancelable: true })
    worker?.onerror?.(failure)
    expect(await settled(loaded)).toBe(true)
    expect(failure.defaultPrevented).toBe(true)
    expect(worker?.terminated).toBe(true)
  })

  it('resolves at once where no worker can be made: none in this browser, or its address refused', async () => {
    vi.stubGlobal('Worker', undefined)
    expect(await settled(loadIntlDataAside('hi-IN', () => WORKER_URL))).toBe(true)

    vi.stubGlobal('Worker', FakeWorker)
    const refused = () => {
      throw new TypeError('Not one of TipWire’s workers')
    }
    expect(await settled(loadIntlDataAside('hi-IN', refused))).toBe(true)
    expect(FakeWorker.made).toEqual([])
  })
})
