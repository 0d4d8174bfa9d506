import type { MediaKind } from '@/lib/media'
import { isCleaningWanted, type Attachment } from './attachment'
import type { AttachmentsState } from './attachmentsSlice'
import { MEDIA_KIND_ORDER, sentNameOf } from './mediaRules'

/**
 * What a real submission would send of each attachment: of the file sent, and nothing of the
 * file chosen. The original's size would match it against a copy, and the list of what was
 * removed would say what it held; both stay on the sender's device (product.md §7).
 */
export interface SubmittedAttachment {
  /** The name sent: as chosen, or a neutral one in an anonymous tip. */
  name: string
  kind: MediaKind
  /** Whether what is sent is the cleaned copy (which may have had nothing to remove). */
  cleaned: boolean
  /** The size of what is sent: the cleaned copy's, or the original's when not cleaned. */
  size: number
}

/** The size of an attachment's cleaned copy, read from the copy itself; undefined when none. */
export type CleanedSizeOf = (id: string) => number | undefined

function submittedAttachment(
  state: AttachmentsState,
  attachment: Attachment,
  cleanedSizeOf: CleanedSizeOf,
): SubmittedAttachment {
  const cleanedSize = isCleaningWanted(attachment, state.anonymous)
    ? cleanedSizeOf(attachment.id)
    : undefined
  return {
    name: sentNameOf(state, attachment) ?? attachment.name,
    kind: attachment.kind,
    cleaned: cleanedSize !== undefined,
    size: cleanedSize ?? attachment.size,
  }
}

/** The files of every ticked kind, in the pickers' order. */
export const submittedAttachments = (state: AttachmentsState, cleanedSizeOf: CleanedSizeOf) =>
  MEDIA_KIND_ORDER.filter((kind) => state.media[kind]).flatMap((kind) =>
    state.attachments
      .filter((attachment) => attachment.kind === kind)
      .map((attachment) => submittedAttachment(state, attachment, cleanedSizeOf)),
  )
