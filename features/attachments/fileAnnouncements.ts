/**
 * What the one polite live region under the pickers says when the files change: each file
 * added, removed, cleaned (with what went), covered or refused, once (product.md §7). The
 * cards show the same; a screen reader hears it without moving there.
 */
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment, AttachmentsState } from './attachment'
import { MEDIA_KIND_ORDER } from './mediaRules'
import {
  CLEANING_FAILED,
  NO_HIDDEN_DETAILS_FOUND,
  coveredSummary,
  formatLabel,
  refusalReason,
  removedSummary,
} from './mediaTexts'

type Files = Pick<AttachmentsState, 'attachments' | 'refusals' | 'media'>

/** What changed for a file still attached, in the order it happens. */
function newsOf(before: Attachment | undefined, after: Attachment) {
  const name = fileNameForDisplay(after.name)
  const news: string[] = []
  if (after.format && !before?.format)
    news.push(`${name} added: ${formatLabel(after.format, after.kind)}.`)
  if (after.coveredAreas > (before?.coveredAreas ?? 0)) {
    news.push(`${name}: ${coveredSummary(after.coveredAreas, after.coveredFrom)}.`)
  }
  const removed = after.cleaned && !before?.cleaned ? after.cleaned.removed : undefined
  if (removed && removed.length > 0) news.push(`${name}: ${removedSummary(removed)}.`)
  // A covered copy is drawn anew and holds nothing: saying so would bury "Covered".
  if (removed?.length === 0 && after.coveredAreas === 0) {
    news.push(`${name}: ${NO_HIDDEN_DETAILS_FOUND}`)
  }
  if (after.cleaningFailed && !before?.cleaningFailed) news.push(`${name}: ${CLEANING_FAILED}`)
  return news
}

/** The files taken off a ticked picker's list by the sender (not those cleared with the draft). */
const removedFrom = (before: Files, after: Files) =>
  before.attachments
    .filter(
      ({ id, kind }) => after.media[kind] && !after.attachments.some((file) => file.id === id),
    )
    .filter(({ id, kind }) => !after.refusals[kind].some((refusal) => refusal.id === id))
    .map(({ name }) => `${fileNameForDisplay(name)} removed.`)

const refusedSince = (before: Files, after: Files) =>
  MEDIA_KIND_ORDER.flatMap((kind) =>
    after.refusals[kind]
      .filter(({ id }) => !before.refusals[kind].some((refusal) => refusal.id === id))
      .map(({ name, reason }) => `${fileNameForDisplay(name)}${refusalReason(reason, kind)}`),
  )

/** Every change to the files between two states, a sentence each. */
export function fileAnnouncements(before: Files, after: Files): string[] {
  const changed = after.attachments.flatMap((file) =>
    newsOf(
      before.attachments.find(({ id }) => id === file.id),
      file,
    ),
  )
  return [...changed, ...removedFrom(before, after), ...refusedSince(before, after)]
}
