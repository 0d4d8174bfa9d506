import { perLanguage } from './perLanguage'

// Numbers, prices, lists and times in the active language, by Intl (product.md §15):
// 'en-IN' groups 1,50,000 and writes ₹2,000; 'ur-IN' writes its own digits.

const wholeNumbers = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
)
const rupees = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
)
const alternatives = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'disjunction' }))
const together = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }))

const relativeTimes = perLanguage(
  // 'auto' says "yesterday" and "last week" rather than "1 day ago".
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
)

/** (-2, 'hour') -> '2 hours ago', (-1, 'day') -> 'yesterday'. */
export const formatRelativeTime = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  relativeTimes().format(value, unit)

/** 150000 -> '1,50,000' in English; rounded to a whole number. */
export const formatNumber = (value: number) => wholeNumbers().format(value)

/** 2000 -> '₹2,000'; no paise. */
export const formatRupees = (amount: number) => rupees().format(amount)

/** ['PayPal', 'gift cards'] -> 'PayPal or gift cards'. */
export const formatAlternatives = (items: readonly string[]) => alternatives().format(items)

/** ['location', 'device'] -> 'location and device'. */
export const formatTogether = (items: readonly string[]) => together().format(items)
