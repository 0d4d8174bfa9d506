import type { RootState } from '@store/store'
import { initialTipFormState } from './tipFormState'

// The slice loads with the user dashboard's code (store/lazySlices.ts): until the store's next
// action fills its state, the form reads as it starts.
const tipFormOf = (state: RootState) => state.tipForm ?? initialTipFormState

export const selectTipFormStatus = (state: RootState) => tipFormOf(state).status
export const selectTipDraft = (state: RootState) => tipFormOf(state).draft
export const selectSubmittingRequestId = (state: RootState) => tipFormOf(state).submittingRequestId
export const selectTipReference = (state: RootState) => tipFormOf(state).reference
// Narrow reads for the media parts, so a keystroke in the description re-renders none of them.
export const selectMediaToggles = (state: RootState) => tipFormOf(state).draft.media
export const selectAttachments = (state: RootState) => tipFormOf(state).draft.attachments
export const selectRefusals = (state: RootState) => tipFormOf(state).draft.refusals
export const selectIsAnonymous = (state: RootState) => tipFormOf(state).draft.anonymous
