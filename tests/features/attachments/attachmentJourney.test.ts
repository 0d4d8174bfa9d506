import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import * as engine from '@/lib/media'
import { ENGINE_JOBS } from '../../support/mediaEngineMock'
import { fixtureFile } from './mediaFiles'
import { attachments, choose } from './attachmentsStore'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

/** How many times each of the engine's jobs was called: each call is one trip to its worker. */
const callsByJob = () =>
  Object.fromEntries(
    ENGINE_JOBS.map((job) => [job, vi.mocked(engine[job]).mock.calls.length] as const).filter(
      ([, calls]) => calls > 0,
    ),
  )

describe('a chosen file’s journey through the engine', () => {
  it('checks and cleans a photo in two calls to the engine’s worker, reading its details once', async () => {
    vi.clearAllMocks()
    const store = makeStore()
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const [photo] = attachments(store)
    expect(photo?.cleaned?.removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
    expect(callsByJob()).toEqual({ checkFile: 1, removeHiddenDetails: 1 })
    // The cleaning is given what the check read, rather than read the photo for it again.
    expect(vi.mocked(engine.removeHiddenDetails).mock.calls[0]?.[2]).toEqual(photo?.hiddenDetails)
  })
})
