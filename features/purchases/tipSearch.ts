import type { Tip } from './sampleTips'

/** Lower case without accents: 'Bengaluru' and 'BENGALURU', 'Chênnai' and 'Chennai' compare equal. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase()

// Folded once per tip, not once per tip and keystroke: a feed may hold thousands.
const searchableTexts = new WeakMap<Tip, string>()

function searchableText(tip: Tip) {
  let text = searchableTexts.get(tip)
  if (text === undefined) {
    text = folded([tip.title, tip.excerpt, tip.location].join('\n'))
    searchableTexts.set(tip, text)
  }
  return text
}

/** The words of a query, folded; none for a blank query. */
export const queryWords = (query: string) => folded(query).split(/\s+/).filter(Boolean)

/** Whether every word of the query appears in the tip's title, excerpt or location. */
export const matchesEveryWord = (tip: Tip, words: readonly string[]) => {
  const text = searchableText(tip)
  return words.every((word) => text.includes(word))
}
