/**
 * The words the media pickers and cards show, from the 'files' catalogue, with the values
 * computed from the rules (product.md §7); made when they are shown. What a file reveals is
 * worded in hiddenDetailWords.ts.
 */
import { i18n } from '@lingui/core'
import {
  FORMATS,
  FORMATS_BY_KIND,
  type DetectedFormat,
  type MediaKind,
  type Shortening,
} from '@/lib/media'
import { formatDuration } from '@/lib/i18n/formatDuration'
import { formatAlternatives, formatCommaList } from '@/lib/i18n/format'
import { formatFileSize } from '@/lib/i18n/formatFileSize'
import type { VideoCover } from '@features/videoCoverEditor'
import type { RefusalReason } from './attachment'
import { MEDIA_KINDS, maxBytesOf } from './mediaRules'

/** File format names stay as the formats call themselves (JPEG, MP4) in every language. */
const formatNames = (kind: MediaKind) =>
  FORMATS_BY_KIND[kind].map((format) => FORMATS[format].label)

/** "25 MB", counted as the cards count file sizes. */
const maxSize = (kind: MediaKind) => formatFileSize(maxBytesOf(kind))

export type KindMessages = Record<MediaKind, string>

const KIND_LABELS: KindMessages = {
  photo: 'files.media.photo',
  video: 'files.media.video',
  audio: 'files.media.audio',
}

/** The Photo, Video and Audio boxes. */
export const kindLabel = (kind: MediaKind) => i18n._(KIND_LABELS[kind])

const CHOOSE_LABELS: KindMessages = {
  photo: 'files.picker.choosePhotos',
  video: 'files.picker.chooseVideo',
  audio: 'files.picker.chooseAudio',
}

/** "Choose photos", "Choose a video". */
export const chooseLabel = (kind: MediaKind) => i18n._(CHOOSE_LABELS[kind])

const REFUSED_LIST_LABELS: KindMessages = {
  photo: 'files.picker.photosNotAdded',
  video: 'files.picker.videosNotAdded',
  audio: 'files.picker.audioNotAdded',
}

/** "Photo files not added": the name of a picker's list of refused files. */
export const refusedListLabel = (kind: MediaKind) => i18n._(REFUSED_LIST_LABELS[kind])

const CHOSEN_LIST_LABELS: KindMessages = {
  photo: 'files.picker.chosenPhotos',
  video: 'files.picker.chosenVideos',
  audio: 'files.picker.chosenAudio',
}

/** "Chosen photo files": the name of a picker's list of cards. */
export const chosenListLabel = (kind: MediaKind) => i18n._(CHOSEN_LIST_LABELS[kind])

const LIMITS: KindMessages = {
  photo: 'files.picker.photoLimits',
  video: 'files.picker.videoLimits',
  audio: 'files.picker.audioLimits',
}

/** "Up to 10 photos, 25 MB each (JPEG, PNG, WebP)", "One video, up to 500 MB (MP4, MOV, WebM)". */
export const limitsHint = (kind: MediaKind) =>
  i18n._(LIMITS[kind], {
    count: MEDIA_KINDS[kind].maxCount,
    size: maxSize(kind),
    formats: formatCommaList(formatNames(kind)),
  })

const forEveryKind = (id: string): KindMessages => ({ photo: id, video: id, audio: id })

/** Each refusal is one sentence with the file's name in it, so each language orders it. */
const REFUSALS: Record<RefusalReason, KindMessages> = {
  empty: forEveryKind('files.refused.empty'),
  tooLarge: forEveryKind('files.refused.tooLarge'),
  alreadyAttached: forEveryKind('files.refused.alreadyAttached'),
  tooMany: {
    photo: 'files.refused.tooManyPhotos',
    video: 'files.refused.tooManyVideos',
    audio: 'files.refused.tooManyAudioFiles',
  },
  wrongKind: {
    photo: 'files.refused.notAPhoto',
    video: 'files.refused.notAVideo',
    audio: 'files.refused.notAnAudioFile',
  },
  soundOnly: forEveryKind('files.refused.soundOnly'),
  undecodable: forEveryKind('files.refused.undecodable'),
  uncheckable: forEveryKind('files.refused.uncheckable'),
}

/**
 * A refused file's sentence, its {name} left for the caller: "{name} was not added: it is not a
 * JPEG, PNG or WebP photo."
 */
export const refusalMessage = (reason: RefusalReason, kind: MediaKind) => ({
  id: REFUSALS[reason][kind],
  values: {
    size: maxSize(kind),
    count: MEDIA_KINDS[kind].maxCount,
    formats: formatAlternatives(formatNames(kind)),
  },
})

/** "notes.jpg was not added: it is empty." */
export function refusalText(name: string, reason: RefusalReason, kind: MediaKind) {
  const { id, values } = refusalMessage(reason, kind)
  return i18n._(id, { ...values, name })
}

const FORMAT_LABELS: KindMessages = {
  photo: 'files.card.photoFormat',
  video: 'files.card.videoFormat',
  audio: 'files.card.audioFormat',
}

/** "JPEG photo", "WebM video": what the bytes are, whatever the name says. */
export const formatLabel = (format: DetectedFormat, kind: MediaKind) =>
  i18n._(FORMAT_LABELS[kind], { format: FORMATS[format].label })

/**
 * "Covered: 2 areas", on the card of a photo covered in the editor; for a HEIC, "Covered: 2
 * areas, and made a JPEG: browsers cannot write HEIC".
 */
export const coveredSummary = (areas: number, coveredFrom: DetectedFormat | null) =>
  coveredFrom
    ? i18n._('files.card.coveredMadeJpeg', { areas, format: FORMATS[coveredFrom].label })
    : i18n._('files.card.covered', { areas })

/**
 * "Covered: 3 areas through the clip, sound removed. This is a new file made on this device.", on
 * the card of a video covered in the editor.
 */
export const videoCoveredSummary = ({ areas, sound }: VideoCover) =>
  i18n._('files.card.videoCovered', { areas, sound })

/** "Voice disguised: harder to recognise, not impossible. This is a new file made on this device." */
export const voiceDisguisedSummary = () => i18n._('files.card.voiceDisguised')

/**
 * What a disguised voice still gives away, under a video's summary: "A disguised voice is harder
 * to recognise, not impossible to recognise: ... the words and the sounds around it still say a lot."
 */
export const disguisedVoiceLimits = () => i18n._('files.disguise.limits')

/** How long a recording sent shorter plays as sent and as it may have: "2.98 secs", "3.00 secs". */
export const shortenedLengths = ({ sentMs, originalMs }: Shortening) => ({
  sent: formatDuration(sentMs),
  original: formatDuration(originalMs),
})
