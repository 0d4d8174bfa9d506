/**
 * 1500 -> '1,500', 150000 -> '1,50,000': a whole, non-negative number grouped as en-IN writes it
 * (thousands, then lakhs and crores). Written out rather than asked of Intl: a page's first
 * Intl formatter loads its locale's data, tens of milliseconds on a slow phone, while the page
 * starts (product.md §14).
 */
export function groupIndianDigits(whole: number) {
  const digits = String(Math.round(whole))
  const thousands = digits.slice(-3)
  const above = digits.slice(0, -3)
  return above ? `${above.replace(/\B(?=(\d{2})+$)/g, ',')},${thousands}` : thousands
}
