/**
 * The tip submission form as a state machine: editing -> submitting -> submitted -> editing.
 * Edits are accepted only while editing. File objects never enter the store: the draft keeps
 * each chosen file's name, size and type (see AttachedFile). The draft lives in memory only
 * (never persisted) and is cleared on logout.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
// The draft belongs to the logged-in user: the session's logout clears it.
import { userLoggedOut } from '@features/session/sessionSlice'
import { submitTip } from './submitTip'
import {
  MEDIA_KINDS,
  emptyDraft,
  type AttachedFile,
  type MediaKind,
  type TipDraft,
} from './tipDraft'

export type TipFormStatus = 'editing' | 'submitting' | 'submitted'

export interface TipFormState {
  status: TipFormStatus
  draft: TipDraft
  /** The submission under way, so a late answer to an abandoned one is ignored. */
  submittingRequestId: string | null
}

export type ContactField = 'name' | 'email' | 'phone'

const initialState: TipFormState = {
  status: 'editing',
  draft: emptyDraft,
  submittingRequestId: null,
}

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
      anonymityToggled: create.reducer(
        whileEditing<boolean>((draft, anonymous) => {
          draft.anonymous = anonymous
        }),
      ),
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
      mediaToggled: create.reducer(
        whileEditing<{ kind: MediaKind; enabled: boolean }>((draft, { kind, enabled }) => {
          draft.media[kind] = enabled
        }),
      ),
      filesChosen: create.preparedReducer(
        (kind: MediaKind, files: readonly Omit<AttachedFile, 'id'>[]) => ({
          payload: { kind, files: files.map((file) => ({ ...file, id: nanoid() })) },
        }),
        whileEditing<{ kind: MediaKind; files: AttachedFile[] }>((draft, { kind, files }) => {
          if (files.length === 0) return
          // Photos add up; a new video or audio file replaces the one before.
          draft.files[kind] = MEDIA_KINDS[kind].multiple
            ? [...draft.files[kind], ...files]
            : files.slice(0, 1)
        }),
      ),
      fileRemoved: create.reducer(
        whileEditing<{ kind: MediaKind; id: string }>((draft, { kind, id }) => {
          draft.files[kind] = draft.files[kind].filter((file) => file.id !== id)
        }),
      ),
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
      .addCase(submitTip.fulfilled, (state) => {
        state.status = 'submitted'
        state.draft = emptyDraft
        state.submittingRequestId = null
      })
      .addCase(submitTip.rejected, (state, action) => {
        if (state.submittingRequestId !== action.meta.requestId) return
        state.status = 'editing'
        state.submittingRequestId = null
      })
      .addCase(userLoggedOut, () => initialState)
  },
  selectors: {
    selectTipFormStatus: (tipForm) => tipForm.status,
    selectTipDraft: (tipForm) => tipForm.draft,
  },
})

export const {
  anonymityToggled,
  contactFieldEdited,
  descriptionEdited,
  mediaToggled,
  filesChosen,
  fileRemoved,
  anotherTipStarted,
} = tipFormSlice.actions
export const { selectTipFormStatus, selectTipDraft } = tipFormSlice.selectors
export const tipFormReducer = tipFormSlice.reducer
