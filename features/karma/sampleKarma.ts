import { KARMA_PER_SUBMITTED_TIP, KARMA_PURCHASE_BONUS } from '@/lib/businessRules'
import { DAY } from './submittedWhen'

/** A code: TipsHistory.tsx says it in the active language. */
export type TipStatus = 'accepted' | 'pending'

export interface TipHistoryEntry {
  id: string
  title: string
  /** When it was submitted, in ms since 1970: shown relative to now (submittedWhen.ts). */
  submittedAt: number
  status: TipStatus
  karma: number
  /** The code given to the sender on submission (product.md §6); the sample tips have none. */
  reference?: string
}

/** product.md §8: the user dashboard's counters on every load (5 x 10 + 100 = 150). */
export const startingCounters = {
  points: 150,
  tipsSubmitted: 5,
  tipsAccepted: 1,
}

/** Sample tips keep their age: a page opened today shows them as submitted that long ago. */
const daysAgo = (days: number) => Date.now() - days * DAY

export const sampleHistory = [
  {
    id: 'history-water-main',
    title: 'Water main burst floods the Andheri East underpass',
    submittedAt: daysAgo(14),
    status: 'accepted',
    karma: KARMA_PER_SUBMITTED_TIP + KARMA_PURCHASE_BONUS,
  },
  {
    id: 'history-school-fees',
    title: 'Private school raises fees mid-term without notice',
    submittedAt: daysAgo(3),
    status: 'pending',
    karma: KARMA_PER_SUBMITTED_TIP,
  },
  {
    id: 'history-market-fire',
    title: 'Fire safety exits locked at the weekly textile market',
    submittedAt: daysAgo(1),
    status: 'pending',
    karma: KARMA_PER_SUBMITTED_TIP,
  },
] satisfies readonly TipHistoryEntry[]
