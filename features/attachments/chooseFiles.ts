/**
 * product.md §7: what a picker hands over. The Files go to this store's attachment files,
 * never into an action or the state; attachmentJourney.ts, started here with the first file
 * chosen (so its code loads with the dashboard, not with every page), takes each from there.
 */
import { nanoid } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from '@store/store'
import type { StoreExtras } from '@store/storeExtras'
import type { MediaKind } from '@/lib/media'
import { filesChosen } from './attachmentsSlice'
import { followAttachments } from './attachmentJourney'

export const chooseFiles =
  (kind: MediaKind, files: readonly File[]) =>
  (dispatch: AppDispatch, _getState: () => RootState, { attachmentFiles }: StoreExtras) => {
    dispatch(followAttachments())
    const chosen = files.map((file) => ({ id: nanoid(), name: file.name, size: file.size }))
    // Kept before the event, so the journey finds each file as soon as it starts.
    chosen.forEach(({ id }, index) => attachmentFiles.keep(id, files[index] as File))
    dispatch(filesChosen(kind, chosen))
  }

/** This store's attachment files, for the components that preview them. */
export const attachmentFilesOf =
  () => (_dispatch: AppDispatch, _getState: () => RootState, extras: StoreExtras) =>
    extras.attachmentFiles
