import { perLanguage } from './perLanguage'

// Numbers, prices, sizes, lists and times in the active language, by Intl (product.md §15):
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

const STEP = 1024

const unitFormat = (locale: string, unit: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  })

const sizes = perLanguage((locale) => ({
  // 'long' for bytes: the short form has no plural in English ('2 byte').
  bytes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
  steps: ['kilobyte', 'megabyte', 'gigabyte'].map((unit, index) => ({
    size: STEP ** (index + 1),
    format: unitFormat(locale, unit),
  })),
}))

const roundedToTenths = (value: number) => Math.round(value * 10) / 10

/** 1 -> '1 byte', 2_500_000 -> '2.4 MB' (binary steps of 1024, as file managers count). */
export function formatFileSize(size: number) {
  const { bytes, steps } = sizes()
  if (size < STEP) return bytes.format(size)
  // The largest unit that reads at least 1 once rounded: 1,048,575 bytes is '1 MB', not '1,024 kB'.
  const unit = steps.findLast((step) => roundedToTenths(size / step.size) >= 1)
  return unit ? unit.format.format(size / unit.size) : bytes.format(size)
}
