import { expect, vi } from 'vitest'
import type { makeStore } from '@store/store'
import type { MediaKind } from '@/lib/media'
import { chooseFiles } from '@features/tipForm/attachments/chooseFiles'
import { selectTipDraft } from '@features/tipForm/tipFormSelectors'
import { mediaToggled } from '@features/tipForm/tipFormSlice'

export type Store = ReturnType<typeof makeStore>

/** Chooses files as the picker does and waits until every check and cleaning has answered. */
export async function choose(store: Store, kind: MediaKind, files: File[]) {
  store.dispatch(mediaToggled({ kind, enabled: true }))
  store.dispatch(chooseFiles(kind, files))
  await vi.waitFor(() =>
    expect(
      selectTipDraft(store.getState()).attachments.filter(({ status }) => status !== 'ready'),
    ).toEqual([]),
  )
}

export const attachments = (store: Store) => selectTipDraft(store.getState()).attachments

export const refusals = (store: Store, kind: MediaKind = 'photo') =>
  selectTipDraft(store.getState()).refusals[kind]
