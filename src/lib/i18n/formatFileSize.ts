import { isolatedNumber } from './isolatedNumber'
import { perLanguage } from './perLanguage'

// A file's size in the active language, by Intl (product.md §15): apart from ./format, as only the
// tip form's attachments show one.

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

function sizeInWords(size: number) {
  const { bytes, steps } = sizes()
  if (size < STEP) return bytes.format(size)
  // The largest unit that reads at least 1 once rounded: 1,048,575 bytes is '1 MB', not '1,024 kB'.
  const unit = steps.findLast((step) => roundedToTenths(size / step.size) >= 1)
  return unit ? unit.format.format(size / unit.size) : bytes.format(size)
}

/**
 * 1 -> '1 byte', 2_500_000 -> '2.4 MB' (binary steps of 1024, as file managers count); isolated
 * in a right-to-left language, so that '۲٫۱ kB' reads number first in any sentence.
 */
export const formatFileSize = (size: number) => isolatedNumber(sizeInWords(size))
