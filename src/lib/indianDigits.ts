/**
 * 1500 -> '1,500', 150000 -> '1,50,000': a number rounded to a whole one and grouped as en-IN
 * writes it (thousands, then lakhs and crores). Written out rather than asked of Intl: a page's
 * first Intl number formatter costs about 40 ms on a throttled phone while the page starts, and
 * the public pages show only a few such numbers (product.md §14). Tested against Intl.
 */
/** To the nearest whole number, halves away from zero, as Intl rounds. */
export const roundToWhole = (value: number) => Math.sign(value) * Math.round(Math.abs(value))

export function groupIndianDigits(value: number) {
  const whole = roundToWhole(value)
  if (!Number.isSafeInteger(whole)) return String(whole)
  const digits = String(Math.abs(whole))
  const thousands = digits.slice(-3)
  const above = digits.slice(0, -3)
  const grouped = above ? `${above.replace(/\B(?=(\d{2})+$)/g, ',')},${thousands}` : thousands
  return whole < 0 ? `-${grouped}` : grouped
}
