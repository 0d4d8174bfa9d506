import { weakMapMemoize } from '@reduxjs/toolkit'
import type { Tip } from './sampleTips'

/** Accents on Latin letters, after the letter once decomposed: 'é' is 'e' and U+0301. */
const LATIN_ACCENTS = /(\p{Script=Latin})\p{Mark}+/gu

/**
 * Lower case, without the accents of Latin letters: 'Bengaluru' and 'BENGALURU', 'Chênnai' and
 * 'Chennai' compare equal. The vowel signs and other marks of Devanagari and Arabic are letters
 * of their words ('काम' is not 'कम') and stay; composed or not, a text compares equal.
 * Locale-independent: the folded feed is kept whatever the language, and English, Hindi and
 * Urdu lower-case alike.
 */
const folded = (text: string) =>
  text.normalize('NFD').replace(LATIN_ACCENTS, '$1').normalize('NFC').toLowerCase()

// Folded once per feed, on its first search, not once per tip and keystroke: a feed may hold
// thousands of tips, and every keystroke searches them all.
const searchableTips = weakMapMemoize((tips: readonly Tip[]) =>
  tips.map((tip) => ({ tip, text: folded([tip.title, tip.excerpt, tip.location].join('\n')) })),
)

/** The words of a query, folded; none for a blank query. */
const queryWords = (query: string) => folded(query).split(/\s+/).filter(Boolean)

/**
 * The tips in whose title, excerpt or location every word of the query appears, ignoring case
 * and the accents of Latin letters; all of them (the same array) for a blank query.
 */
export function tipsMatching(tips: Tip[], query: string) {
  const words = queryWords(query)
  if (words.length === 0) return tips
  return searchableTips(tips)
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .map(({ tip }) => tip)
}
