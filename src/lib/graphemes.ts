import { onFirstUse } from './onFirstUse'

const segmenter = onFirstUse(() => new Intl.Segmenter('en', { granularity: 'grapheme' }))

/** A text's characters as a reader counts them: an emoji family or an accented letter is one. */
export const graphemesOf = (text: string) => segmenter().segment(text)
