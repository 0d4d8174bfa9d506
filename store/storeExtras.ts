import type { TypedStartListening } from '@reduxjs/toolkit'
import type { AttachmentFiles } from '@features/attachments'
import type { AppDispatch, RootState } from './store'

/** What each store owns besides its state, handed to its thunks and listeners. */
export interface StoreExtras {
  /** The chosen files of this store's draft (product.md §7): never in the state. */
  attachmentFiles: AttachmentFiles
}

/** How a feature registers side effects that answer events across slices (product.md §7: files released on logout). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreExtras>
