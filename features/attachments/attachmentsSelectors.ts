import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '@store/store'
import type { MediaKind } from '@/lib/media'
import { isCleaningWanted, keepsHiddenDetails } from './attachment'
import { selectAttachmentsState } from './attachmentsSlice'
import { MEDIA_KIND_ORDER } from './mediaRules'

// Narrow reads, so a keystroke in the description re-renders none of the media parts.
export const selectIsAnonymous = (state: RootState) => selectAttachmentsState(state).anonymous
export const selectMediaToggles = (state: RootState) => selectAttachmentsState(state).media
export const selectAttachments = (state: RootState) => selectAttachmentsState(state).attachments
export const selectRefusals = (state: RootState) => selectAttachmentsState(state).refusals

/** Every chosen file has been checked and, where wanted, cleaned. */
export const selectAttachmentsSettled = (state: RootState) =>
  selectAttachments(state).every((attachment) => attachment.status === 'ready')

/** A file's check or cleaning waits for a part of TipWire that could not be downloaded. */
export const selectSomeFileNotDownloaded = (state: RootState) =>
  selectAttachments(state).some((attachment) => attachment.notDownloaded)

/** A refused file, by the picker that lists it. */
export interface RefusedFile {
  kind: MediaKind
  id: string
  name: string
}

/** The files refused from a ticked kind's latest choice. */
export const selectRefusedFiles = createSelector(
  [selectMediaToggles, selectRefusals],
  (media, refusals): RefusedFile[] =>
    MEDIA_KIND_ORDER.filter((kind) => media[kind]).flatMap((kind) =>
      refusals[kind].map(({ id, name }) => ({ kind, id, name })),
    ),
)

/**
 * product.md §7: no file goes with hidden details left in where they were to be removed: in
 * an anonymous tip always, in a named one unless its sender switched removal off.
 */
export const selectAttachmentsSafeToSend = (state: RootState) => {
  const anonymous = selectIsAnonymous(state)
  return !selectAttachments(state).some(
    (attachment) => isCleaningWanted(attachment, anonymous) && keepsHiddenDetails(attachment),
  )
}

/** A tip is not sent while a file the sender chose for it was refused: it would go without it. */
export const selectNothingRefused = (state: RootState) => selectRefusedFiles(state).length === 0
