/** The sentences the media pickers and cards show, computed from the rules (product.md §7). */
import {
  FORMATS,
  FORMATS_BY_KIND,
  HIDDEN_DETAIL_FIELDS,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
  type MediaKind,
} from '@/lib/media'
import { MEDIA_KINDS, maxBytesOf } from './mediaRules'
import type { RefusalReason } from './attachment'
import { hiddenDetailsInWords } from './plainWords'
import { areaCount } from '@/lib/cover'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { formatFileSize } from '@/lib/formatFileSize'
import { onFirstUse } from '@/lib/onFirstUse'

// The app's one locale for numbers and lists, as in plainWords.ts.
const LOCALE = 'en-IN'
const unitList = onFirstUse(() => new Intl.ListFormat(LOCALE, { type: 'unit', style: 'short' }))
const orList = onFirstUse(() => new Intl.ListFormat(LOCALE, { type: 'disjunction' }))
const andList = onFirstUse(() => new Intl.ListFormat(LOCALE, { type: 'unit', style: 'long' }))

const formatNames = (kind: MediaKind) =>
  FORMATS_BY_KIND[kind].map((format) => FORMATS[format].label)

const nounFor = (kind: MediaKind, howMany: number) => pluralForm(howMany, MEDIA_KINDS[kind].noun)

/** "25 MB", counted as the cards count file sizes. */
const maxSize = (kind: MediaKind) => formatFileSize(maxBytesOf(kind))

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "Up to 10 photos, 25 MB each (JPEG, PNG, WebP)", "One video, up to 500 MB (MP4, MOV, WebM)". */
export function limitsHint(kind: MediaKind) {
  const { maxCount } = MEDIA_KINDS[kind]
  const size = maxSize(kind)
  const formats = unitList().format(formatNames(kind))
  return maxCount === 1
    ? `${capitalised(`one ${nounFor(kind, 1)}`)}, up to ${size} (${formats})`
    : `Up to ${formatCount(maxCount)} ${nounFor(kind, maxCount)}, ${size} each (${formats})`
}

const reasons: Record<RefusalReason, (kind: MediaKind) => string> = {
  empty: () => 'it is empty',
  tooLarge: (kind) => `it is larger than ${maxSize(kind)}`,
  alreadyAttached: () => 'it is already attached',
  tooMany: (kind) => {
    const { maxCount } = MEDIA_KINDS[kind]
    return `only ${formatCount(maxCount)} ${nounFor(kind, maxCount)} can be attached`
  },
  wrongKind: (kind) =>
    `it is not ${MEDIA_KINDS[kind].article} ${orList().format(formatNames(kind))} ${nounFor(kind, 1)}`,
  undecodable: () => 'the browser could not open it',
  uncheckable: () =>
    'it could not be checked. Choose it again (if you are offline, once you are back online)',
}

/** What follows a refused file's name: " was not added: it is not a JPEG, PNG or WebP photo." */
export const refusalReason = (reason: RefusalReason, kind: MediaKind) =>
  ` was not added: ${reasons[reason](kind)}.`

/** Each kind of hidden detail as a card labels its value, and as a list of what went names it. */
const FIELD_WORDS: Record<HiddenDetailField, { label: string; inList: string }> = {
  location: { label: 'Location', inList: 'location' },
  device: { label: 'Device', inList: 'device' },
  date: { label: 'Taken', inList: 'date' },
  software: { label: 'Software', inList: 'software' },
  owner: { label: 'Owner', inList: 'owner' },
  serial: { label: 'Serial number', inList: 'serial number' },
  text: { label: 'Title or comment', inList: 'title or comment' },
  thumbnail: { label: 'A thumbnail picture', inList: 'thumbnail' },
  makerNotes: { label: 'Camera maker notes', inList: 'maker notes' },
  motionVideo: {
    label: 'The short video inside this photo',
    inList: 'the short video inside this photo',
  },
  hdrLayer: { label: 'An HDR layer', inList: 'the HDR layer' },
  subtitleTrack: { label: 'A subtitle track', inList: 'a subtitle track' },
  timecodeTrack: { label: 'A timecode track', inList: 'a timecode track' },
  metadataTrack: { label: 'A timed-metadata track', inList: 'a timed-metadata track' },
  telemetryTrack: { label: 'A location or sensor track', inList: 'a location or sensor track' },
  dataTrack: { label: 'A data track', inList: 'a data track' },
  other: { label: 'Other data', inList: 'other data' },
}

/** Fields that are listed only with their value: software that names no app is left out. */
const LISTED_WITH_VALUE_ONLY: readonly HiddenDetailField[] = ['software']

const holdsAny = (details: HiddenDetails) =>
  HIDDEN_DETAIL_FIELDS.some((field) => details[field] !== undefined)

/**
 * What a file reveals, a line each: "Location: near 12.97, 77.60", "Device: Apple iPhone 15
 * Pro", "A thumbnail picture"; a motion photo's video with what it holds in brackets. A file
 * whose only detail is left out still lists "Other data": it is not clean.
 */
export function hiddenDetailsList(details: HiddenDetails): string[] {
  const words = hiddenDetailsInWords(details)
  const lines = HIDDEN_DETAIL_FIELDS.flatMap((field) => {
    if (details[field] === undefined) return []
    const { label } = FIELD_WORDS[field]
    if (field === 'motionVideo' && details.motionVideo) {
      const held = hiddenDetailsList(details.motionVideo)
      return [held.length > 0 ? `${label} (${held.join('; ')})` : label]
    }
    const value = words[field]
    if (!value && LISTED_WITH_VALUE_ONLY.includes(field)) return []
    return [value ? `${label}: ${value}` : label]
  })
  return lines.length === 0 && holdsAny(details) ? [FIELD_WORDS.other.label] : lines
}

/** "location, device and date", in the screen's order of fields. */
const fieldWords = (fields: readonly HiddenDetailField[]) =>
  andList().format(
    HIDDEN_DETAIL_FIELDS.filter((field) => fields.includes(field)).map(
      (field) => FIELD_WORDS[field].inList,
    ),
  )

/** "Removed: location, device, date" */
export const removedSummary = (removed: readonly HiddenDetailField[]) =>
  `Removed: ${fieldWords(removed)}`

/** "Still inside after cleaning: owner." */
export const remainingSummary = (remaining: readonly HiddenDetailField[]) =>
  `Still inside after cleaning: ${fieldWords(remaining)}.`

const STREAM_WORDS: Record<MediaKind, string> = {
  photo: 'picture data',
  video: 'video data',
  audio: 'sound data',
}

/** "Left in: the video data itself names the program that encoded it (x264 - core 164)…" */
export const encoderKeptNote = (kind: MediaKind, encoder: string) =>
  `Left in: the ${STREAM_WORDS[kind]} itself names the program that encoded it (${encoder}). ` +
  'TipWire sends that data unchanged.'

export const NO_HIDDEN_DETAILS_FOUND = 'No hidden details found.'

export const CLEANING_FAILED =
  'TipWire could not check and clean every part of this file, so it cannot call it clean.'
export const NOT_SENT_ANONYMOUSLY = 'It cannot be sent anonymously.'
export const NOT_SENT_WHILE_REMOVING = 'It is not sent while Remove hidden details is on.'
export const NOT_READ_WHOLE =
  'TipWire could not read every hidden detail of this file, so it cannot say what it reveals. Whatever it holds, such as a location, a device or names, goes with it.'

/** "JPEG photo", "WebM video": what the bytes are, whatever the name says. */
export const formatLabel = (format: DetectedFormat, kind: MediaKind) =>
  `${FORMATS[format].label} ${nounFor(kind, 1)}`

/** Where a video or audio file this browser cannot play would be previewed. */
export const NO_PREVIEW = 'No preview in this browser'

/** Before the name a file is sent under: "Sent as photo-1.jpg". */
export const SENT_AS = 'Sent as'

/**
 * "Covered: 2 areas", on the card of a photo covered in the editor; for a HEIC, "Covered: 2
 * areas, and made a JPEG: browsers cannot write HEIC".
 */
export function coveredSummary(areas: number, coveredFrom: DetectedFormat | null) {
  const covered = `Covered: ${areaCount(areas)}`
  return coveredFrom
    ? `${covered}, and made a JPEG: browsers cannot write ${FORMATS[coveredFrom].label}`
    : covered
}
