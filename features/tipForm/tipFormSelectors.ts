import type { RootState } from '@store/store'

export const selectTipFormStatus = (state: RootState) => state.tipForm.status
export const selectTipDraft = (state: RootState) => state.tipForm.draft
export const selectSubmittingRequestId = (state: RootState) => state.tipForm.submittingRequestId
export const selectTipReference = (state: RootState) => state.tipForm.reference
// Narrow reads for the media parts, so a keystroke in the description re-renders none of them.
export const selectMediaToggles = (state: RootState) => state.tipForm.draft.media
export const selectAttachments = (state: RootState) => state.tipForm.draft.attachments
export const selectRefusals = (state: RootState) => state.tipForm.draft.refusals
export const selectIsAnonymous = (state: RootState) => state.tipForm.draft.anonymous
