import type { RootState } from '@store/store'
import { initialAttachmentsState, isUnsafeAnonymously } from './attachment'

// The slice loads with the user dashboard's code (store/lazySlices.ts): until the store's next
// action fills its state, the attachments read as they start.
export const selectAttachmentsState = (state: RootState) =>
  state.attachments ?? initialAttachmentsState

// Narrow reads, so a keystroke in the description re-renders none of the media parts.
export const selectIsAnonymous = (state: RootState) => selectAttachmentsState(state).anonymous
export const selectMediaToggles = (state: RootState) => selectAttachmentsState(state).media
export const selectAttachments = (state: RootState) => selectAttachmentsState(state).attachments
export const selectRefusals = (state: RootState) => selectAttachmentsState(state).refusals

/** Every chosen file has been checked and, where wanted, cleaned. */
export const selectAttachmentsSettled = (state: RootState) =>
  selectAttachments(state).every((attachment) => attachment.status === 'ready')

/** product.md §7: nothing is sent anonymously with hidden details left in. */
export const selectAttachmentsSafeToSend = (state: RootState) =>
  !selectIsAnonymous(state) || !selectAttachments(state).some(isUnsafeAnonymously)
