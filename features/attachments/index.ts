/**
 * The files of a tip: choosing, checking, cleaning, their cards and previews, the journey that
 * follows each file, and each store's registry of the files themselves (product.md §7). The
 * tip form composes this feature; this feature opens the cover editor; neither points back
 * (eslint.config.js). Submit anonymously lives here, with the files it governs.
 */
export { MediaAttachments } from './MediaAttachments'
export { createAttachmentFiles, type AttachmentFiles } from './attachmentFiles'
export {
  anonymityToggled,
  attachmentsCleared,
  selectAttachmentsState,
  sendingEnded,
  sendingStarted,
  type AttachmentsState,
} from './attachmentsSlice'
export {
  selectAttachments,
  selectAttachmentsSafeToSend,
  selectAttachmentsSettled,
  selectIsAnonymous,
  selectNothingRefused,
  selectRefusedFiles,
  selectSomeFileNotDownloaded,
  type RefusedFile,
} from './attachmentsSelectors'
export { refusalElementId } from './mediaRules'
export {
  submittedAttachments,
  type CleanedSizeOf,
  type SubmittedAttachment,
} from './submittedAttachments'
