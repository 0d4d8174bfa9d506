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
