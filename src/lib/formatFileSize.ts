import { onFirstUse } from './onFirstUse'

const STEP = 1024

// 'long' for bytes, because the short form has no plural in English ('2 byte').
const bytes = onFirstUse(
  () => new Intl.NumberFormat('en', { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
)

const units = onFirstUse(() =>
  (['kilobyte', 'megabyte', 'gigabyte'] as const).map((unit, index) => ({
    size: STEP ** (index + 1),
    format: new Intl.NumberFormat('en', {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format,
  })),
)

const roundedToTenths = (value: number) => Math.round(value * 10) / 10

/** 1 -> '1 byte', 2_500_000 -> '2.4 MB' (binary steps of 1024, as file managers count). */
export function formatFileSize(size: number) {
  if (size < STEP) return bytes().format(size)
  // The largest unit that reads at least 1 once rounded: 1,048,575 bytes is '1 MB', not '1,024 kB'.
  const unit = units().reduce((chosen, candidate) =>
    roundedToTenths(size / candidate.size) >= 1 ? candidate : chosen,
  )
  return unit.format(size / unit.size)
}
