import type { MediaKind } from '@/lib/media'
import type { Attachment, Refusal } from './attachment'

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
  /** The tip is being sent with these files: the sender's changes wait until it is done. */
  sending: boolean
}

export const initialAttachmentsState: AttachmentsState = {
  anonymous: false,
  media: { photo: false, video: false, audio: false },
  attachments: [],
  refusals: { photo: [], video: [], audio: [] },
  sending: false,
}
