/**
 * product.md §7: the one place that follows a chosen file through its journey. Chosen (the
 * File kept by chooseFiles), recognised by its bytes, opened by the browser, read for hidden
 * details, replaced by its covered copy when the sender covers parts of a photo or a video, cleaned
 * whenever cleaning is wanted, and released when it leaves the tip (removed, replaced,
 * refused, sent, discarded, or the user logged out). A step that needs a part of TipWire that
 * could not be downloaded waits for the sender's Retry. The journey, and with it the engine,
 * starts with the first file chosen.
 */
import { addListener, isAnyOf } from '@reduxjs/toolkit'
import type { StoreExtras } from '@store/storeExtras'
import type { AppDispatch, AppStartListening, RootState } from '@store/store'
// Logging out forgets the user's files as it forgets the draft.
import { userLoggedOut } from '@features/session/sessionSlice'
import type { VideoCover } from '@features/videoCoverEditor'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { coveredFormat, isCoverFormat } from '@/lib/cover'
import { delay } from '@/lib/delay'
import {
  FORMATS,
  FORMATS_BY_KIND,
  checkFile,
  decodeToThumbnail,
  findHiddenDetails,
  removeHiddenDetails,
  type DetectedFormat,
  type MediaKind,
} from '@/lib/media'
import type { CoveredVideo } from '@/lib/videoCover'
import { isCleaningWanted } from './attachment'
import type { AttachmentFiles } from './attachmentFiles'
import { selectAttachments } from './attachmentsSelectors'
import {
  anonymityToggled,
  attachmentsCleared,
  cleaningStarted,
  downloadRetried,
  fileChecked,
  fileRefused,
  fileRemoved,
  filesChosen,
  hiddenDetailsRemovalFailed,
  hiddenDetailsRemovalToggled,
  hiddenDetailsRemoved,
  partNotDownloaded,
  photoCovered,
  selectAttachmentsState,
  videoCovered,
  voiceDisguised,
} from './attachmentsSlice'
import { verifyDecodes } from './verifyDecodes'

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1]

const isStillChecking = ({ getState }: ListenerApi, id: string) =>
  selectAttachments(getState()).some(
    (attachment) => attachment.id === id && attachment.status === 'checking',
  )

/**
 * One call to the engine checks the file (its format by its first bytes, a photo's decode, its
 * metadata), reading no further than the format allows; then the browser opens a video or audio.
 */
async function check(api: ListenerApi, files: AttachmentFiles, id: string, kind: MediaKind) {
  const file = files.fileOf(id)
  if (!file) return
  const { format, thumbnail, ...found } = await checkFile(file, kind)
  if (!isStillChecking(api, id)) return
  if (!format || !FORMATS_BY_KIND[kind].includes(format)) {
    // A phone's voice recording is named .3gp like its videos: the refusal says where it goes.
    const soundOnly = format && FORMATS[format].kind === 'audio'
    api.dispatch(fileRefused({ id, reason: soundOnly ? 'soundOnly' : 'wrongKind' }))
    return
  }
  const previewSource = await verifyDecodes(file, kind, thumbnail)
  const undecodable = () => api.dispatch(fileRefused({ id, reason: 'undecodable' }))
  if (!previewSource && kind === 'photo') return undecodable()
  // A video or audio file whose container was read whole is taken without a preview here.
  if (!previewSource && !found.readWhole) return undecodable()
  if (previewSource) files.keepPreviewSource(id, previewSource)
  api.dispatch(fileChecked({ id, format, previewable: Boolean(previewSource), ...found }))
}

/**
 * Checks one chosen file. A part of TipWire that did not arrive says nothing about the file: it
 * waits for Retry. Anything else (the file changed on disk) refuses it, with a way out.
 */
async function checkChosen(api: ListenerApi, id: string, kind: MediaKind) {
  try {
    await check(api, api.extra.attachmentFiles, id, kind)
  } catch (error) {
    if (!isStillChecking(api, id)) return
    api.dispatch(
      error instanceof ChunkLoadError
        ? partNotDownloaded({ id })
        : fileRefused({ id, reason: 'uncheckable' }),
    )
  }
}

/**
 * Reads a covered copy like any chosen file (what the browser encoded holds no hidden details it
 * was given, and this says so from the bytes) and, unless the file was removed meanwhile, makes
 * it the file that would be sent: the chosen file is let go, and the preview shows the copy.
 * Cleaning follows on the event `covered` makes of what was read.
 */
async function replaceWithCovered(
  id: string,
  covered: Blob,
  format: DetectedFormat,
  previewOf: (file: File) => Promise<Blob | undefined>,
  { attachmentFiles }: StoreExtras,
) {
  const chosen = attachmentFiles.fileOf(id)
  if (!chosen) return undefined
  const file = new File([covered], chosen.name, { type: covered.type })
  const [found, preview] = await Promise.all([findHiddenDetails(file, format), previewOf(file)])
  // Removed while it was being covered: nothing to replace.
  if (!attachmentFiles.fileOf(id)) return undefined
  attachmentFiles.replaceFile(id, file, preview ?? file)
  return { format, size: file.size, ...found }
}

/** The covered copy replaces the photo, previewed by a thumbnail of its own. */
export const keepCoveredPhoto =
  (id: string, covered: Blob, areas: number) =>
  async (dispatch: AppDispatch, getState: () => RootState, extras: StoreExtras) => {
    const attachment = selectAttachments(getState()).find((candidate) => candidate.id === id)
    if (!attachment?.format) return
    const format = isCoverFormat(attachment.format)
      ? coveredFormat(attachment.format)
      : attachment.format
    const copy = await replaceWithCovered(
      id,
      covered,
      format,
      (file) => decodeToThumbnail(file, format),
      extras,
    )
    if (copy) dispatch(photoCovered({ id, areas, ...copy }))
  }

/**
 * The new file made from the video replaces it (product.md §7): in the container it was written
 * in, played as it is by the card's preview, then cleaned by the engine like any chosen video.
 */
export const keepCoveredVideo =
  (id: string, covered: CoveredVideo, cover: VideoCover) =>
  async (dispatch: AppDispatch, _getState: () => RootState, extras: StoreExtras) => {
    const copy = await replaceWithCovered(
      id,
      covered.file,
      covered.container,
      async (file) => file,
      extras,
    )
    if (copy) dispatch(videoCovered({ id, cover, ...copy }))
  }

/**
 * The voice note made anew with its voice disguised replaces it (product.md §7): an Ogg file with
 * Opus sound, played as it is by the card's preview, then cleaned like any chosen recording.
 */
export const keepDisguisedVoice =
  (id: string, disguised: Blob) =>
  async (dispatch: AppDispatch, _getState: () => RootState, extras: StoreExtras) => {
    const copy = await replaceWithCovered(id, disguised, 'ogg', async (file) => file, extras)
    if (copy) dispatch(voiceDisguised({ id, ...copy }))
  }

/**
 * Cleans one file; a video or audio preview then plays the cleaned copy, which is what would be
 * sent. A photo's thumbnail stays: cleaning keeps its picture byte for byte, so drawing it
 * again from the cleaned copy would give the same pixels for the cost of a second decode.
 */
async function clean(api: ListenerApi, files: AttachmentFiles, id: string) {
  const attachment = selectAttachments(api.getState()).find((candidate) => candidate.id === id)
  const file = files.fileOf(id)
  if (!file || !attachment?.format) throw new Error('The file is no longer kept')
  // What the check read is not read again; a file that could not be read whole is, by its cleaner.
  const known = attachment.detailsReadWhole ? attachment.hiddenDetails : undefined
  const { blob, ...outcome } = await removeHiddenDetails(file, attachment.format, known)
  files.keepCleanedCopy(id, blob)
  if (attachment.kind !== 'photo') files.keepPreviewSource(id, blob)
  api.dispatch(hiddenDetailsRemoved({ id, outcome }))
}

/**
 * Cleans one file whose cleaning has started. A part of TipWire that did not arrive waits for
 * Retry; any other failure (the engine could not walk the whole file) leaves the file as chosen,
 * and the card says so: an anonymous tip cannot be sent with it (product.md §7).
 */
async function cleanStarted(api: ListenerApi, id: string) {
  try {
    await clean(api, api.extra.attachmentFiles, id)
  } catch (error) {
    api.dispatch(
      error instanceof ChunkLoadError
        ? partNotDownloaded({ id })
        : hiddenDetailsRemovalFailed({ id }),
    )
  }
}

const addJourneyListener = addListener.withTypes<RootState, AppDispatch, StoreExtras>()

/**
 * The journey's listeners, made once: adding them to a store that already has them changes
 * nothing (a listener middleware keeps one listener per effect and event), so each store
 * follows its own files once, from the first file chosen.
 */
const JOURNEY = [
  addJourneyListener({
    actionCreator: filesChosen,
    effect: async ({ payload }, api) => {
      for (const { id } of payload.files) {
        if (!isStillChecking(api, id)) continue
        // The rest of the choice is checked whatever becomes of this file.
        await checkChosen(api, id, payload.kind)
        // Lets the browser paint and take keystrokes between files.
        await delay(0)
      }
    },
  }),
  addJourneyListener({
    actionCreator: downloadRetried,
    effect: async ({ payload: { id } }, api) => {
      const waited = selectAttachments(api.getOriginalState()).find(
        (attachment) => attachment.id === id && attachment.notDownloaded,
      )
      if (waited?.status === 'checking') await checkChosen(api, id, waited.kind)
      if (waited?.status === 'cleaning') await cleanStarted(api, id)
    },
  }),
  addJourneyListener({
    matcher: isAnyOf(
      filesChosen,
      fileChecked,
      fileRefused,
      fileRemoved,
      attachmentsCleared,
      userLoggedOut,
    ),
    effect: (action, { getState, getOriginalState, extra }) => {
      const kept = new Set(selectAttachments(getState()).map(({ id }) => id))
      const before = selectAttachments(getOriginalState()).map(({ id }) => id)
      // Files refused before they were read never entered the state.
      const chosen = filesChosen.match(action) ? action.payload.files.map(({ id }) => id) : []
      for (const id of [...before, ...chosen]) {
        if (!kept.has(id)) extra.attachmentFiles.forget(id)
      }
    },
  }),
  addJourneyListener({
    matcher: isAnyOf(
      fileChecked,
      anonymityToggled,
      hiddenDetailsRemovalToggled,
      photoCovered,
      videoCovered,
      voiceDisguised,
    ),
    effect: async (_action, api) => {
      const { attachments, anonymous } = selectAttachmentsState(api.getState())
      const toClean = attachments.filter(
        (attachment) =>
          attachment.status === 'ready' &&
          attachment.cleaned === null &&
          !attachment.cleaningFailed &&
          isCleaningWanted(attachment, anonymous),
      )
      if (toClean.length === 0) return
      // Marked at once, so a submit cannot slip in before the cleaning.
      for (const { id } of toClean) api.dispatch(cleaningStarted({ id }))
      for (const { id } of toClean) {
        await cleanStarted(api, id)
        await delay(0)
      }
    },
  }),
]

/** Starts following this store's chosen files through their journey; again, it changes nothing. */
export const followAttachments = () => (dispatch: AppDispatch) => {
  for (const listener of JOURNEY) dispatch(listener)
}
