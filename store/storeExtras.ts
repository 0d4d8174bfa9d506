// The registry alone, as store.ts imports it.
import type { AttachmentFiles } from '@features/attachments/attachmentFiles'

/** What each store owns besides its state, handed to its thunks and listeners. */
export interface StoreExtras {
  /** The chosen files of this store's draft (product.md §7): never in the state. */
  attachmentFiles: AttachmentFiles
}
