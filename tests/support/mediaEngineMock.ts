import { vi } from 'vitest'
import type * as MediaEngine from '@/lib/media'

type Engine = typeof MediaEngine
type RunFileJob = Engine['runFileJob']

/**
 * The media engine as the component and store tests use it (`vi.mock('@/lib/media', ...)`):
 * the real jobs, which a test can make fail.
 */
export async function mockMediaEngine(importOriginal: () => Promise<Engine>): Promise<Engine> {
  const actual = await importOriginal()
  return {
    ...actual,
    runFileJob: vi.fn(actual.runFileJob) as unknown as Engine['runFileJob'],
  }
}

/**
 * The decode check as those tests use it (`vi.mock('@features/tipForm/attachments/verifyDecodes',
 * ...)`): every file opens, because jsdom decodes no images and plays no media (the browser
 * tests cover the real check).
 */
export const everyFileOpens = () => ({ verifyDecodes: vi.fn(async (file: Blob) => file) })

const realRunFileJob = async () => (await vi.importActual<Engine>('@/lib/media')).runFileJob

/** From now on, each job named `name` answers with `answer(its real result)`. */
export async function jobAnswers<Name extends MediaEngine.FileJobName>(
  mocked: RunFileJob,
  name: Name,
  answer: (real: MediaEngine.FileJobResult<Name>) => MediaEngine.FileJobResult<Name>,
) {
  const real = (await realRunFileJob()) as (...args: unknown[]) => Promise<unknown>
  vi.mocked(mocked).mockImplementation((async (...args: unknown[]) => {
    const result = await real(...args)
    return args[0] === name ? answer(result as MediaEngine.FileJobResult<Name>) : result
  }) as RunFileJob)
}

/** From now on, each job named `name` fails, as a stopped worker would make it. */
export const jobFails = (mocked: RunFileJob, name: MediaEngine.FileJobName) =>
  jobAnswers(mocked, name, () => {
    throw new Error('The worker stopped')
  })

/** Every job runs for real again. */
export async function jobsRunForReal(mocked: RunFileJob) {
  vi.mocked(mocked).mockImplementation(await realRunFileJob())
}
