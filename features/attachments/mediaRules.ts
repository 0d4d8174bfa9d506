/**
 * What each media picker takes, how many files of each kind a tip holds and the names they are
 * sent under, in one place: the slice, the journey that checks files, the picker and the
 * submission all read these rules (product.md §7, §12).
 */
// The format table only: the engine's code comes with the first file chosen.
import { FORMATS, type DetectedFormat, type MediaKind } from '@/lib/media'
import type { Attachment, RefusalReason } from './attachment'

/** What these rules read of the attachments' state (attachmentsSlice.ts). */
interface AttachedFiles {
  anonymous: boolean
  attachments: Attachment[]
}

/**
 * product.md §7: the videos the cover editor takes, once the browser says it decodes their
 * picture. 3G2 is left out: no phone made in the last decade records it.
 */
export const COVERABLE_VIDEO_FORMATS: readonly DetectedFormat[] = [
  'mp4',
  'mov',
  '3gp',
  'webm',
  'mkv',
]

/** Sizes are counted as file managers count them: 1 MB = 1024 × 1024 bytes. */
const BYTES_PER_MEGABYTE = 1024 * 1024

const PHOTO_MAX_COUNT = 10
const PHOTO_MAX_MEGABYTES = 25
const VIDEO_MAX_MEGABYTES = 500
const AUDIO_MAX_MEGABYTES = 100

export interface MediaKindRules {
  /** How many files of this kind a tip takes; a new choice replaces a single file. */
  maxCount: number
  maxMegabytes: number
}

/** The rules alone: their words are in mediaTexts.ts. */
export const MEDIA_KINDS: Record<MediaKind, MediaKindRules> = {
  photo: { maxCount: PHOTO_MAX_COUNT, maxMegabytes: PHOTO_MAX_MEGABYTES },
  video: { maxCount: 1, maxMegabytes: VIDEO_MAX_MEGABYTES },
  audio: { maxCount: 1, maxMegabytes: AUDIO_MAX_MEGABYTES },
}

export const MEDIA_KIND_ORDER: readonly MediaKind[] = ['photo', 'video', 'audio']

export const maxBytesOf = (kind: MediaKind) => MEDIA_KINDS[kind].maxMegabytes * BYTES_PER_MEGABYTE

/**
 * A kind that takes one file (video, audio): a new file replaces the one attached, once it is
 * accepted, so a refused replacement keeps the file already there.
 */
export const replacesTheFileBefore = (kind: MediaKind) => MEDIA_KINDS[kind].maxCount === 1

/**
 * How many more files of `kind` the tip takes now, counting those still being checked: when a
 * choice goes over the limit, the files over it from that newest choice are refused at once,
 * never a file already being checked. A kind that takes one file always has room for its
 * replacement (product.md §7).
 */
export function roomFor(state: Pick<AttachedFiles, 'attachments'>, kind: MediaKind) {
  if (replacesTheFileBefore(kind)) return 1
  const attached = state.attachments.filter((attachment) => attachment.kind === kind).length
  return MEDIA_KINDS[kind].maxCount - attached
}

/** A copy of a file already attached: the same name and size, chosen again. */
const isAttached = (
  file: { name: string; size: number },
  kind: MediaKind,
  { attachments }: Pick<AttachedFiles, 'attachments'>,
) =>
  attachments.some(
    (attachment) =>
      attachment.kind === kind &&
      attachment.name === file.name &&
      attachment.chosenSize === file.size,
  )

/**
 * product.md §7: the checks that need no reading, in order: empty, too large, already attached,
 * one too many.
 */
export function refusalBeforeReading(
  file: { name: string; size: number },
  kind: MediaKind,
  state: Pick<AttachedFiles, 'attachments'>,
): RefusalReason | null {
  if (file.size === 0) return 'empty'
  if (file.size > maxBytesOf(kind)) return 'tooLarge'
  if (isAttached(file, kind, state)) return 'alreadyAttached'
  if (roomFor(state, kind) <= 0) return 'tooMany'
  return null
}

/**
 * A neutral name for the file of `kind` at `position` (from 1) among its kind: 'photo-2.jpg'
 * where a kind takes several files, 'video.mp4' or 'audio.m4a' where it takes one.
 */
export function neutralName(kind: MediaKind, format: DetectedFormat, position: number) {
  const stem = MEDIA_KINDS[kind].maxCount > 1 ? `${kind}-${position}` : kind
  return `${stem}.${FORMATS[format].extension}`
}

/**
 * The name a file is sent under: as chosen, or, in an anonymous tip, a neutral one numbered
 * among its kind, since a name can hold a date, a device or a person's name (product.md §7).
 * Undefined until the file's format is known.
 */
export function sentNameOf({ anonymous, attachments }: AttachedFiles, attachment: Attachment) {
  if (!attachment.format) return anonymous ? undefined : attachment.name
  if (!anonymous) {
    // A covered HEIC is a JPEG now: its name says so.
    return attachment.coveredFrom
      ? `${attachment.name.replace(/\.[^.]*$/, '')}.${FORMATS[attachment.format].extension}`
      : attachment.name
  }
  const sameKind = attachments.filter(({ kind }) => kind === attachment.kind)
  return neutralName(attachment.kind, attachment.format, sameKind.indexOf(attachment) + 1)
}

/** Where a picker lists a refused file, by the id it was chosen under: the form's message links to it. */
export const refusalElementId = (id: string) => `refused-${id}`
