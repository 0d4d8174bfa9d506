import { groupIndianDigits, roundToWhole } from './indianDigits'
import { onFirstUse } from './onFirstUse'

const englishPlural = onFirstUse(() => new Intl.PluralRules('en'))

export interface WordForms {
  one: string
  other: string
}

/** 1500 -> '1,500'; counts group their digits like the prices (1,00,000). */
export const formatCount = (count: number) => groupIndianDigits(count)

/** The form of a word that goes with `count` as formatCount shows it: 1 -> 'point', 0 or 2 -> 'points'. */
export const pluralForm = (count: number, forms: WordForms) =>
  englishPlural().select(roundToWhole(count)) === 'one' ? forms.one : forms.other
