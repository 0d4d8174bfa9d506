import { expect, vi } from 'vitest'
import type { makeStore } from '@store/store'
import { chooseFiles } from '@features/tipForm/chooseFiles'
import type { MediaKind } from '@features/tipForm/media/mediaTypes'
import { mediaToggled, selectTipDraft } from '@features/tipForm/tipFormSlice'

export type Store = ReturnType<typeof makeStore>

/** Chooses files as the picker does and waits until every check and cleaning has answered. */
export async function choose(store: Store, kind: MediaKind, files: File[]) {
  store.dispatch(mediaToggled({ kind, enabled: true }))
  await store.dispatch(chooseFiles(kind, files))
  await vi.waitFor(() =>
    expect(selectTipDraft(store.getState()).attachments.map(({ status }) => status)).not.toContain(
      'cleaning',
    ),
  )
}

export const attachments = (store: Store) => selectTipDraft(store.getState()).attachments

export const refusals = (store: Store, kind: MediaKind = 'photo') =>
  selectTipDraft(store.getState()).refusals[kind]
