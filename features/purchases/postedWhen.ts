import { activeLocale } from '@/lib/i18n/catalogues'
import type { PostedAgo } from './sampleTips'

// One formatter per language, made on first use: making one costs milliseconds on a slow phone.
const formatters = new Map<string, Intl.RelativeTimeFormat>()

function relativeTime(locale: string) {
  let formatter = formatters.get(locale)
  // 'auto' says "yesterday" rather than "1 day ago" (Hindi "कल", Urdu "گزشتہ کل").
  if (!formatter)
    formatters.set(locale, (formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  return formatter
}

/**
 * When a tip was posted, in the active language, as a card's line begins: '2 hours ago',
 * 'Yesterday', '3 दिन पहले'.
 */
export function postedWhen({ count, unit }: PostedAgo) {
  const locale = activeLocale()
  const text = relativeTime(locale).format(-count, unit)
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}
