import { i18n } from '@lingui/core'
import {
  NEWSROOM_PAYMENT_METHODS,
  PAYOUT_METHODS,
  PAYOUT_PROCESSING_DAYS,
  TYPICAL_TIP_PRICE_DOLLARS,
} from '@/lib/businessRules'
import { formatAlternatives, formatDollars } from './format'

// The business rules' words in the active language, for every page that states them: the rules
// hold codes and numbers, the 'common' catalogue holds the words.

const METHOD_WORDS = {
  paypal: 'common.paymentMethod.paypal',
  directDeposit: 'common.paymentMethod.directDeposit',
  giftCards: 'common.paymentMethod.giftCards',
  cards: 'common.paymentMethod.cards',
  bankTransfer: 'common.paymentMethod.bankTransfer',
} as const satisfies Record<
  (typeof PAYOUT_METHODS)[number] | (typeof NEWSROOM_PAYMENT_METHODS)[number],
  string
>

/** 'PayPal, direct deposit or gift cards' */
export const payoutMethodsText = () =>
  formatAlternatives(PAYOUT_METHODS.map((method) => i18n._(METHOD_WORDS[method])))

/** 'credit and debit cards, PayPal or bank transfer' */
export const newsroomPaymentMethodsText = () =>
  formatAlternatives(NEWSROOM_PAYMENT_METHODS.map((method) => i18n._(METHOD_WORDS[method])))

/** '3-5 business days' */
export const payoutProcessingTimeText = () =>
  i18n._('common.payoutProcessingTime', PAYOUT_PROCESSING_DAYS)

/** '$25 to $100', in the spec's words; each price isolated, so a ₹ or $ keeps its side in Urdu. */
export const typicalTipPriceText = () =>
  i18n._('common.typicalTipPrice', {
    lowest: formatDollars(TYPICAL_TIP_PRICE_DOLLARS.lowest),
    highest: formatDollars(TYPICAL_TIP_PRICE_DOLLARS.highest),
  })
