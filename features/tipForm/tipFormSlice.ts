/**
 * The tip submission form as a state machine: editing -> submitting -> submitted -> editing.
 * Edits are accepted only while editing. The draft holds what the sender writes; its files
 * and Submit anonymously are the attachments' state (features/attachments). The draft lives in
 * memory only (never persisted) and is cleared on logout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
import type { AppDispatch, RootState } from '@store/store'
// The draft belongs to the logged-in user: the session's logout clears it.
import { userLoggedOut } from '@features/session/sessionSlice'
import { attachmentsCleared } from '@features/attachments'
import { submitTip } from './submitTip'
import { selectTipFormStatus } from './tipFormSelectors'
import { emptyDraft, type TipDraft } from './tipDraft'

export type TipFormStatus = 'editing' | 'submitting' | 'submitted'

export interface TipFormState {
  status: TipFormStatus
  draft: TipDraft
  /** The submission under way, so a late answer to an abandoned one is ignored. */
  submittingRequestId: string | null
  /** The reference of the tip just submitted, shown on the success screen. */
  reference: string | null
  /** Whether the tip just submitted went anonymously: the success screen says what that means. */
  sentAnonymously: boolean
}

const initialState: TipFormState = {
  status: 'editing',
  draft: emptyDraft,
  submittingRequestId: null,
  reference: null,
  sentAnonymously: false,
}

export type ContactField = 'name' | 'email' | 'phone'

declare module '@store/lazySlices' {
  interface LazyLoadedSlices {
    tipForm: TipFormState
  }
}

// Loads with the user dashboard's code (store/lazySlices.ts).
const tipFormSlice = createSlice({
  name: 'tipForm',
  initialState,
  reducers: (create) => {
    /** A draft edit, ignored unless the form is being edited. */
    const whileEditing =
      <P>(apply: (draft: TipDraft, payload: P) => void) =>
      (state: TipFormState, action: PayloadAction<P>) => {
        if (state.status === 'editing') apply(state.draft, action.payload)
      }
    return {
      contactFieldEdited: create.reducer(
        whileEditing<{ field: ContactField; value: string }>((draft, { field, value }) => {
          draft[field] = value
        }),
      ),
      descriptionEdited: create.reducer(
        whileEditing<string>((draft, description) => {
          draft.description = description
        }),
      ),
      draftDiscarded: create.reducer((state) => {
        if (state.status === 'editing') state.draft = emptyDraft
      }),
      anotherTipStarted: create.reducer((state) =>
        state.status === 'submitted' ? initialState : state,
      ),
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitTip.pending, (state, action) => {
        state.status = 'submitting'
        state.submittingRequestId = action.meta.requestId
      })
      .addCase(submitTip.fulfilled, (state, action) => {
        state.status = 'submitted'
        state.draft = emptyDraft
        state.submittingRequestId = null
        state.reference = action.payload.reference
        state.sentAnonymously = action.payload.submission.anonymous
      })
      .addCase(submitTip.rejected, (state, action) => {
        if (state.submittingRequestId !== action.meta.requestId) return
        state.status = 'editing'
        state.submittingRequestId = null
      })
      .addCase(userLoggedOut, () => initialState)
  },
}).injectInto(lazySlices, { overrideExisting: true })

export const { contactFieldEdited, descriptionEdited, draftDiscarded, anotherTipStarted } =
  tipFormSlice.actions

/** product.md §6: Discard draft forgets the text and the chosen files. */
export const discardDraft = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (selectTipFormStatus(getState()) !== 'editing') return
  dispatch(draftDiscarded())
  dispatch(attachmentsCleared())
}
