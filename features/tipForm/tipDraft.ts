import {
  submittedAttachments,
  type AttachmentsState,
  type CleanedSizeOf,
  type SubmittedAttachment,
} from '@features/attachments'
import { graphemesOf } from '@/lib/graphemes'
import { hasVisibleText, withoutDirectionControls } from '@/lib/writtenText'

/** product.md §12: the most characters each text field keeps. */
export const DESCRIPTION_MAX_LENGTH = 5000
/** From this length on the description shows how much room is left. */
export const DESCRIPTION_COUNTER_FROM = 4500
export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 20

/** What the sender writes; the files and Submit anonymously are the attachments' state. */
export interface TipDraft {
  name: string
  email: string
  phone: string
  description: string
}

export const emptyDraft: TipDraft = { name: '', email: '', phone: '', description: '' }

export const hasDescription = (draft: TipDraft) => hasVisibleText(draft.description)

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An email is optional; when given it must look like one. */
export const isEmailAcceptable = (email: string) =>
  email.trim() === '' || EMAIL_ADDRESS.test(email.trim())

/** product.md §12: digits, spaces and + - ( ) only. */
export const isPhoneText = (phone: string) => /^[\d +\-()]*$/.test(phone)

/** What a real submission would send: contact details only when not anonymous (product.md §6). */
export interface TipSubmission {
  anonymous: boolean
  contact: { name: string; email: string; phone: string } | null
  description: string
  attachments: SubmittedAttachment[]
}

export const buildSubmission = (
  draft: TipDraft,
  attachments: AttachmentsState,
  cleanedSizeOf: CleanedSizeOf,
): TipSubmission => ({
  anonymous: attachments.anonymous,
  contact: attachments.anonymous
    ? null
    : { name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone.trim() },
  description: draft.description.trim(),
  attachments: submittedAttachments(attachments, cleanedSizeOf),
})

const TITLE_MAX_LENGTH = 60
const LINE_BREAK = /\r\n?|[\n\v\f\u0085\u2028\u2029]/

/**
 * The history lists a tip by the start of its description: its first line that shows something,
 * without direction controls (the title is shown in its own direction), cut at a word and never
 * inside a character a reader sees as one (an emoji family, a letter with its accents).
 */
export function titleFromDescription(description: string) {
  const lines = withoutDirectionControls(description).split(LINE_BREAK)
  const firstLine = lines.find(hasVisibleText)?.trim() ?? ''
  const characters = Array.from(graphemesOf(firstLine), ({ segment }) => segment)
  if (characters.length <= TITLE_MAX_LENGTH) return firstLine
  const cut = characters.slice(0, TITLE_MAX_LENGTH).join('')
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > 20 ? cut.slice(0, lastSpace) : cut}…`
}
