import { isolatedNumber } from './isolatedNumber'
import { perLanguage } from './perLanguage'

// Numbers, prices, lists and times in the active language, by Intl (product.md §15):
// 'en-IN' groups 1,50,000 and writes ₹2,000; 'ur-IN' writes its own digits.

const wholeNumbers = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
)
const wholeAmounts = (currency: 'INR' | 'USD') =>
  perLanguage(
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
  )
const rupees = wholeAmounts('INR')
const dollars = wholeAmounts('USD')
const alternatives = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'disjunction' }))
const together = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }))
// 'short': Urdu's 'long' unit list joins with a Latin comma, then an Urdu one ('الف, ب، اور ج').
const commaList = perLanguage(
  (locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
)

const relativeTimes = perLanguage(
  // 'auto' says "yesterday" and "last week" rather than "1 day ago".
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
)

/** (-2, 'hour') -> '2 hours ago', (-1, 'day') -> 'yesterday'. */
export const formatRelativeTime = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  relativeTimes().format(value, unit)

/** 150000 -> '1,50,000' in English; rounded to a whole number. */
export const formatNumber = (value: number) => wholeNumbers().format(value)

/** 2000 -> '₹2,000'; no paise. Isolated in a right-to-left language (./isolatedNumber). */
export const formatRupees = (amount: number) => isolatedNumber(rupees().format(amount))

export interface PriceRange {
  lowest: number
  highest: number
}

/** 2000 to 4000 -> '₹2,000 – ₹4,000', as the language writes a range; isolated as a price is. */
export const formatRupeeRange = ({ lowest, highest }: PriceRange) =>
  isolatedNumber(rupees().formatRange(lowest, highest))

/** 25 -> '$25': the FAQ's prices are in US dollars (product.md §10). Isolated as a rupee price is. */
export const formatDollars = (amount: number) => isolatedNumber(dollars().format(amount))

/** ['PayPal', 'gift cards'] -> 'PayPal or gift cards'. */
export const formatAlternatives = (items: readonly string[]) => alternatives().format(items)

/** ['location', 'device'] -> 'location and device'. */
export const formatTogether = (items: readonly string[]) => together().format(items)

/**
 * ['JPEG', 'PNG', 'WebP'] -> 'JPEG, PNG, WebP': English lists kinds and names with commas alone;
 * each language with one comma of its own ('JPEG، PNG، اور WebP').
 */
export const formatCommaList = (items: readonly string[]) => commaList().format(items)
