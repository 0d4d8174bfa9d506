import { groupIndianDigits } from './indianDigits'

/** 2000 -> '₹2,000'; Indian digit grouping, no paise. */
export const formatRupees = (amount: number) => `₹${groupIndianDigits(amount)}`
