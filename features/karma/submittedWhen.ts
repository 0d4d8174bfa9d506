import { onFirstUse } from '@/lib/onFirstUse'

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

// The app's one locale, as in formatCount.ts; 'auto' says "yesterday" and "last week".
const relativeTime = onFirstUse(() => new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }))

/** "Submitted just now", "Submitted 5 minutes ago", "Submitted yesterday", "Submitted 2 weeks ago". */
export function submittedWhen(submittedAt: number, now: number) {
  const elapsed = Math.max(0, now - submittedAt)
  const unit = UNITS.find(([, length]) => elapsed >= length)
  if (!unit) return 'Submitted just now'
  const [name, length] = unit
  return `Submitted ${relativeTime().format(-Math.floor(elapsed / length), name)}`
}
