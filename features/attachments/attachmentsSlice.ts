/**
 * The files of the tip being written, and the mode they are sent in. File objects never enter
 * the store: it keeps a serializable description of each attachment (see Attachment), and the
 * files themselves live in the store's attachment files (attachmentFiles.ts). In memory only
 * (never persisted), and cleared when the draft is discarded or sent, and on logout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
// The files belong to the logged-in user: the session's logout forgets them.
import { userLoggedOut } from '@features/session/sessionSlice'
import type { VideoCover } from '@features/videoCoverEditor'
import type { DetectedFormat, HiddenDetails, MediaKind } from '@/lib/media'
import type { Attachment, CleaningOutcome, Refusal, RefusalReason } from './attachment'
import { refusalBeforeReading, replacesTheFileBefore } from './mediaRules'

export interface AttachmentsState {
  /**
   * Submit anonymously, the form's switch (product.md §6, §7). Kept here, with the files it
   * governs: every file is then cleaned, sent under a neutral name, and never sent with hidden
   * details left in. The form reads it to leave out the contact details.
   */
  anonymous: boolean
  /** The Photo, Video and Audio boxes: a kind's files are sent only while its box is ticked. */
  media: Record<MediaKind, boolean>
  attachments: Attachment[]
  /** The files of the latest choice per picker that were not added, and why. */
  refusals: Record<MediaKind, Refusal[]>
  /** The tip is being sent with these files: the sender's changes are ignored meanwhile. */
  sending: boolean
}

const initialState: AttachmentsState = {
  anonymous: false,
  media: { photo: false, video: false, audio: false },
  attachments: [],
  refusals: { photo: [], video: [], audio: [] },
  sending: false,
}

/** What a picker hands over of each chosen file before anything is read. */
export interface ChosenFile {
  id: string
  name: string
  size: number
}

function refuse(state: AttachmentsState, attachment: Attachment, reason: RefusalReason) {
  state.attachments = state.attachments.filter((candidate) => candidate !== attachment)
  state.refusals[attachment.kind].push({ id: attachment.id, name: attachment.name, reason })
}

/** What the engine found in a file: its hidden details, and whether it read them whole. */
interface Findings {
  hiddenDetails: HiddenDetails
  readWhole: boolean
}

function keepFindings(attachment: Attachment, found: Findings) {
  attachment.hiddenDetails = found.hiddenDetails
  attachment.detailsReadWhole = found.readWhole
}

/** A covered copy, photo or video, and what the media engine read in it afresh. */
interface CoveredCopy extends Findings {
  format: DetectedFormat
  size: number
}

/** What the sound of a video covered twice is: a removal or a disguise is never undone by a kept copy. */
function soundAfterCovers(before: VideoCover['sound'] | undefined, now: VideoCover['sound']) {
  if (before === 'removed' || (before === 'disguised' && now === 'kept')) return before
  return now
}

/** product.md §7: the covered copy is the file now, read afresh and cleaned afresh where wanted. */
function takeCoveredCopy(attachment: Attachment, { format, size, ...found }: CoveredCopy) {
  if (format !== attachment.format) attachment.coveredFrom ??= attachment.format
  attachment.format = format
  attachment.size = size
  keepFindings(attachment, found)
  attachment.cleaned = null
  attachment.cleaningFailed = false
}

const newAttachment = (file: ChosenFile, kind: MediaKind): Attachment => ({
  ...file,
  chosenSize: file.size,
  kind,
  status: 'checking',
  notDownloaded: false,
  format: null,
  hiddenDetails: {},
  detailsReadWhole: false,
  previewable: false,
  // product.md §7: private by default; a named source may switch it off for verification.
  removeHiddenDetails: true,
  cleaned: null,
  cleaningFailed: false,
  coveredAreas: 0,
  coveredFrom: null,
  voiceDisguised: false,
  coveredVideo: null,
})

declare module '@store/lazySlices' {
  interface LazyLoadedSlices {
    attachments: AttachmentsState
  }
}

// Loads with the user dashboard's code (store/lazySlices.ts).
const attachmentsSlice = createSlice({
  name: 'attachments',
  initialState,
  reducers: (create) => {
    /** A change the sender makes, ignored while the tip is being sent. */
    const unlessSending =
      <P>(apply: (state: AttachmentsState, payload: P) => void) =>
      (state: AttachmentsState, action: PayloadAction<P>) => {
        if (!state.sending) apply(state, action.payload)
      }
    /** News about one attachment, ignored once it is gone (removed, refused, sent). */
    const aboutAttachment =
      <P extends { id: string }>(
        apply: (attachment: Attachment, payload: P, state: AttachmentsState) => void,
      ) =>
      (state: AttachmentsState, action: PayloadAction<P>) => {
        const attachment = state.attachments.find(({ id }) => id === action.payload.id)
        if (attachment) apply(attachment, action.payload, state)
      }
    return {
      anonymityToggled: create.reducer(
        unlessSending<boolean>((state, anonymous) => {
          state.anonymous = anonymous
        }),
      ),
      mediaToggled: create.reducer(
        unlessSending<{ kind: MediaKind; enabled: boolean }>((state, { kind, enabled }) => {
          state.media[kind] = enabled
        }),
      ),
      filesChosen: create.preparedReducer(
        (kind: MediaKind, files: readonly ChosenFile[]) => ({
          payload: { kind, files: [...files] },
        }),
        unlessSending<{ kind: MediaKind; files: ChosenFile[] }>((state, { kind, files }) => {
          if (files.length === 0) return
          // A replacement still being checked is itself replaced.
          if (replacesTheFileBefore(kind)) {
            state.attachments = state.attachments.filter(
              (attachment) => attachment.kind !== kind || attachment.status !== 'checking',
            )
          }
          const refusals: Refusal[] = []
          for (const file of files) {
            const reason = refusalBeforeReading(file, kind, state)
            if (reason) refusals.push({ id: file.id, name: file.name, reason })
            else state.attachments.push(newAttachment(file, kind))
          }
          state.refusals[kind] = refusals
        }),
      ),
      fileChecked: create.reducer(
        aboutAttachment<{
          id: string
          format: DetectedFormat
          previewable: boolean
          hiddenDetails: HiddenDetails
          readWhole: boolean
        }>((attachment, { format, previewable, ...found }, state) => {
          if (replacesTheFileBefore(attachment.kind)) {
            state.attachments = state.attachments.filter(
              (other) => other.kind !== attachment.kind || other === attachment,
            )
          }
          attachment.status = 'ready'
          attachment.format = format
          attachment.previewable = previewable
          keepFindings(attachment, found)
        }),
      ),
      fileRefused: create.reducer(
        aboutAttachment<{ id: string; reason: RefusalReason }>((attachment, { reason }, state) =>
          refuse(state, attachment, reason),
        ),
      ),
      fileRemoved: create.reducer(
        unlessSending<{ id: string }>((state, { id }) => {
          state.attachments = state.attachments.filter((attachment) => attachment.id !== id)
        }),
      ),
      hiddenDetailsRemovalToggled: create.reducer(
        unlessSending<{ id: string; remove: boolean }>((state, { id, remove }) => {
          const attachment = state.attachments.find((candidate) => candidate.id === id)
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
      /** product.md §7: the covered copy replaced the photo. */
      photoCovered: create.reducer(
        aboutAttachment<{ id: string; areas: number } & CoveredCopy>(
          (attachment, { areas, ...copy }) => {
            attachment.coveredAreas += areas
            takeCoveredCopy(attachment, copy)
          },
        ),
      ),
      /**
       * product.md §7: the new file made from the video replaced it. Covered again, its areas add
       * up, a sound once removed stays removed, and a voice once disguised stays disguised when
       * the sound is kept.
       */
      videoCovered: create.reducer(
        aboutAttachment<{ id: string; cover: VideoCover } & CoveredCopy>(
          (attachment, { cover, ...copy }) => {
            const before = attachment.coveredVideo
            attachment.coveredVideo = {
              areas: (before?.areas ?? 0) + cover.areas,
              sound: soundAfterCovers(before?.sound, cover.sound),
            }
            takeCoveredCopy(attachment, copy)
          },
        ),
      ),
      /** product.md §7: the voice note made anew with its voice disguised replaced it. */
      voiceDisguised: create.reducer(
        aboutAttachment<CoveredCopy & { id: string }>((attachment, copy) => {
          attachment.voiceDisguised = true
          takeCoveredCopy(attachment, copy)
        }),
      ),
      /** The step the file is at waits for a part of TipWire that could not be downloaded. */
      partNotDownloaded: create.reducer(
        aboutAttachment<{ id: string }>((attachment) => {
          attachment.notDownloaded = true
        }),
      ),
      /** The sender's Retry: the step that waited is tried again. */
      downloadRetried: create.reducer(
        aboutAttachment<{ id: string }>((attachment) => {
          attachment.notDownloaded = false
        }),
      ),
      /** The sender took a refused file off its picker's list. */
      refusalDismissed: create.reducer(
        unlessSending<{ kind: MediaKind; id: string }>((state, { kind, id }) => {
          state.refusals[kind] = state.refusals[kind].filter((refusal) => refusal.id !== id)
        }),
      ),
      sendingStarted: create.reducer((state) => {
        state.sending = true
      }),
      /** The tip was not sent after all: the sender may change the files again. */
      sendingEnded: create.reducer((state) => {
        state.sending = false
      }),
      /** The draft they belong to was discarded or sent. */
      attachmentsCleared: create.reducer(() => initialState),
    }
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState)
  },
}).injectInto(lazySlices, { overrideExisting: true })

export const {
  anonymityToggled,
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
  videoCovered,
  voiceDisguised,
  partNotDownloaded,
  downloadRetried,
  refusalDismissed,
  sendingStarted,
  sendingEnded,
  attachmentsCleared,
} = attachmentsSlice.actions

/**
 * The attachments' state. The slice loads with the user dashboard's code: until the store's next
 * action fills its state, the injected slice's `selectSlice` reads its initial state.
 */
export const selectAttachmentsState = attachmentsSlice.selectSlice
