import { i18n } from '@lingui/core'
import type { HiddenDetails, WrittenLocation } from '@/lib/media'
import { perLanguage } from '@/lib/i18n/perLanguage'

/**
 * Turns the raw values the media engine reads into the plain words the screen shows
 * (product.md §7), with the numbers and dates of the active language.
 */

const coordinate = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
)

/**
 * 12.97159, 77.59456 -> 'near 12.97, 77.60': rounded to about a kilometre, which says what the
 * file gives away (a neighbourhood) without the card repeating the exact spot.
 */
export const formatCoordinates = (latitude: number, longitude: number) =>
  i18n._('files.details.nearCoordinates', {
    latitude: coordinate().format(latitude),
    longitude: coordinate().format(longitude),
  })

/** Coordinates rounded, or the place as the file writes it when it holds no coordinates. */
export const formatLocation = (location: WrittenLocation) =>
  'text' in location ? location.text : formatCoordinates(location.latitude, location.longitude)

// The date is shown as the file writes it: a UTC formatter over UTC fields never shifts it.
const dayMonthYear = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const monthYear = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
)
// The year, hour and minute as the file writes them, in the language's digits.
const digits = (minimumIntegerDigits: number) =>
  perLanguage(
    (locale) => new Intl.NumberFormat(locale, { minimumIntegerDigits, useGrouping: false }),
  )
const year = digits(4)
const twoDigits = digits(2)

/**
 * '2026:03:14 09:41:00' (EXIF), '2026-03-14T09:41:00+0530' (video, XMP), '2026-03' or '2026'
 * (audio tags), '20260314' (IPTC) -> '14 March 2026, 09:41', 'March 2026', '2026'. Any other text is kept as written.
 */
export function formatWrittenDate(text: string) {
  const match = /^\s*(\d{4})(?:[:-]?(\d{2})(?:[:-]?(\d{2})(?:[T ](\d{2}):?(\d{2}))?)?)?/.exec(text)
  if (!match) return text.trim()
  const [, writtenYear, month, day, hour, minute] = match
  if (!month) return year().format(Number(writtenYear))
  const date = Date.UTC(Number(writtenYear), Number(month) - 1, Number(day ?? 1))
  if (Number.isNaN(date) || Number(month) < 1 || Number(month) > 12) return text.trim()
  if (!day) return monthYear().format(date)
  const written = dayMonthYear().format(date)
  if (!hour || !minute) return written
  const time = `${twoDigits().format(Number(hour))}:${twoDigits().format(Number(minute))}`
  return i18n._('files.details.dateAndTime', { date: written, time })
}

/** 'Apple' + 'iPhone 15 Pro' -> 'Apple iPhone 15 Pro'; a model that already names its maker stays as is. */
export function formatDevice({ make = '', model = '' }: { make?: string; model?: string }) {
  if (!model) return make
  if (!make || model.toLowerCase().startsWith(make.toLowerCase())) return model
  return `${make} ${model}`
}

/**
 * A track handler's name ('VideoHandler', 'Core Media Video', 'GPAC ISO Audio Handler') or a
 * bare version ('17.3.1') says nothing a reader can use: the software is worded only when it
 * names an app.
 */
const NOT_AN_APP = /handler$|^core media\b|^[\d.\s]+$/i

const appName = (software: string) => (NOT_AN_APP.test(software.trim()) ? undefined : software)

/** The kinds of hidden detail that hold a value to show, not only their presence. */
export type ValuedField = 'location' | 'device' | 'date' | 'software' | 'owner' | 'serial' | 'text'

/**
 * The value of each field a file reveals, in plain words; fields that only exist have none, and
 * software that names no app has none either.
 */
export const hiddenDetailsInWords = (
  details: HiddenDetails,
): Partial<Record<ValuedField, string>> => ({
  location: details.location && formatLocation(details.location),
  device: details.device && formatDevice(details.device),
  date: details.date && formatWrittenDate(details.date),
  software: details.software && appName(details.software),
  owner: details.owner,
  serial: details.serial,
  text: details.text,
})
