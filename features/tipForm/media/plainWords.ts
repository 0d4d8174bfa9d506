import type { HiddenDetails } from './mediaTypes'

/** Turns the raw values files hold into the plain words the screen shows (product.md §7). */

const coordinate = new Intl.NumberFormat('en', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  useGrouping: false,
})

/** 12.97159, 77.59456 -> '12.972, 77.595': a rounded position is still a neighbourhood. */
export function formatCoordinates(latitude: number, longitude: number) {
  return `${coordinate.format(latitude)}, ${coordinate.format(longitude)}`
}

/** ISO 6709 as phones write it in videos: '+12.9716+077.5946+920.000/'. */
function parseIso6709(text: string) {
  const match = /^\s*([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)/.exec(text)
  if (!match) return undefined
  return { latitude: Number(match[1]), longitude: Number(match[2]) }
}

/** The ISO 6709 text in plain words, or the text as written when it is not ISO 6709. */
export function formatLocationText(text: string) {
  const position = parseIso6709(text)
  return position ? formatCoordinates(position.latitude, position.longitude) : text.trim()
}

// The date is shown as the file writes it: a UTC formatter over UTC fields never shifts it.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

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
  if (!day) return monthYear.format(date)
  const written = dayMonthYear.format(date)
  return hour && minute ? `${written}, ${hour}:${minute}` : written
}

/** 'Apple' + 'iPhone 15 Pro' -> 'Apple iPhone 15 Pro'; a model that already names its maker stays as is. */
export function formatDevice(make: string | undefined, model: string | undefined) {
  const maker = make?.trim() ?? ''
  const name = model?.trim() ?? ''
  if (!name) return maker || undefined
  if (!maker || name.toLowerCase().startsWith(maker.toLowerCase())) return name
  return `${maker} ${name}`
}

/** The details a reader found, without the fields it left empty. */
export function keepFound(details: HiddenDetails): HiddenDetails {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value))
}
