/**
 * What the one polite live region under the pickers says when the files change: each file
 * added, removed, cleaned (with what went, and whether a recording goes shorter), covered or
 * refused, once, and each time a part of TipWire a file needs could not be downloaded
 * (product.md §7). The cards show the same; a screen reader hears it without moving there.
 * Changes are found as codes and values, and worded only when the region shows them.
 */
import { i18n } from '@lingui/core'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import {
  FORMATS,
  type DetectedFormat,
  type HiddenDetailField,
  type MediaKind,
  type Shortening,
} from '@/lib/media'
import type { VideoCover } from '@features/videoCoverEditor'
import type { Attachment, RefusalReason } from './attachment'
import type { AttachmentsState } from './attachmentsSlice'
import { detailKindsInWords } from './hiddenDetailWords'
import { MEDIA_KIND_ORDER } from './mediaRules'
import {
  formatLabel,
  refusalText,
  shortenedLengths,
  videoCoveredSummary,
  voiceDisguisedSummary,
} from './mediaTexts'

type Files = Pick<AttachmentsState, 'attachments' | 'refusals' | 'media'>

/** One change to one file, by the name it was chosen under. */
export type FileAnnouncement = { name: string } & (
  | { change: 'added'; format: DetectedFormat; kind: MediaKind }
  | { change: 'covered'; areas: number; coveredFrom: DetectedFormat | null }
  | { change: 'videoCovered'; cover: VideoCover }
  | { change: 'voiceDisguised' }
  | { change: 'cleaned'; removed: readonly HiddenDetailField[] }
  | { change: 'nothingFound' }
  | { change: 'sentShorter'; shortened: Shortening }
  | { change: 'cleaningFailed' }
  | { change: 'notDownloaded' }
  | { change: 'removed' }
  | { change: 'refused'; reason: RefusalReason; kind: MediaKind }
)

/** What changed for a file still attached, in the order it happens. */
function newsOf(before: Attachment | undefined, after: Attachment): FileAnnouncement[] {
  const { name } = after
  const news: FileAnnouncement[] = []
  if (after.format && !before?.format) {
    news.push({ name, change: 'added', format: after.format, kind: after.kind })
  }
  if (after.coveredAreas > (before?.coveredAreas ?? 0)) {
    news.push({
      name,
      change: 'covered',
      areas: after.coveredAreas,
      coveredFrom: after.coveredFrom,
    })
  }
  if (after.coveredVideo && after.coveredVideo !== before?.coveredVideo) {
    news.push({ name, change: 'videoCovered', cover: after.coveredVideo })
  }
  if (after.voiceDisguised && !before?.voiceDisguised) news.push({ name, change: 'voiceDisguised' })
  const removed = after.cleaned && !before?.cleaned ? after.cleaned.removed : undefined
  if (removed && removed.length > 0) news.push({ name, change: 'cleaned', removed })
  // A covered copy is drawn anew and holds nothing: saying so would bury "Covered".
  const madeAnew = after.coveredAreas > 0 || after.coveredVideo || after.voiceDisguised
  if (removed?.length === 0 && !madeAnew) {
    news.push({ name, change: 'nothingFound' })
  }
  const shortened = after.cleaned && !before?.cleaned ? after.cleaned.shortened : undefined
  if (shortened) news.push({ name, change: 'sentShorter', shortened })
  if (after.cleaningFailed && !before?.cleaningFailed) {
    news.push({ name, change: 'cleaningFailed' })
  }
  if (after.notDownloaded && !before?.notDownloaded) news.push({ name, change: 'notDownloaded' })
  return news
}

/** The files taken off a ticked picker's list by the sender (not those cleared with the draft). */
const removedFrom = (before: Files, after: Files): FileAnnouncement[] =>
  before.attachments
    .filter(
      ({ id, kind }) => after.media[kind] && !after.attachments.some((file) => file.id === id),
    )
    .filter(({ id, kind }) => !after.refusals[kind].some((refusal) => refusal.id === id))
    .map(({ name }) => ({ name, change: 'removed' }))

const refusedSince = (before: Files, after: Files): FileAnnouncement[] =>
  MEDIA_KIND_ORDER.flatMap((kind) =>
    after.refusals[kind]
      .filter(({ id }) => !before.refusals[kind].some((refusal) => refusal.id === id))
      .map(({ name, reason }) => ({ name, change: 'refused', reason, kind })),
  )

/** Every change to the files between two states, one announcement each. */
export function fileAnnouncements(before: Files, after: Files): FileAnnouncement[] {
  const changed = after.attachments.flatMap((file) =>
    newsOf(
      before.attachments.find(({ id }) => id === file.id),
      file,
    ),
  )
  return [...changed, ...removedFrom(before, after), ...refusedSince(before, after)]
}

/** An announcement as the live region says it: one sentence in the active language. */
export function announcementText(announcement: FileAnnouncement) {
  const name = fileNameForDisplay(announcement.name)
  switch (announcement.change) {
    case 'added':
      return i18n._('files.announce.added', {
        name,
        format: formatLabel(announcement.format, announcement.kind),
      })
    case 'covered': {
      const { areas, coveredFrom } = announcement
      return coveredFrom
        ? i18n._('files.announce.coveredMadeJpeg', {
            name,
            areas,
            format: FORMATS[coveredFrom].label,
          })
        : i18n._('files.announce.covered', { name, areas })
    }
    case 'videoCovered':
      return i18n._('files.announce.videoCovered', {
        name,
        summary: videoCoveredSummary(announcement.cover),
      })
    case 'voiceDisguised':
      return i18n._('files.announce.videoCovered', { name, summary: voiceDisguisedSummary() })
    case 'cleaned':
      return i18n._('files.announce.detailsRemoved', {
        name,
        fields: detailKindsInWords(announcement.removed),
      })
    case 'nothingFound':
      return i18n._('files.announce.nothingFound', { name })
    case 'sentShorter':
      return i18n._('files.announce.sentShorter', {
        name,
        ...shortenedLengths(announcement.shortened),
      })
    case 'cleaningFailed':
      return i18n._('files.announce.cleaningFailed', { name })
    case 'notDownloaded':
      return i18n._('files.announce.notDownloaded', { name })
    case 'removed':
      return i18n._('files.announce.removed', { name })
    case 'refused':
      return refusalText(name, announcement.reason, announcement.kind)
  }
}
