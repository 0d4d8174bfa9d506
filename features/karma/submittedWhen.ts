import { i18n } from '@lingui/core'
import { formatRelativeTime } from '@/lib/i18n/format'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** The largest unit first: "2 weeks ago" rather than "14 days ago". */
const UNITS = [
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
] as const

/** "Submitted just now", "Submitted 5 minutes ago", "Submitted yesterday", "Submitted 2 weeks ago". */
export function submittedWhen(submittedAt: number, now: number) {
  const elapsed = Math.max(0, now - submittedAt)
  const unit = UNITS.find(([, length]) => elapsed >= length)
  if (!unit) return i18n._('user.tipsHistory.submittedJustNow')
  const [name, length] = unit
  return i18n._('user.tipsHistory.submittedAgo', {
    when: formatRelativeTime(-Math.floor(elapsed / length), name),
  })
}
