import { activeLocale } from './catalogues'
import { textDirection } from './locales'

const RIGHT_TO_LEFT_ISOLATE = '\u2067'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * A number with its sign or unit ('₹۲٬۰۰۰', '۲٫۱ kB', '₹۲٬۰۰۰ – ₹۴٬۰۰۰') as one piece inside a
 * right-to-left sentence. Isolated right to left, it reads in the sentence's order (the number,
 * then its unit; the lower price first) and keeps a price's sign on the same side of its digits,
 * whatever stands beside it: left alone, the bidirectional algorithm put the ₹ of "₹۲٬۰۰۰ سے
 * ₹۴٬۰۰۰" on either side, and a Latin word beside a size pulled it into its own order. In a
 * left-to-right language digits already run with the text, and nothing is added.
 */
export const isolatedNumber = (text: string) =>
  textDirection(activeLocale()) === 'rtl'
    ? `${RIGHT_TO_LEFT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
    : text
