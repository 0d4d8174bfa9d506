import { groupIndianDigits } from './indianDigits'

/** 2000 -> '₹2,000', -500 -> '-₹500'; Indian digit grouping, no paise. */
export const formatRupees = (amount: number) => {
  const grouped = groupIndianDigits(amount)
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`
}
