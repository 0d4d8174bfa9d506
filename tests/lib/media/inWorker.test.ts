import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WorkerCall } from '@/lib/workers/workerMessages'
import { fixtureFile } from './loadFixture'

/** Node has no Worker: this one runs the real fileWorker.ts, against a scope of its own. */
class WorkerInThisThread {
  static posted: string[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  private readonly scope = {
    onmessage: null as ((event: { data: WorkerCall }) => Promise<void>) | null,
    postMessage: (data: unknown) => this.onmessage?.({ data } as MessageEvent),
  }
  private readonly started: Promise<unknown>

  constructor() {
    vi.stubGlobal('self', this.scope)
    this.started = import('@/lib/media/fileWorker')
  }

  postMessage(call: WorkerCall) {
    WorkerInThisThread.posted.push(call.name)
    void this.started.then(() => this.scope.onmessage?.({ data: call }))
  }

  terminate() {}
}

/** A worker the browser cannot start, as where module workers are not supported. */
class WorkerThatFailsToStart {
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  postMessage() {
    setTimeout(() => this.onerror?.(new Event('error')))
  }

  terminate() {}
}

/** The engine keeps its worker once made: each test loads it afresh. */
const loadEngine = () => import('@/lib/media')

beforeEach(() => {
  vi.resetModules()
  WorkerInThisThread.posted = []
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the engine's face, where a worker can be made", () => {
  it('recognises, reads and cleans a photo in the worker, handing back the cleaned copy', async () => {
    vi.stubGlobal('Worker', WorkerInThisThread)
    const { detectFormat, findHiddenDetails, readHiddenDetails, removeHiddenDetails } =
      await loadEngine()
    const photo = fixtureFile('gps-photo.jpg')

    expect(await detectFormat(photo)).toBe('jpeg')
    const found = await findHiddenDetails(photo, 'jpeg')
    expect(Object.keys(found.hiddenDetails)).toEqual(
      expect.arrayContaining(['location', 'device', 'date']),
    )
    const { blob, removed } = await removeHiddenDetails(photo, 'jpeg')
    expect(removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
    expect(await readHiddenDetails(blob, 'jpeg')).toEqual({})
    expect(WorkerInThisThread.posted).toEqual([
      'detectFormat',
      'findHiddenDetails',
      'removeHiddenDetails',
      'readHiddenDetails',
    ])
  })

  it('fails a job that fails in the worker, with its reason', async () => {
    vi.stubGlobal('Worker', WorkerInThisThread)
    const { removeHiddenDetails } = await loadEngine()

    await expect(removeHiddenDetails(fixtureFile('tagged.mp3'), 'webm')).rejects.toThrow(
      'The file is not a WebM or Matroska video',
    )
  })

  it('runs the jobs on the calling thread when the worker cannot start', async () => {
    vi.stubGlobal('Worker', WorkerThatFailsToStart)
    // Its code is there to fetch: it is the browser that cannot start it.
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }))
    const { detectFormat, removeHiddenDetails } = await loadEngine()
    const photo = fixtureFile('gps-photo.jpg')

    expect(await detectFormat(photo)).toBe('jpeg')
    const { removed } = await removeHiddenDetails(photo, 'jpeg')
    expect(removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
  })
})
