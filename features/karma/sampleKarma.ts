import { KARMA_PER_SUBMITTED_TIP, KARMA_PURCHASE_BONUS } from '@/lib/businessRules'
import type { TipHistoryEntry } from './karmaSlice'

/** product.md §8: the user dashboard's counters on every load (5 x 10 + 100 = 150). */
export const startingCounters = {
  points: 150,
  tipsSubmitted: 5,
  tipsAccepted: 1,
}

export const sampleHistory = [
  {
    id: 'history-water-main',
    title: 'Water main burst floods the Andheri East underpass',
    submittedWhen: 'Submitted 2 weeks ago',
    status: 'Accepted',
    karma: KARMA_PER_SUBMITTED_TIP + KARMA_PURCHASE_BONUS,
  },
  {
    id: 'history-school-fees',
    title: 'Private school raises fees mid-term without notice',
    submittedWhen: 'Submitted 3 days ago',
    status: 'Pending',
    karma: KARMA_PER_SUBMITTED_TIP,
  },
  {
    id: 'history-market-fire',
    title: 'Fire safety exits locked at the weekly textile market',
    submittedWhen: 'Submitted yesterday',
    status: 'Pending',
    karma: KARMA_PER_SUBMITTED_TIP,
  },
] satisfies readonly TipHistoryEntry[]
