/** The sentences the media pickers and cards show, computed from the rules (product.md §7). */
import {
  FORMATS_BY_KIND,
  HIDDEN_DETAIL_FIELDS,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
  type MediaKind,
} from './media/mediaTypes'
import { FORMAT_NAMES, MEDIA_KINDS } from './mediaRules'
import type { RefusalReason } from './tipDraft'

const LOCALE = 'en-IN'
const count = new Intl.NumberFormat(LOCALE)
const megabytes = new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'megabyte' })
const plural = new Intl.PluralRules(LOCALE)
const unitList = new Intl.ListFormat(LOCALE, { type: 'unit', style: 'short' })
const orList = new Intl.ListFormat(LOCALE, { type: 'disjunction' })
const andList = new Intl.ListFormat(LOCALE, { type: 'unit', style: 'long' })

const formatNames = (kind: MediaKind) => FORMATS_BY_KIND[kind].map((format) => FORMAT_NAMES[format])

const nounFor = (kind: MediaKind, howMany: number) =>
  MEDIA_KINDS[kind].noun[plural.select(howMany) === 'one' ? 'one' : 'other']

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "Up to 10 photos, 25 MB each (JPEG, PNG, WebP)", "One video, up to 500 MB (MP4, MOV, WebM)". */
export function limitsHint(kind: MediaKind) {
  const { maxCount, maxMegabytes } = MEDIA_KINDS[kind]
  const size = megabytes.format(maxMegabytes)
  const formats = unitList.format(formatNames(kind))
  return maxCount === 1
    ? `${capitalised(`one ${nounFor(kind, 1)}`)}, up to ${size} (${formats})`
    : `Up to ${count.format(maxCount)} ${nounFor(kind, maxCount)}, ${size} each (${formats})`
}

const reasons: Record<RefusalReason, (kind: MediaKind) => string> = {
  empty: () => 'it is empty',
  tooLarge: (kind) => `it is larger than ${megabytes.format(MEDIA_KINDS[kind].maxMegabytes)}`,
  tooMany: (kind) => {
    const { maxCount } = MEDIA_KINDS[kind]
    return `only ${count.format(maxCount)} ${nounFor(kind, maxCount)} can be attached`
  },
  wrongKind: (kind) =>
    `it is not ${MEDIA_KINDS[kind].article} ${orList.format(formatNames(kind))} ${nounFor(kind, 1)}`,
  undecodable: () => 'the browser could not open it',
  uncleanable: () => 'TipWire could not remove its hidden details',
}

/** "evil.jpg was not added: it is not a JPEG, PNG or WebP photo." */
export const refusalMessage = (name: string, reason: RefusalReason, kind: MediaKind) =>
  `${name} was not added: ${reasons[reason](kind)}.`

const DETAIL_LABELS: Record<HiddenDetailField, string> = {
  location: 'Location',
  device: 'Device',
  date: 'Taken',
  software: 'Software',
  owner: 'Owner',
  serial: 'Serial number',
}

const REMOVED_WORDS: Record<HiddenDetailField, string> = {
  location: 'location',
  device: 'device',
  date: 'date',
  software: 'software',
  owner: 'owner',
  serial: 'serial number',
}

/** "Location 12.972, 77.595 · Device Apple iPhone 15 Pro · Taken 14 March 2026, 09:41". */
export function hiddenDetailsSummary(details: HiddenDetails) {
  return HIDDEN_DETAIL_FIELDS.flatMap((field) => {
    const value = details[field]
    return value ? [`${DETAIL_LABELS[field]} ${value}`] : []
  }).join(' · ')
}

/** "Removed: location, device, date", in the screen's order of fields. */
export function removedSummary(removed: readonly HiddenDetailField[]) {
  const words = HIDDEN_DETAIL_FIELDS.filter((field) => removed.includes(field)).map(
    (field) => REMOVED_WORDS[field],
  )
  return `Removed: ${andList.format(words)}`
}

/** "TipWire cannot remove hidden details from WebM files." */
export const cannotCleanMessage = (format: DetectedFormat) =>
  `TipWire cannot remove hidden details from ${FORMAT_NAMES[format]} files.`
