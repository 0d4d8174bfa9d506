import type { HiddenDetailField, HiddenDetails, WrittenLocation } from '@/lib/media'
import { onFirstUse } from '@/lib/onFirstUse'

/**
 * Turns the raw values the media engine reads into the plain words the screen shows
 * (product.md §7), in the app's one locale for numbers, en-IN.
 */
const LOCALE = 'en-IN'

const coordinate = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
)

/**
 * 12.97159, 77.59456 -> 'near 12.97, 77.60': rounded to about a kilometre, which says what the
 * file gives away (a neighbourhood) without the card repeating the exact spot.
 */
export function formatCoordinates(latitude: number, longitude: number) {
  return `near ${coordinate().format(latitude)}, ${coordinate().format(longitude)}`
}

/** Coordinates rounded, or the place as the file writes it when it holds no coordinates. */
export const formatLocation = (location: WrittenLocation) =>
  'text' in location ? location.text : formatCoordinates(location.latitude, location.longitude)

// The date is shown as the file writes it: a UTC formatter over UTC fields never shifts it.
const dayMonthYear = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
)

/**
 * '2026:03:14 09:41:00' (EXIF), '2026-03-14T09:41:00+0530' (video, XMP), '2026-03' or '2026'
 * (audio tags), '20260314' (IPTC) -> '14 March 2026, 09:41', 'March 2026', '2026'. Any other text is kept as written.
 */
export function formatWrittenDate(text: string) {
  const match = /^\s*(\d{4})(?:[:-]?(\d{2})(?:[:-]?(\d{2})(?:[T ](\d{2}):?(\d{2}))?)?)?/.exec(text)
  if (!match) return text.trim()
  const [, year, month, day, hour, minute] = match
  if (!month) return year
  const date = Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1))
  if (Number.isNaN(date) || Number(month) < 1 || Number(month) > 12) return text.trim()
  if (!day) return monthYear().format(date)
  const written = dayMonthYear().format(date)
  return hour && minute ? `${written}, ${hour}:${minute}` : written
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

/**
 * The value of each field a file reveals, in plain words; fields that only exist have none, and
 * software that names no app has none either.
 */
export const hiddenDetailsInWords = (
  details: HiddenDetails,
): Partial<Record<HiddenDetailField, string>> => ({
  location: details.location && formatLocation(details.location),
  device: details.device && formatDevice(details.device),
  date: details.date && formatWrittenDate(details.date),
  software: details.software && appName(details.software),
  owner: details.owner,
  serial: details.serial,
  text: details.text,
})
