import { lazySlices, type LazyLoadedSlices } from '@store/lazySlices'
import type { RootState } from '@store/store'

// The slice loads with the user dashboard's code (store/lazySlices.ts): until the store's next
// action fills its state, RTK's selector reads the slice's initial state, so `tipForm`, typed as
// any lazy slice's state is (possibly absent), is there. Made apart from the slice, which answers
// submitTip, which reads these: so they name the slice's state as the slice declares it to the
// store, not by importing the slice.
const tipFormOf = lazySlices.selector(({ tipForm }) => tipForm as LazyLoadedSlices['tipForm'])

export const selectTipFormStatus = (state: RootState) => tipFormOf(state).status
export const selectTipDraft = (state: RootState) => tipFormOf(state).draft
export const selectSubmittingRequestId = (state: RootState) => tipFormOf(state).submittingRequestId
export const selectTipReference = (state: RootState) => tipFormOf(state).reference
export const selectSentAnonymously = (state: RootState) => tipFormOf(state).sentAnonymously
