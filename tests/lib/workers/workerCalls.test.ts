import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CALL_TIME_LIMIT_MS, workerFunctions } from '@/lib/workers/workerCalls'
import { WORKER_FAILURES, type WorkerCall } from '@/lib/workers/workerMessages'

type Functions = {
  double: (value: number) => Promise<number>
  measure: (pixels: { data: ArrayBuffer }, photo: Blob) => Promise<number>
}

const HERE: Functions = {
  double: async (value) => value * 2,
  measure: async (pixels) => pixels.data.byteLength,
}

/** A worker the test answers for: it keeps what it was sent, and how. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  readonly calls: { call: WorkerCall; transfer: Transferable[] }[] = []
  terminated = false

  constructor() {
    FakeWorker.made.push(this)
  }

  postMessage(call: WorkerCall, { transfer = [] }: StructuredSerializeOptions = {}) {
    this.calls.push({ call, transfer })
  }

  answer(index: number, reply: { result: unknown } | { failure: string }) {
    const { call } = this.calls[index] as { call: WorkerCall }
    this.onmessage?.({ data: { id: call.id, ...reply } } as MessageEvent)
  }

  stop() {
    this.onerror?.(new Event('error'))
  }

  terminate() {
    this.terminated = true
  }
}

const source = (here?: () => Promise<Functions>) => ({
  url: async () => '/assets/fileWorker-test.js',
  here,
})

/** Lets the call reach the worker: the first one waits for the worker's address. */
const posted = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  FakeWorker.made = []
  vi.stubGlobal('Worker', FakeWorker)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('calls into a worker', () => {
  it('calls a function by its name and gives back what the worker answers for that call', async () => {
    const { double } = workerFunctions<Functions>(source(), ['double'])
    const first = double(2)
    const second = double(5)
    await posted()
    const [worker] = FakeWorker.made as [FakeWorker]
    expect(worker.calls.map(({ call }) => [call.name, call.args])).toEqual([
      ['double', [2]],
      ['double', [5]],
    ])
    worker.answer(1, { result: 10 })
    worker.answer(0, { result: 4 })
    expect(await Promise.all([first, second])).toEqual([4, 10])
    expect(FakeWorker.made).toHaveLength(1)
  })

  it("fails a call with the worker's own words", async () => {
    const { double } = workerFunctions<Functions>(source(), ['double'])
    const call = double(2)
    await posted()
    FakeWorker.made[0]?.answer(0, { failure: 'Not a number' })
    await expect(call).rejects.toThrow('Not a number')
  })

  it('moves pixels and buffers to the worker, and hands Blobs over without moving them', async () => {
    const { measure } = workerFunctions<Functions>(source(), ['measure'])
    const pixels = { data: new ArrayBuffer(8) }
    void measure(pixels, new Blob(['photo']))
    await posted()
    expect(FakeWorker.made[0]?.calls[0]?.transfer).toEqual([pixels.data])
  })

  it('ends a worker that does not answer in time, failing what it held, and starts a new one', async () => {
    const { double } = workerFunctions<Functions>(
      source(async () => HERE),
      ['double'],
    )
    const first = double(1)
    const second = double(2)
    const failures = Promise.allSettled([first, second])
    await posted()
    await vi.advanceTimersByTimeAsync(CALL_TIME_LIMIT_MS)
    expect((await failures).map((settled) => settled.status)).toEqual(['rejected', 'rejected'])
    await expect(first).rejects.toThrow(WORKER_FAILURES.noAnswer)
    expect(FakeWorker.made[0]?.terminated).toBe(true)

    const third = double(3)
    await posted()
    expect(FakeWorker.made).toHaveLength(2)
    FakeWorker.made[1]?.answer(0, { result: 6 })
    expect(await third).toBe(6)
  })

  it('fails the calls of a worker that stops, and starts a new one on the next call', async () => {
    const { double } = workerFunctions<Functions>(source(), ['double'])
    const call = double(1)
    await posted()
    FakeWorker.made[0]?.stop()
    await expect(call).rejects.toThrow(WORKER_FAILURES.stopped)

    const next = double(4)
    await posted()
    FakeWorker.made[1]?.answer(0, { result: 8 })
    expect(await next).toBe(8)
  })

  it('runs the calls here, from then on, when the worker stops and the functions can run here', async () => {
    const { double } = workerFunctions<Functions>(
      source(async () => HERE),
      ['double'],
    )
    const call = double(1)
    await posted()
    FakeWorker.made[0]?.stop()
    expect(await call).toBe(2)
    expect(await double(5)).toBe(10)
    expect(FakeWorker.made).toHaveLength(1)
  })

  it('runs here where no worker can be made, and says so where the functions cannot', async () => {
    vi.stubGlobal('Worker', undefined)
    expect(
      await workerFunctions<Functions>(
        source(async () => HERE),
        ['double'],
      ).double(3),
    ).toBe(6)
    await expect(workerFunctions<Functions>(source(), ['double']).double(3)).rejects.toThrow(
      WORKER_FAILURES.cannotStart,
    )
  })
})
