const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

/** 2000 -> '₹2,000'; Indian digit grouping, no paise. */
export const formatRupees = (amount: number) => rupees.format(amount)
