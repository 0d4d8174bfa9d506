/**
 * What a file reveals and what cleaning removed, in words from the 'files' catalogue: the
 * engine names each kind of hidden detail by a code (location, device, thumbnail, a subtitle
 * track...), and these are its words (product.md §7).
 */
import { i18n } from '@lingui/core'
import {
  HIDDEN_DETAIL_FIELDS,
  type HiddenDetailField,
  type HiddenDetails,
  type MediaKind,
} from '@/lib/media'
import { formatCommaList } from '@/lib/i18n/format'
import type { Attachment } from './attachment'
import type { KindMessages } from './mediaTexts'
import { hiddenDetailsInWords, type ValuedField } from './plainWords'

/** Each kind of hidden detail as a card labels it: "A thumbnail picture", "Location". */
const FIELD_LABELS: Record<HiddenDetailField, string> = {
  location: 'files.detailLabel.location',
  device: 'files.detailLabel.device',
  date: 'files.detailLabel.date',
  software: 'files.detailLabel.software',
  owner: 'files.detailLabel.owner',
  serial: 'files.detailLabel.serial',
  text: 'files.detailLabel.text',
  thumbnail: 'files.detailLabel.thumbnail',
  makerNotes: 'files.detailLabel.makerNotes',
  motionVideo: 'files.detailLabel.motionVideo',
  hdrLayer: 'files.detailLabel.hdrLayer',
  subtitleTrack: 'files.detailLabel.subtitleTrack',
  timecodeTrack: 'files.detailLabel.timecodeTrack',
  metadataTrack: 'files.detailLabel.metadataTrack',
  telemetryTrack: 'files.detailLabel.telemetryTrack',
  dataTrack: 'files.detailLabel.dataTrack',
  other: 'files.detailLabel.other',
}

/** A card's line for a detail with its value: "Location: {value}". */
const FIELD_VALUES: Record<ValuedField, string> = {
  location: 'files.detailValue.location',
  device: 'files.detailValue.device',
  date: 'files.detailValue.date',
  software: 'files.detailValue.software',
  owner: 'files.detailValue.owner',
  serial: 'files.detailValue.serial',
  text: 'files.detailValue.text',
}

/** Each kind of detail as a list of what went names it: "location", "the HDR layer". */
const FIELD_IN_LIST: Record<HiddenDetailField, string> = {
  location: 'files.detailInList.location',
  device: 'files.detailInList.device',
  date: 'files.detailInList.date',
  software: 'files.detailInList.software',
  owner: 'files.detailInList.owner',
  serial: 'files.detailInList.serial',
  text: 'files.detailInList.text',
  thumbnail: 'files.detailInList.thumbnail',
  makerNotes: 'files.detailInList.makerNotes',
  motionVideo: 'files.detailInList.motionVideo',
  hdrLayer: 'files.detailInList.hdrLayer',
  subtitleTrack: 'files.detailInList.subtitleTrack',
  timecodeTrack: 'files.detailInList.timecodeTrack',
  metadataTrack: 'files.detailInList.metadataTrack',
  telemetryTrack: 'files.detailInList.telemetryTrack',
  dataTrack: 'files.detailInList.dataTrack',
  other: 'files.detailInList.other',
}

const isValued = (field: HiddenDetailField): field is ValuedField => field in FIELD_VALUES

/** Fields that are listed only with their value: software that names no app is left out. */
const LISTED_WITH_VALUE_ONLY: readonly HiddenDetailField[] = ['software']

const holdsAny = (details: HiddenDetails) =>
  HIDDEN_DETAIL_FIELDS.some((field) => details[field] !== undefined)

/** The line of a motion photo's video: what the video itself holds, in brackets. */
function motionVideoLine(video: HiddenDetails) {
  const held = hiddenDetailsList(video)
  if (held.length === 0) return i18n._(FIELD_LABELS.motionVideo)
  return i18n._('files.details.motionVideoHolding', {
    details: held.join(i18n._('files.details.separator')),
  })
}

/**
 * What a file reveals, a line each: "Location: near 12.97, 77.60", "Device: Apple iPhone 15
 * Pro", "A thumbnail picture"; a motion photo's video with what it holds in brackets. A file
 * whose only detail is left out still lists "Other data": it is not clean.
 */
export function hiddenDetailsList(details: HiddenDetails): string[] {
  const words = hiddenDetailsInWords(details)
  const lines = HIDDEN_DETAIL_FIELDS.flatMap((field) => {
    if (details[field] === undefined) return []
    if (field === 'motionVideo' && details.motionVideo)
      return [motionVideoLine(details.motionVideo)]
    if (isValued(field) && words[field]) {
      return [i18n._(FIELD_VALUES[field], { value: words[field] })]
    }
    return LISTED_WITH_VALUE_ONLY.includes(field) ? [] : [i18n._(FIELD_LABELS[field])]
  })
  return lines.length === 0 && holdsAny(details) ? [i18n._(FIELD_LABELS.other)] : lines
}

/** "location, device, date", in the screen's order of fields. */
export const detailKindsInWords = (fields: readonly HiddenDetailField[]) =>
  formatCommaList(
    HIDDEN_DETAIL_FIELDS.filter((field) => fields.includes(field)).map((field) =>
      i18n._(FIELD_IN_LIST[field]),
    ),
  )

/** "Removed: location, device, date" */
export const removedSummary = (removed: readonly HiddenDetailField[]) =>
  i18n._('files.details.removed', { fields: detailKindsInWords(removed) })

/** "Still inside after cleaning: owner." */
export const remainingSummary = (remaining: readonly HiddenDetailField[]) =>
  i18n._('files.details.remaining', { fields: detailKindsInWords(remaining) })

const ENCODER_KEPT: KindMessages = {
  photo: 'files.details.encoderKeptInPicture',
  video: 'files.details.encoderKeptInVideo',
  audio: 'files.details.encoderKeptInSound',
}

/** "Left in: the video data itself holds the name of the app that recorded it…" */
export const encoderKeptNote = (kind: MediaKind) => i18n._(ENCODER_KEPT[kind])

/**
 * What a cleaned file sends as it was: its coded picture and sound, which may hide text no
 * cleaner can tell from them (a JPEG's tail, a VP8 partition, AMR speech). None where TipWire
 * made that data anew on this device: a covered photo, a covered video's picture, a sound
 * removed or disguised.
 */
export function unchangedDataNote({
  kind,
  coveredAreas,
  coveredVideo,
  voiceDisguised,
}: Attachment) {
  const soundKept = () => i18n._('files.details.soundDataUnchanged')
  switch (kind) {
    case 'photo':
      return coveredAreas > 0 ? null : i18n._('files.details.pictureDataUnchanged')
    case 'video':
      if (!coveredVideo) return i18n._('files.details.videoDataUnchanged')
      return coveredVideo.sound === 'kept' ? soundKept() : null
    case 'audio':
      return voiceDisguised ? null : soundKept()
  }
}

export const NO_HIDDEN_DETAILS_FOUND = 'files.details.noneFound'
export const CLEANING_FAILED = 'files.details.cleaningFailed'
export const NOT_SENT_ANONYMOUSLY = 'files.details.notSentAnonymously'
export const NOT_SENT_WHILE_REMOVING = 'files.details.notSentWhileRemoving'
export const NOT_READ_WHOLE = 'files.details.notReadWhole'
export const FRAMES_SAMPLED = 'files.details.framesSampled'
