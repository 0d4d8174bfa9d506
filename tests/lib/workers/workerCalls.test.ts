import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { SILENCE_LIMIT_MS, workerFunctions } from '@/lib/workers/workerCalls'
import { WORKER_FAILURES, type WorkerCall, type WorkerCancel } from '@/lib/workers/workerMessages'

type Functions = {
  double: (value: number) => Promise<number>
  measure: (pixels: { data: ArrayBuffer }, photo: Blob) => Promise<number>
  encode: (video: Blob, onProgress: (done: number) => void, signal: AbortSignal) => Promise<string>
}

const NAMES = { double: true, measure: true, encode: true } as const

const HERE: Functions = {
  double: async (value) => value * 2,
  measure: async (pixels) => pixels.data.byteLength,
  encode: async (_video, onProgress, signal) => {
    onProgress(0.5)
    signal.throwIfAborted()
    return 'encoded here'
  },
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

  readonly cancels: number[] = []

  postMessage(
    message: WorkerCall | WorkerCancel,
    { transfer = [] }: StructuredSerializeOptions = {},
  ) {
    if ('cancel' in message) {
      this.cancels.push(message.cancel)
      return
    }
    if (transfer.some((buffer) => buffer instanceof ArrayBuffer && buffer.byteLength === 0)) {
      throw new DOMException('An ArrayBuffer is detached and could not be cloned.')
    }
    this.calls.push({ call: message, transfer })
  }

  answer(
    index: number,
    reply:
      { result: unknown } | { failure: string; notDownloaded?: boolean } | { progress: unknown },
  ) {
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

const worker = (index: number) => FakeWorker.made[index] as FakeWorker

const source = (here?: () => Promise<Functions>) => ({
  url: async () => '/assets/fileWorker-test.js',
  here,
})

/** What asking for the worker's code again finds: it is there, or the connection is gone. */
const workerCodeFetched = (fetched: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!fetched) throw new TypeError('Failed to fetch')
      return new Response(null, { status: 200 })
    }),
  )

/** Lets a call reach the worker: the first one waits for the worker's address. */
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
    const { double } = workerFunctions<Functions>(source(), NAMES)
    const first = double(2)
    const second = double(5)
    await posted()
    expect(worker(0).calls.map(({ call }) => [call.name, call.args])).toEqual([
      ['double', [2]],
      ['double', [5]],
    ])
    worker(0).answer(1, { result: 10 })
    worker(0).answer(0, { result: 4 })
    expect(await Promise.all([first, second])).toEqual([4, 10])
    expect(FakeWorker.made).toHaveLength(1)
  })

  it("fails a call with the worker's own words", async () => {
    const { double } = workerFunctions<Functions>(source(), NAMES)
    const call = double(2)
    await posted()
    worker(0).answer(0, { failure: 'Not a number' })
    await expect(call).rejects.toThrow('Not a number')
  })

  it('moves pixels and buffers to the worker, and hands Blobs over without moving them', async () => {
    const { measure } = workerFunctions<Functions>(source(), NAMES)
    const pixels = { data: new ArrayBuffer(8) }
    void measure(pixels, new Blob(['photo']))
    await posted()
    expect(worker(0).calls[0]?.transfer).toEqual([pixels.data])
  })

  it('fails a call that cannot be sent, and keeps no count running for it', async () => {
    const { double, measure } = workerFunctions<Functions>(source(), NAMES)
    const first = double(1)
    await posted()
    worker(0).answer(0, { result: 2 })
    await first
    await expect(measure({ data: new ArrayBuffer(0) }, new Blob())).rejects.toThrow('detached')
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS)
    expect(worker(0).terminated).toBe(false)
  })

  it('ends a worker that says nothing for too long, failing what it held, and starts a new one', async () => {
    const { double } = workerFunctions<Functions>(
      source(async () => HERE),
      NAMES,
    )
    const first = double(1)
    const second = double(2)
    const failures = Promise.allSettled([first, second])
    await posted()
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS)
    expect((await failures).map((settled) => settled.status)).toEqual(['rejected', 'rejected'])
    await expect(first).rejects.toThrow(WORKER_FAILURES.noAnswer)
    expect(worker(0).terminated).toBe(true)

    const third = double(3)
    await posted()
    expect(FakeWorker.made).toHaveLength(2)
    worker(1).answer(0, { result: 6 })
    expect(await third).toBe(6)
  })

  it('counts the silence from the last answer, so calls queued behind a long one are not cut', async () => {
    const { double } = workerFunctions<Functions>(source(), NAMES)
    const long = double(1)
    const queued = double(2)
    await posted()
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1000)
    worker(0).answer(0, { result: 2 })
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1000)
    worker(0).answer(1, { result: 4 })
    expect(await Promise.all([long, queued])).toEqual([2, 4])
    expect(worker(0).terminated).toBe(false)
  })

  it('fails the calls of a worker that stops after answering, and starts a new one', async () => {
    const { double } = workerFunctions<Functions>(
      source(async () => HERE),
      NAMES,
    )
    const first = double(1)
    await posted()
    worker(0).answer(0, { result: 2 })
    await first
    const crashed = double(2)
    await posted()
    worker(0).stop()
    await expect(crashed).rejects.toThrow(WORKER_FAILURES.stopped)

    const next = double(4)
    await posted()
    worker(1).answer(0, { result: 8 })
    expect(await next).toBe(8)
  })

  it('fails a call with a ChunkLoadError when a part it needs could not be downloaded in the worker', async () => {
    const { double } = workerFunctions<Functions>(source(), NAMES)
    const call = double(2)
    await posted()
    worker(0).answer(0, { failure: 'Failed to fetch', notDownloaded: true })
    await expect(call).rejects.toBeInstanceOf(ChunkLoadError)
  })

  it('runs the calls here, from then on, when the worker stops before it ever answers', async () => {
    workerCodeFetched(true)
    const { double } = workerFunctions<Functions>(
      source(async () => HERE),
      NAMES,
    )
    const call = double(1)
    await posted()
    worker(0).stop()
    expect(await call).toBe(2)
    expect(await double(5)).toBe(10)
    expect(FakeWorker.made).toHaveLength(1)
  })

  it('says a worker that stops before it ever answers could not start, where nothing runs here', async () => {
    workerCodeFetched(true)
    const { double } = workerFunctions<Functions>(source(), NAMES)
    const call = double(1)
    await posted()
    worker(0).stop()
    await expect(call).rejects.toThrow(WORKER_FAILURES.cannotStart)
  })

  it('says a worker whose code could not be downloaded could not be loaded, runs nothing here, and downloads it on the next call', async () => {
    workerCodeFetched(false)
    const here = vi.fn(async () => HERE)
    const { double } = workerFunctions<Functions>(source(here), NAMES)
    const call = double(1)
    await posted()
    worker(0).stop()
    await expect(call).rejects.toBeInstanceOf(ChunkLoadError)
    expect(here).not.toHaveBeenCalled()

    workerCodeFetched(true)
    const next = double(2)
    await posted()
    worker(1).answer(0, { result: 4 })
    expect(await next).toBe(4)
  })

  it('tries again on the next call when the worker’s code did not load', async () => {
    const url = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue('/assets/coverWorker-test.js')
    const { double } = workerFunctions<Functions>({ url }, NAMES)
    await expect(double(1)).rejects.toBeInstanceOf(ChunkLoadError)
    const next = double(2)
    await posted()
    worker(0).answer(0, { result: 4 })
    expect(await next).toBe(4)
  })

  it('runs here where no worker can be made, and says so where the functions cannot', async () => {
    vi.stubGlobal('Worker', undefined)
    expect(
      await workerFunctions<Functions>(
        source(async () => HERE),
        NAMES,
      ).double(3),
    ).toBe(6)
    await expect(workerFunctions<Functions>(source(), NAMES).double(3)).rejects.toThrow(
      WORKER_FAILURES.cannotStart,
    )
  })

  it('says functions that run here could not be loaded when their code could not be downloaded', async () => {
    vi.stubGlobal('Worker', undefined)
    const here = vi
      .fn<() => Promise<Functions>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(HERE)
    const { double } = workerFunctions<Functions>(source(here), NAMES)
    await expect(double(3)).rejects.toBeInstanceOf(ChunkLoadError)
    expect(await double(3)).toBe(6)
  })
})

describe('a long call with progress and a cancel', () => {
  const video = new Blob(['video'])

  it('hands the worker stand-ins for the callback and the signal, and gives each progress to the callback', async () => {
    const { encode } = workerFunctions<Functions>(source(), NAMES)
    const progress: unknown[] = []
    const call = encode(video, (done) => progress.push(done), new AbortController().signal)
    await posted()
    expect(worker(0).calls[0]?.call).toMatchObject({
      name: 'encode',
      args: [video, null, null],
      progressAt: 1,
      signalAt: 2,
    })
    worker(0).answer(0, { progress: 0.25 })
    worker(0).answer(0, { progress: 0.5 })
    worker(0).answer(0, { result: 'encoded' })
    expect(await call).toBe('encoded')
    expect(progress).toEqual([0.25, 0.5])
  })

  it('never cuts a call that keeps reporting progress, however long it takes', async () => {
    const { encode } = workerFunctions<Functions>(source(), NAMES)
    const call = encode(video, () => {}, new AbortController().signal)
    await posted()
    for (let minute = 0; minute < 5; minute++) {
      await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1000)
      worker(0).answer(0, { progress: minute / 5 })
    }
    worker(0).answer(0, { result: 'encoded' })
    expect(await call).toBe('encoded')
    expect(worker(0).terminated).toBe(false)
  })

  it('still ends a worker that goes silent after reporting progress', async () => {
    const { encode } = workerFunctions<Functions>(source(), NAMES)
    const call = encode(video, () => {}, new AbortController().signal)
    const failure = expect(call).rejects.toThrow(WORKER_FAILURES.noAnswer)
    await posted()
    worker(0).answer(0, { progress: 0.1 })
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS)
    await failure
    expect(worker(0).terminated).toBe(true)
  })

  it('rejects at once with an AbortError when cancelled, tells the worker, and ignores its late answer', async () => {
    const { encode, double } = workerFunctions<Functions>(source(), NAMES)
    const controller = new AbortController()
    const progress: unknown[] = []
    const call = encode(video, (done) => progress.push(done), controller.signal)
    await posted()
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(worker(0).cancels).toEqual([worker(0).calls[0]?.call.id])

    worker(0).answer(0, { progress: 0.9 })
    worker(0).answer(0, { failure: 'The call was cancelled' })
    expect(progress).toEqual([])
    // Nothing is held: no silence is counted against the worker, which goes on answering.
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS)
    expect(worker(0).terminated).toBe(false)
    const next = double(2)
    await posted()
    worker(0).answer(1, { result: 4 })
    expect(await next).toBe(4)
  })

  it('sends nothing for a call whose signal was aborted before it was made', async () => {
    const { encode } = workerFunctions<Functions>(source(), NAMES)
    await expect(encode(video, () => {}, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(FakeWorker.made.flatMap((made) => made.calls)).toEqual([])
  })

  it('tells no worker of a cancel after the call was answered', async () => {
    const { encode } = workerFunctions<Functions>(source(), NAMES)
    const controller = new AbortController()
    const call = encode(video, () => {}, controller.signal)
    await posted()
    worker(0).answer(0, { result: 'encoded' })
    expect(await call).toBe('encoded')
    controller.abort()
    expect(worker(0).cancels).toEqual([])
  })

  it('gives the callback and the signal themselves to functions that run here', async () => {
    vi.stubGlobal('Worker', undefined)
    const { encode } = workerFunctions<Functions>(
      source(async () => HERE),
      NAMES,
    )
    const progress: unknown[] = []
    expect(await encode(video, (done) => progress.push(done), new AbortController().signal)).toBe(
      'encoded here',
    )
    expect(progress).toEqual([0.5])
  })
})
