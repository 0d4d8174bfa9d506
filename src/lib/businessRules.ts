// The business constants of product.md §8 and §9, defined once; every text computes from them.

export const KARMA_PER_SUBMITTED_TIP = 10
/** Added when a newsroom picks up or buys the tip. */
export const KARMA_PURCHASE_BONUS = 100
export const CASH_OUT_MINIMUM_POINTS = 500
/** The simulated network delay of a tip submission. */
export const SUBMIT_DELAY_MS = 1000

/** How long a payout takes to process, in business days (product.md §9). */
export const PAYOUT_PROCESSING_DAYS = { fewest: 3, most: 5 } as const
export const PAYOUT_METHODS = ['paypal', 'directDeposit', 'giftCards'] as const
export const NEWSROOM_PAYMENT_METHODS = ['cards', 'paypal', 'bankTransfer'] as const
/** product.md §10: what the FAQ says most tips cost, in US dollars, which the sample rupee prices contradict. */
export const TYPICAL_TIP_PRICE_DOLLARS = { lowest: 25, highest: 100 } as const
