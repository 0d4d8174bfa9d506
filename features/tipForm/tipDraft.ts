import type { CleanedFile, DetectedFormat, HiddenDetails, MediaKind } from '@/lib/media'
import { MEDIA_KIND_ORDER, neutralName } from './attachments/mediaRules'

/** product.md §12: the most characters each text field keeps. */
export const DESCRIPTION_MAX_LENGTH = 5000
/** From this length on the description shows how much room is left. */
export const DESCRIPTION_COUNTER_FROM = 4500
export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 20

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
  status: AttachmentStatus
  /** What the bytes are; null until checked. */
  format: DetectedFormat | null
  /** What the file reveals, as raw values (attachments/plainWords.ts words them). */
  hiddenDetails: HiddenDetails
  canRemoveHiddenDetails: boolean
  /** The sender's "Remove hidden details" switch (anonymous tips are always cleaned). */
  removeHiddenDetails: boolean
  /** Once the cleaned copy is made: what went, what the readers still find, what the stream names. */
  cleaned: CleaningOutcome | null
  /** Cleaning was tried and failed: only the file as chosen can be sent. */
  cleaningFailed: boolean
  /** How many areas the sender covered; the covered copy has replaced the file. */
  coveredAreas: number
}

/** What cleaning found, as the store keeps it: the cleaned copy itself stays in the file registry. */
export type CleaningOutcome = Omit<CleanedFile, 'blob'>

export type RefusalReason =
  'empty' | 'tooLarge' | 'tooMany' | 'wrongKind' | 'undecodable' | 'uncheckable'

export interface Refusal {
  name: string
  reason: RefusalReason
}

export interface TipDraft {
  anonymous: boolean
  name: string
  email: string
  phone: string
  description: string
  media: Record<MediaKind, boolean>
  attachments: Attachment[]
  /** The files of the latest choice per picker that were not added, and why. */
  refusals: Record<MediaKind, Refusal[]>
}

export const emptyDraft: TipDraft = {
  anonymous: false,
  name: '',
  email: '',
  phone: '',
  description: '',
  media: { photo: false, video: false, audio: false },
  attachments: [],
  refusals: { photo: [], video: [], audio: [] },
}

export const hasDescription = (draft: TipDraft) => draft.description.trim() !== ''

/** product.md §7: anonymous tips are always cleaned; others when the sender asks. */
export const isCleaningWanted = (attachment: Attachment, anonymous: boolean) =>
  attachment.canRemoveHiddenDetails && (anonymous || attachment.removeHiddenDetails)

/** Every chosen file has been checked and, where wanted, cleaned. */
export const areAttachmentsSettled = (draft: TipDraft) =>
  draft.attachments.every((attachment) => attachment.status === 'ready')

/** Cleaning failed, or left hidden details the readers still find. */
export const keepsHiddenDetails = (attachment: Attachment) =>
  attachment.cleaningFailed || (attachment.cleaned?.remaining.length ?? 0) > 0

/**
 * product.md §7: an anonymous tip is never sent with a file whose hidden details stayed in,
 * or with one TipWire cannot clean at all (WebM, Ogg).
 */
export const isUnsafeAnonymously = (attachment: Attachment) =>
  !attachment.canRemoveHiddenDetails || keepsHiddenDetails(attachment)

export const areAttachmentsSafeToSend = (draft: TipDraft) =>
  !draft.anonymous || !draft.attachments.some(isUnsafeAnonymously)

/**
 * The name a file is sent under: as chosen, or, in an anonymous tip, a neutral one numbered
 * among its kind, since a name can hold a date, a device or a person's name (product.md §7).
 * Undefined until the file's format is known.
 */
export function sentNameOf(
  { anonymous, attachments }: Pick<TipDraft, 'anonymous' | 'attachments'>,
  attachment: Attachment,
) {
  if (!anonymous) return attachment.name
  if (!attachment.format) return undefined
  const sameKind = attachments.filter(({ kind }) => kind === attachment.kind)
  return neutralName(attachment.kind, attachment.format, sameKind.indexOf(attachment) + 1)
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An email is optional; when given it must look like one. */
export const isEmailAcceptable = (email: string) =>
  email.trim() === '' || EMAIL_ADDRESS.test(email.trim())

/** product.md §12: digits, spaces and + - ( ) only. */
export const isPhoneText = (phone: string) => /^[\d +\-()]*$/.test(phone)

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

/** What a real submission would send: contact details only when not anonymous (product.md §6). */
export interface TipSubmission {
  anonymous: boolean
  contact: { name: string; email: string; phone: string } | null
  description: string
  attachments: SubmittedAttachment[]
}

/** The size of an attachment's cleaned copy, read from the copy itself; undefined when none. */
export type CleanedSizeOf = (id: string) => number | undefined

function submittedAttachment(
  draft: TipDraft,
  attachment: Attachment,
  cleanedSizeOf: CleanedSizeOf,
): SubmittedAttachment {
  const cleanedSize = isCleaningWanted(attachment, draft.anonymous)
    ? cleanedSizeOf(attachment.id)
    : undefined
  return {
    name: sentNameOf(draft, attachment) ?? attachment.name,
    kind: attachment.kind,
    cleaned: cleanedSize !== undefined,
    size: cleanedSize ?? attachment.size,
  }
}

export const buildSubmission = (draft: TipDraft, cleanedSizeOf: CleanedSizeOf): TipSubmission => ({
  anonymous: draft.anonymous,
  contact: draft.anonymous
    ? null
    : { name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone.trim() },
  description: draft.description.trim(),
  attachments: MEDIA_KIND_ORDER.filter((kind) => draft.media[kind]).flatMap((kind) =>
    draft.attachments
      .filter((attachment) => attachment.kind === kind)
      .map((attachment) => submittedAttachment(draft, attachment, cleanedSizeOf)),
  ),
})

const TITLE_MAX_LENGTH = 60

/** The history lists a tip by the start of its description, cut at a word. */
export function titleFromDescription(description: string) {
  const firstLine = description.trim().split('\n')[0] ?? ''
  if (firstLine.length <= TITLE_MAX_LENGTH) return firstLine
  const cut = firstLine.slice(0, TITLE_MAX_LENGTH)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > 20 ? cut.slice(0, lastSpace) : cut}…`
}
