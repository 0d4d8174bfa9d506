// The business constants of product.md §8 and §9, defined once; every text computes from them.

export const KARMA_PER_SUBMITTED_TIP = 10
/** Added when a newsroom picks up or buys the tip. */
export const KARMA_PURCHASE_BONUS = 100
export const CASH_OUT_MINIMUM_POINTS = 500
/** The simulated network delay of a tip submission. */
export const SUBMIT_DELAY_MS = 1000

export const PAYOUT_PROCESSING_TIME = '3-5 business days'
export const PAYOUT_METHODS = ['PayPal', 'direct deposit', 'gift cards'] as const
export const NEWSROOM_PAYMENT_METHODS = [
  'credit and debit cards',
  'PayPal',
  'bank transfer',
] as const
/** product.md §10: what the FAQ says most tips cost, which the sample rupee prices contradict. */
export const TYPICAL_TIP_PRICE_RANGE = '$25 to $100'
