import { activeLocale } from '@/lib/i18n/catalogues'
import { formatRelativeTime } from '@/lib/i18n/format'
import type { PostedAgo } from './sampleTips'

/**
 * When a tip was posted, in the active language, as a card's line begins: '2 hours ago',
 * 'Yesterday', '3 दिन पहले'.
 */
export function postedWhen({ count, unit }: PostedAgo) {
  const locale = activeLocale()
  const text = formatRelativeTime(-count, unit)
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}
