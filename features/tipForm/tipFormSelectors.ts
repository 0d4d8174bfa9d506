import type { RootState } from '@store/store'
import { initialTipFormState } from './tipDraft'

// The slice loads with the user dashboard's code (store/lazySlices.ts): until the store's next
// action fills its state, the form reads as it starts.
const tipFormOf = (state: RootState) => state.tipForm ?? initialTipFormState

export const selectTipFormStatus = (state: RootState) => tipFormOf(state).status
export const selectTipDraft = (state: RootState) => tipFormOf(state).draft
export const selectSubmittingRequestId = (state: RootState) => tipFormOf(state).submittingRequestId
export const selectTipReference = (state: RootState) => tipFormOf(state).reference
export const selectSentAnonymously = (state: RootState) => tipFormOf(state).sentAnonymously
