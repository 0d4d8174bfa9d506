import { vi } from 'vitest'
import type * as MediaEngine from '@/lib/media'
import { WORKER_FAILURES } from '@/lib/workers/workerMessages'

type Engine = typeof MediaEngine

/** The engine's work on files: what the app calls, and what a test can make fail. */
export const ENGINE_JOBS = [
  'checkFile',
  'detectFormat',
  'readHiddenDetails',
  'findHiddenDetails',
  'removeHiddenDetails',
  'decodeToThumbnail',
  'readPictureCodec',
] as const

type Job = (...args: never[]) => Promise<unknown>

/**
 * The media engine as the component and store tests use it (`vi.mock('@/lib/media', ...)`):
 * each of its jobs runs for real, as a mock a test can make answer otherwise or fail.
 */
export async function mockMediaEngine(importOriginal: () => Promise<Engine>): Promise<Engine> {
  const actual = await importOriginal()
  return {
    ...actual,
    ...Object.fromEntries(ENGINE_JOBS.map((name) => [name, vi.fn(actual[name])])),
  }
}

/**
 * The decode check as those tests use it (`vi.mock('@features/attachments/verifyDecodes',
 * ...)`): every file opens, because jsdom decodes no images and plays no media (the browser
 * tests cover the real check).
 */
export const everyFileOpens = () => ({ verifyDecodes: vi.fn(async (file: Blob) => file) })

/** From now on, the mocked `job` answers with `answer(its real result)`. */
export function jobAnswers<Run extends Job>(
  job: Run,
  answer: (real: Awaited<ReturnType<Run>>) => NoInfer<Awaited<ReturnType<Run>>>,
) {
  const mocked = vi.mocked(job)
  // Vitest's mockReset brings back the function the mock was made with: the real job.
  mocked.mockReset()
  const real = mocked.getMockImplementation() as Run
  mocked.mockImplementation((async (...args: Parameters<Run>) =>
    answer((await real(...args)) as Awaited<ReturnType<Run>>)) as Run)
}

/** From now on, the mocked `job` fails, as a stopped worker makes it. */
export const jobFails = (job: Job) =>
  jobAnswers(job, () => {
    throw new Error(WORKER_FAILURES.stopped)
  })

/** Each of `jobs` runs for real again. */
export function jobsRunForReal(...jobs: Job[]) {
  for (const job of jobs) vi.mocked(job).mockReset()
}
