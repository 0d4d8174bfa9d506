import type { CleanedFile, DetectedFormat, HiddenDetails, MediaKind } from '@/lib/media'
import type { VideoCover } from '@features/videoCoverEditor'

/** An attachment is checked by its bytes, then (when wanted) cleaned, then ready to send. */
export type AttachmentStatus = 'checking' | 'cleaning' | 'ready'

/**
 * What the store keeps of a chosen file: its description only. The File itself, its cleaned
 * copy and its preview URL live in the store's attachment files under the same id.
 */
export interface Attachment {
  id: string
  kind: MediaKind
  name: string
  size: number
  /** Its size when chosen (covering changes `size`): a second copy is known by it. */
  chosenSize: number
  status: AttachmentStatus
  /**
   * A part of TipWire its check or cleaning needs could not be downloaded: that step waits, its
   * status kept, until the sender retries (a connection problem, which says nothing of the file).
   */
  notDownloaded: boolean
  /** What the bytes are; null until checked. */
  format: DetectedFormat | null
  /** What the file reveals, as raw values (plainWords.ts words them). */
  hiddenDetails: HiddenDetails
  /** Whether its hidden details were read whole: if not, the card cannot say it holds none. */
  detailsReadWhole: boolean
  /** Whether this browser can show or play it: a file read whole is taken even when not. */
  previewable: boolean
  /** The sender's "Remove hidden details" switch (anonymous tips are always cleaned). */
  removeHiddenDetails: boolean
  /** Once the cleaned copy is made: what went, what the readers still find, what the stream names. */
  cleaned: CleaningOutcome | null
  /** Cleaning was tried and failed: only the file as chosen can be sent. */
  cleaningFailed: boolean
  /** How many areas the sender covered; the covered copy has replaced the file. */
  coveredAreas: number
  /**
   * The format the file was in before covering, when its covered copy is in another (a HEIC
   * photo made a JPEG, a MOV video made an MP4).
   */
  coveredFrom: DetectedFormat | null
  /**
   * What covering a video did, all its covers together: areas over the picture, and the sound;
   * the new file made from it has replaced the file.
   */
  coveredVideo: VideoCover | null
  /** A voice note's voice was disguised: a new Ogg file made from it has replaced the file. */
  voiceDisguised: boolean
}

/** What cleaning found, as the store keeps it: the cleaned copy itself stays in the file registry. */
export type CleaningOutcome = Omit<CleanedFile, 'blob'>

export type RefusalReason =
  | 'empty'
  | 'tooLarge'
  | 'alreadyAttached'
  | 'tooMany'
  | 'wrongKind'
  /** A recording of sound alone chosen as a photo or video (a phone's voice .3gp). */
  | 'soundOnly'
  | 'undecodable'
  | 'uncheckable'

export interface Refusal {
  /** The id the file was chosen under. */
  id: string
  name: string
  reason: RefusalReason
}

/** product.md §7: anonymous tips are always cleaned; others when the sender asks. */
export const isCleaningWanted = (attachment: Attachment, anonymous: boolean) =>
  anonymous || attachment.removeHiddenDetails

/** Cleaning failed, or left hidden details the readers still find. */
export const keepsHiddenDetails = (attachment: Attachment) =>
  attachment.cleaningFailed || (attachment.cleaned?.remaining.length ?? 0) > 0
