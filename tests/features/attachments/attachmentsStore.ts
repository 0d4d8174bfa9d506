import { getConfig } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { makeStore } from '@store/store'
import type { MediaKind } from '@/lib/media'
import { chooseFiles } from '@features/attachments/chooseFiles'
import { selectAttachments, selectRefusals } from '@features/attachments/attachmentsSelectors'
import { mediaToggled } from '@features/attachments/attachmentsSlice'
import { submitTip } from '@features/tipForm/submitTip'

export type Store = ReturnType<typeof makeStore>

/** Chooses files as the picker does and waits until every check and cleaning has answered. */
export async function choose(store: Store, kind: MediaKind, files: File[]) {
  store.dispatch(mediaToggled({ kind, enabled: true }))
  store.dispatch(chooseFiles(kind, files))
  // The first choice of a file loads the engine's modules, which Vite transforms on demand: as
  // long as Testing Library's waits (tests/support/setup.ts), not vi.waitFor's 1 s.
  await vi.waitFor(
    () => expect(attachments(store).filter(({ status }) => status !== 'ready')).toEqual([]),
    { timeout: getConfig().asyncUtilTimeout },
  )
}

export const attachments = (store: Store) => selectAttachments(store.getState())

/** The refusals under a picker, as the sender reads them: each file's name and why. */
export const refusals = (store: Store, kind: MediaKind = 'photo') =>
  selectRefusals(store.getState())[kind].map(({ name, reason }) => ({ name, reason }))

/** What the tip's submission would send of each attachment, once its 1000 ms delay has passed. */
export async function sentAttachments(store: Store) {
  vi.useFakeTimers()
  const submitting = store.dispatch(submitTip())
  await vi.advanceTimersByTimeAsync(1000)
  const result = await submitting
  vi.useRealTimers()
  if (!submitTip.fulfilled.match(result)) throw new Error('the tip was not sent')
  return result.payload.submission.attachments
}

/** Object URLs as jsdom lacks them: a new one for each preview, so a test can tell them apart. */
export function countedObjectUrls() {
  let made = 0
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${(made += 1)}`,
    revokeObjectURL: () => undefined,
  })
}
