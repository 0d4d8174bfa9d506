import { groupIndianDigits } from './indianDigits'

export interface WordForms {
  one: string
  other: string
}

/** 1500 -> '1,500'; counts group their digits like the prices (1,00,000). */
export const formatCount = (count: number) => groupIndianDigits(count)

/** The form of a word that goes with `count`: 1 -> 'point', 0 or 2 -> 'points' (English). */
export const pluralForm = (count: number, forms: WordForms) =>
  count === 1 ? forms.one : forms.other
