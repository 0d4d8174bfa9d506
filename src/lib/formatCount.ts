// en-IN, like the prices: counts group their digits the same way (1,00,000).
const counts = new Intl.NumberFormat('en-IN')
const englishPlural = new Intl.PluralRules('en')

export interface WordForms {
  one: string
  other: string
}

/** 1500 -> '1,500' */
export const formatCount = (count: number) => counts.format(count)

/** The form of a word that goes with `count`: 1 -> 'point', 0 or 2 -> 'points'. */
export const pluralForm = (count: number, forms: WordForms) =>
  englishPlural.select(count) === 'one' ? forms.one : forms.other
