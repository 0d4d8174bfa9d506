const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const

/** 2_500_000 -> '2.4 MB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number) {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`
}
