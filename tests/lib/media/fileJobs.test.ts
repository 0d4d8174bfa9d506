import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FileJob } from '@/lib/media/fileJobRunners'
import { readHiddenDetails } from '@/lib/media'
import { fixtureFile } from './loadFixture'

/** jsdom has no Worker: this one runs the real fileWorker.ts, against a scope of its own. */
class WorkerInThisThread {
  static posted: string[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: (() => void) | null = null
  private readonly scope = {
    onmessage: null as ((event: { data: FileJob }) => Promise<void>) | null,
    postMessage: (data: unknown) => this.onmessage?.({ data } as MessageEvent),
  }
  private readonly started: Promise<unknown>

  constructor() {
    vi.stubGlobal('self', this.scope)
    this.started = import('@/lib/media/fileWorker')
  }

  postMessage(job: FileJob) {
    WorkerInThisThread.posted.push(job.name)
    void this.started.then(() => this.scope.onmessage?.({ data: job }))
  }

  terminate() {}
}

/** A worker the browser cannot start, as where module workers are not supported. */
class WorkerThatFailsToStart {
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: (() => void) | null = null

  postMessage() {
    setTimeout(() => this.onerror?.())
  }

  terminate() {}
}

/** fileJobs.ts keeps its worker once made: each test loads it afresh. */
const loadFileJobs = () => import('@/lib/media/fileJobs')

beforeEach(() => {
  vi.resetModules()
  WorkerInThisThread.posted = []
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('file jobs', () => {
  it('recognises, reads and cleans a photo in the worker, handing back the cleaned copy', async () => {
    vi.stubGlobal('Worker', WorkerInThisThread)
    const { runFileJob } = await loadFileJobs()
    const photo = fixtureFile('gps-photo.jpg')

    expect(await runFileJob('detectFormat', photo)).toBe('jpeg')
    const found = await runFileJob('findHiddenDetails', photo, 'jpeg')
    expect(Object.keys(found.hiddenDetails)).toEqual(
      expect.arrayContaining(['location', 'device', 'date']),
    )
    expect(found.canRemoveHiddenDetails).toBe(true)
    const { blob, removed } = await runFileJob('removeHiddenDetails', photo, 'jpeg')
    expect(removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
    expect(await readHiddenDetails(blob, 'jpeg')).toEqual({})
    expect(WorkerInThisThread.posted).toEqual([
      'detectFormat',
      'findHiddenDetails',
      'removeHiddenDetails',
    ])
  })

  it('fails a job that fails in the worker, with its reason', async () => {
    vi.stubGlobal('Worker', WorkerInThisThread)
    const { runFileJob } = await loadFileJobs()

    await expect(
      runFileJob('removeHiddenDetails', fixtureFile('tagged.mp3'), 'webm'),
    ).rejects.toThrow('Hidden details cannot be removed from webm files')
  })

  it('runs the jobs on the main thread when the worker cannot start', async () => {
    vi.stubGlobal('Worker', WorkerThatFailsToStart)
    const { runFileJob } = await loadFileJobs()
    const photo = fixtureFile('gps-photo.jpg')

    expect(await runFileJob('detectFormat', photo)).toBe('jpeg')
    const { removed } = await runFileJob('removeHiddenDetails', photo, 'jpeg')
    expect(removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
  })
})
