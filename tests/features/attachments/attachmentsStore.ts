import { expect, vi } from 'vitest'
import type { makeStore } from '@store/store'
import type { MediaKind } from '@/lib/media'
import { chooseFiles } from '@features/attachments/chooseFiles'
import { selectAttachments, selectRefusals } from '@features/attachments/attachmentsSelectors'
import { mediaToggled } from '@features/attachments/attachmentsSlice'

export type Store = ReturnType<typeof makeStore>

/** Chooses files as the picker does and waits until every check and cleaning has answered. */
export async function choose(store: Store, kind: MediaKind, files: File[]) {
  store.dispatch(mediaToggled({ kind, enabled: true }))
  store.dispatch(chooseFiles(kind, files))
  // The first choice of a file loads the engine's modules, which Vite transforms on demand: as
  // long as Testing Library's waits (tests/support/setup.ts), not vi.waitFor's 1 s.
  await vi.waitFor(
    () => expect(attachments(store).filter(({ status }) => status !== 'ready')).toEqual([]),
    { timeout: 4000 },
  )
}

export const attachments = (store: Store) => selectAttachments(store.getState())

/** The refusals under a picker, as the sender reads them: each file's name and why. */
export const refusals = (store: Store, kind: MediaKind = 'photo') =>
  selectRefusals(store.getState())[kind].map(({ name, reason }) => ({ name, reason }))
