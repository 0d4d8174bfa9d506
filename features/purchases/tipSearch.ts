import { weakMapMemoize } from '@reduxjs/toolkit'
import type { Tip } from './sampleTips'

/** Accents on Latin letters, after the letter once decomposed: 'é' is 'e' and U+0301. */
const LATIN_ACCENTS = /(\p{Script=Latin})\p{Mark}+/gu

/**
 * Malayalam's chillu letters and Bengali's khanda ta, each one letter since Unicode 5.1 and, as
 * older keyboards wrote them, its consonant with a virama and a zero-width joiner: 'ൽ' (U+0D7D)
 * is 'ല്' (U+0D32 U+0D4D) and U+200D.
 */
const SPELLED_OUT: Record<string, string> = {
  '\u0D7A': '\u0D23\u0D4D',
  '\u0D7B': '\u0D28\u0D4D',
  '\u0D7C': '\u0D30\u0D4D',
  '\u0D7D': '\u0D32\u0D4D',
  '\u0D7E': '\u0D33\u0D4D',
  '\u0D7F': '\u0D15\u0D4D',
  '\u09CE': '\u09A4\u09CD',
}
const ONE_LETTER_FORMS = /[\u0D7A-\u0D7F\u09CE]/g
/** Zero-width non-joiner and joiner: they choose how a word is drawn, not which word it is. */
const JOINERS = /[\u200C\u200D]/g

/**
 * Lower case, without the accents of Latin letters: 'Bengaluru' and 'BENGALURU', 'Chênnai' and
 * 'Chennai' compare equal. The vowel signs and other marks of the Indian scripts and of Arabic
 * are letters of their words ('काम' is not 'कम', 'பால்' is not 'பல்') and stay; composed or not,
 * a text compares equal ('கோ' as one vowel sign or two), and so do the two ways of writing a
 * chillu or a khanda ta, with or without the joiners. Locale-independent: the folded feed is kept
 * whatever the language, and every language TipWire speaks lower-cases alike.
 */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '$1')
    .normalize('NFC')
    .replace(ONE_LETTER_FORMS, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(JOINERS, '')
    .toLowerCase()

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
