import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
} from '@/lib/businessRules'
import {
  newsroomPaymentMethodsText,
  payoutMethodsText,
  payoutProcessingTimeText,
  typicalTipPriceText,
} from '@/lib/i18n/businessWords'

export type FaqCategory = 'general' | 'users' | 'newsrooms' | 'payments'

export interface FaqEntry {
  id: string
  category: FaqCategory
  /** The question's message id (faq catalogue). */
  question: string
  /** The answer's message id (faq catalogue). */
  answer: string
  /** The values the answer's message fills in, in the active language. */
  answerValues?: () => Record<string, string | number>
}

// Answer values are made when the answer is shown, not here: the catalogues load after this
// module, and the first list format a page makes costs tens of milliseconds, which only a page
// showing such an answer should pay.
export const faqEntries = [
  {
    id: 'what-is-tipwire',
    category: 'general',
    question: 'faq.whatIsTipwire.question',
    answer: 'faq.whatIsTipwire.answer',
  },
  {
    id: 'who-can-submit',
    category: 'general',
    question: 'faq.whoCanSubmit.question',
    answer: 'faq.whoCanSubmit.answer',
  },
  {
    id: 'demo-login',
    category: 'general',
    question: 'faq.demoLogin.question',
    answer: 'faq.demoLogin.answer',
  },
  {
    id: 'anonymous',
    category: 'users',
    question: 'faq.anonymous.question',
    answer: 'faq.anonymous.answer',
  },
  {
    id: 'earn-karma',
    category: 'users',
    question: 'faq.earnKarma.question',
    answer: 'faq.earnKarma.answer',
    answerValues: () => ({ perTip: KARMA_PER_SUBMITTED_TIP, bonus: KARMA_PURCHASE_BONUS }),
  },
  {
    id: 'cash-out',
    category: 'users',
    question: 'faq.cashOut.question',
    answer: 'faq.cashOut.answer',
    answerValues: () => ({ minimum: CASH_OUT_MINIMUM_POINTS, methods: payoutMethodsText() }),
  },
  {
    id: 'tip-prices',
    category: 'newsrooms',
    question: 'faq.tipPrices.question',
    answer: 'faq.tipPrices.answer',
    answerValues: () => ({ priceRange: typicalTipPriceText() }),
  },
  {
    id: 'buying',
    category: 'newsrooms',
    question: 'faq.buying.question',
    answer: 'faq.buying.answer',
  },
  {
    id: 'buy-again',
    category: 'newsrooms',
    question: 'faq.buyAgain.question',
    answer: 'faq.buyAgain.answer',
  },
  {
    id: 'newsroom-payment',
    category: 'payments',
    question: 'faq.newsroomPayment.question',
    answer: 'faq.newsroomPayment.answer',
    answerValues: () => ({ methods: newsroomPaymentMethodsText() }),
  },
  {
    id: 'payout-time',
    category: 'payments',
    question: 'faq.payoutTime.question',
    answer: 'faq.payoutTime.answer',
    answerValues: () => ({
      processingTime: payoutProcessingTimeText(),
      methods: payoutMethodsText(),
    }),
  },
] satisfies readonly FaqEntry[]
