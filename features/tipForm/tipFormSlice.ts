/**
 * The tip submission form as a state machine: editing -> submitting -> submitted -> editing.
 * Edits are accepted only while editing. File objects never enter the store: the draft keeps
 * a serializable description of each attachment (see Attachment), and the files themselves
 * live in the store's attachment files (attachments/attachmentFiles.ts). The draft lives in memory only (never persisted) and is
 * cleared on logout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
// The draft belongs to the logged-in user: the session's logout clears it.
import { userLoggedOut } from '@features/session/sessionSlice'
import type { DetectedFormat, HiddenDetails, MediaKind } from '@/lib/media'
import { refusalBeforeReading, replacesTheFileBefore, roomFor } from './attachments/mediaRules'
import { submitTip } from './submitTip'
import {
  emptyDraft,
  type Attachment,
  type CleaningOutcome,
  type Refusal,
  type RefusalReason,
  type TipDraft,
} from './tipDraft'
import { initialTipFormState as initialState, type TipFormState } from './tipFormState'

export type ContactField = 'name' | 'email' | 'phone'

/** What a picker hands over of each chosen file before anything is read. */
export interface ChosenFile {
  id: string
  name: string
  size: number
}

function refuse(draft: TipDraft, attachment: Attachment, reason: RefusalReason) {
  draft.attachments = draft.attachments.filter((candidate) => candidate !== attachment)
  draft.refusals[attachment.kind].push({ name: attachment.name, reason })
}

const newAttachment = (file: ChosenFile, kind: MediaKind): Attachment => ({
  ...file,
  kind,
  status: 'checking',
  format: null,
  hiddenDetails: {},
  canRemoveHiddenDetails: false,
  removeHiddenDetails: false,
  cleaned: null,
  cleaningFailed: false,
  coveredAreas: 0,
})

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
    /** News about one attachment, ignored once it is gone (removed, refused, sent). */
    const aboutAttachment =
      <P extends { id: string }>(
        apply: (attachment: Attachment, payload: P, draft: TipDraft) => void,
      ) =>
      (state: TipFormState, action: PayloadAction<P>) => {
        const attachment = state.draft.attachments.find(({ id }) => id === action.payload.id)
        if (attachment) apply(attachment, action.payload, state.draft)
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
        (kind: MediaKind, files: readonly ChosenFile[]) => ({
          payload: { kind, files: [...files] },
        }),
        whileEditing<{ kind: MediaKind; files: ChosenFile[] }>((draft, { kind, files }) => {
          if (files.length === 0) return
          // A replacement still being checked is itself replaced.
          if (replacesTheFileBefore(kind)) {
            draft.attachments = draft.attachments.filter(
              (attachment) => attachment.kind !== kind || attachment.status !== 'checking',
            )
          }
          const room = roomFor(draft, kind)
          const refusals: Refusal[] = []
          for (const file of files) {
            const reason = refusalBeforeReading(file, kind, room)
            if (reason) refusals.push({ name: file.name, reason })
            else draft.attachments.push(newAttachment(file, kind))
          }
          draft.refusals[kind] = refusals
        }),
      ),
      fileChecked: create.reducer(
        aboutAttachment<{
          id: string
          format: DetectedFormat
          hiddenDetails: HiddenDetails
          canRemoveHiddenDetails: boolean
        }>((attachment, { format, hiddenDetails, canRemoveHiddenDetails }, draft) => {
          if (roomFor(draft, attachment.kind) <= 0) {
            refuse(draft, attachment, 'tooMany')
            return
          }
          if (replacesTheFileBefore(attachment.kind)) {
            draft.attachments = draft.attachments.filter(
              (other) => other.kind !== attachment.kind || other === attachment,
            )
          }
          attachment.status = 'ready'
          attachment.format = format
          attachment.hiddenDetails = hiddenDetails
          attachment.canRemoveHiddenDetails = canRemoveHiddenDetails
        }),
      ),
      fileRefused: create.reducer(
        aboutAttachment<{ id: string; reason: RefusalReason }>((attachment, { reason }, draft) =>
          refuse(draft, attachment, reason),
        ),
      ),
      fileRemoved: create.reducer(
        whileEditing<{ id: string }>((draft, { id }) => {
          draft.attachments = draft.attachments.filter((attachment) => attachment.id !== id)
        }),
      ),
      hiddenDetailsRemovalToggled: create.reducer(
        whileEditing<{ id: string; remove: boolean }>((draft, { id, remove }) => {
          const attachment = draft.attachments.find((candidate) => candidate.id === id)
          if (attachment) attachment.removeHiddenDetails = remove
        }),
      ),
      cleaningStarted: create.reducer(
        aboutAttachment<{ id: string }>((attachment) => {
          attachment.status = 'cleaning'
        }),
      ),
      hiddenDetailsRemoved: create.reducer(
        aboutAttachment<{ id: string; outcome: CleaningOutcome }>((attachment, { outcome }) => {
          attachment.status = 'ready'
          attachment.cleaned = outcome
        }),
      ),
      /** The file stays as chosen; whether it may still be sent depends on the mode (product.md §7). */
      hiddenDetailsRemovalFailed: create.reducer(
        aboutAttachment<{ id: string }>((attachment) => {
          attachment.status = 'ready'
          attachment.cleaningFailed = true
        }),
      ),
      /**
       * product.md §7: the covered copy replaced the photo. It is read afresh, and cleaned
       * afresh where cleaning is wanted.
       */
      photoCovered: create.reducer(
        aboutAttachment<{
          id: string
          areas: number
          size: number
          hiddenDetails: HiddenDetails
          canRemoveHiddenDetails: boolean
        }>((attachment, { areas, size, hiddenDetails, canRemoveHiddenDetails }) => {
          attachment.coveredAreas += areas
          attachment.size = size
          attachment.hiddenDetails = hiddenDetails
          attachment.canRemoveHiddenDetails = canRemoveHiddenDetails
          attachment.cleaned = null
          attachment.cleaningFailed = false
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
      })
      .addCase(submitTip.rejected, (state, action) => {
        if (state.submittingRequestId !== action.meta.requestId) return
        state.status = 'editing'
        state.submittingRequestId = null
      })
      .addCase(userLoggedOut, () => initialState)
  },
}).injectInto(lazySlices)

export const {
  anonymityToggled,
  contactFieldEdited,
  descriptionEdited,
  mediaToggled,
  filesChosen,
  fileChecked,
  fileRefused,
  fileRemoved,
  hiddenDetailsRemovalToggled,
  cleaningStarted,
  hiddenDetailsRemoved,
  hiddenDetailsRemovalFailed,
  photoCovered,
  draftDiscarded,
  anotherTipStarted,
} = tipFormSlice.actions
