import { perLanguage } from './perLanguage'

// How long a recording plays, in the active language, by Intl (product.md §15): apart from
// ./format, as only the tip form's attachments show one.

const SECOND_MS = 1000
const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S

const durations = perLanguage((locale) => {
  const unit = (name: string, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
  return {
    hours: unit('hour'),
    minutes: unit('minute'),
    // Hundredths: one 20 ms frame of an AMR recording shows.
    seconds: unit('second', 2),
    parts: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
  }
})

/** 2980 -> '2.98 secs', 123_000 -> '2 mins, 3.00 secs', 3_723_980 -> '1 hr, 2 mins, 3.98 secs'. */
export function formatDuration(ms: number) {
  const { hours, minutes, seconds, parts } = durations()
  const totalSeconds = ms / SECOND_MS
  const wholeHours = Math.floor(totalSeconds / HOUR_S)
  const wholeMinutes = Math.floor((totalSeconds % HOUR_S) / MINUTE_S)
  const shown = [seconds.format(totalSeconds % MINUTE_S)]
  if (totalSeconds >= MINUTE_S) shown.unshift(minutes.format(wholeMinutes))
  if (wholeHours > 0) shown.unshift(hours.format(wholeHours))
  return parts.format(shown)
}

const clockParts = perLanguage((locale) => ({
  whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }),
  twoDigits: new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  twoDigitsAndTenths: new Intl.NumberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }),
}))

/**
 * A moment of a clip as a player shows it: 3.4 -> '0:03', 63 -> '1:03', 3723 -> '1:02:03'; with
 * `tenths`, 3.4 -> '0:03.4'. Whole seconds are cut, not rounded: 0:03 is shown for all of it.
 */
export function formatClockTime(seconds: number, { tenths = false } = {}) {
  const { whole, twoDigits, twoDigitsAndTenths } = clockParts()
  const shown = tenths ? Math.floor(seconds * 10) / 10 : Math.floor(seconds)
  const hours = Math.floor(shown / HOUR_S)
  const minutes = Math.floor((shown % HOUR_S) / MINUTE_S)
  const second = (tenths ? twoDigitsAndTenths : twoDigits).format(shown % MINUTE_S)
  return hours > 0
    ? `${whole.format(hours)}:${twoDigits.format(minutes)}:${second}`
    : `${whole.format(minutes)}:${second}`
}
