import { weakMapMemoize } from '@reduxjs/toolkit'
import type { Tip } from './sampleTips'

/** Lower case without accents: 'Bengaluru' and 'BENGALURU', 'Chênnai' and 'Chennai' compare equal. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase()

// Folded once per feed, on its first search, not once per tip and keystroke: a feed may hold
// thousands of tips, and every keystroke searches them all.
const searchableTips = weakMapMemoize((tips: readonly Tip[]) =>
  tips.map((tip) => ({ tip, text: folded([tip.title, tip.excerpt, tip.location].join('\n')) })),
)

/** The words of a query, folded; none for a blank query. */
const queryWords = (query: string) => folded(query).split(/\s+/).filter(Boolean)

/**
 * The tips in whose title, excerpt or location every word of the query appears, ignoring case
 * and accents; all of them (the same array) for a blank query.
 */
export function tipsMatching(tips: Tip[], query: string) {
  const words = queryWords(query)
  if (words.length === 0) return tips
  return searchableTips(tips)
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .map(({ tip }) => tip)
}
