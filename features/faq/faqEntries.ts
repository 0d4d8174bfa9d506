import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
  NEWSROOM_PAYMENT_METHODS,
  PAYOUT_METHODS,
  PAYOUT_PROCESSING_TIME,
  TYPICAL_TIP_PRICE_RANGE,
} from '@/lib/businessRules'
import { formatAlternatives } from '@/lib/formatAlternatives'

export type FaqCategory = 'general' | 'users' | 'newsrooms' | 'payments'

export interface FaqEntry {
  id: string
  question: string
  answer: string
  category: FaqCategory
}

// Answers that list alternatives are written when first read: the first list format a page makes
// costs tens of milliseconds, which only a page showing such an answer should pay.
export const faqEntries = [
  {
    id: 'what-is-tipwire',
    category: 'general',
    question: 'What is TipWire?',
    answer:
      'TipWire is a marketplace for news tips. Citizen journalists submit what they witness as text, photo, video or audio, and newsrooms browse those tips and buy the ones worth a story.',
  },
  {
    id: 'who-can-submit',
    category: 'general',
    question: 'Who can submit a tip?',
    answer:
      'Anyone with a user account. You do not need to be a professional journalist: a clear description of what happened, where and when is what newsrooms look for.',
  },
  {
    id: 'demo-login',
    category: 'general',
    question: 'How do I log in, and what if I forgot my password?',
    answer:
      'This version of TipWire is a demonstration with two demo accounts, one for citizen journalists and one for newsrooms. Their usernames and the password are shown on each login page.',
  },
  {
    id: 'anonymous',
    category: 'users',
    question: 'Can I submit a tip anonymously?',
    answer:
      'Yes. Turn on Submit anonymously in the tip form and your name, email and phone are neither asked for nor shared with anyone.',
  },
  {
    id: 'earn-karma',
    category: 'users',
    question: 'How do I earn karma points?',
    answer: `You earn ${KARMA_PER_SUBMITTED_TIP} karma points for every tip you submit, and ${KARMA_PURCHASE_BONUS} more when a newsroom picks up or buys your tip.`,
  },
  {
    id: 'cash-out',
    category: 'users',
    question: 'When can I cash out my karma?',
    get answer() {
      return `Once you have ${CASH_OUT_MINIMUM_POINTS} karma points. You can cash out by ${formatAlternatives(PAYOUT_METHODS)}.`
    },
  },
  {
    id: 'tip-prices',
    category: 'newsrooms',
    question: 'How much does a tip cost?',
    answer: `Most tips cost ${TYPICAL_TIP_PRICE_RANGE}. Each tip has its own price, shown on its card in Indian rupees.`,
  },
  {
    id: 'buying',
    category: 'newsrooms',
    question: 'How do we buy a tip?',
    answer:
      'Log in as a newsroom, search the available tips by topic or place, and choose Buy This Tip on the card. Your purchases are counted under Your Purchased Tips, below the available tips, with the total you have spent.',
  },
  {
    id: 'buy-again',
    category: 'newsrooms',
    question: 'Can we buy the same tip more than once?',
    answer:
      'Yes, for example to license it for another of your titles. The card asks "Buy again?" first, so a tip is never bought twice by accident, and each purchase is counted separately.',
  },
  {
    id: 'newsroom-payment',
    category: 'payments',
    question: 'How do newsrooms pay?',
    get answer() {
      return `Newsrooms pay by ${formatAlternatives(NEWSROOM_PAYMENT_METHODS)}.`
    },
  },
  {
    id: 'payout-time',
    category: 'payments',
    question: 'How long does a payout take?',
    get answer() {
      return `Payouts are processed in ${PAYOUT_PROCESSING_TIME}, by ${formatAlternatives(PAYOUT_METHODS)}.`
    },
  },
] satisfies readonly FaqEntry[]
