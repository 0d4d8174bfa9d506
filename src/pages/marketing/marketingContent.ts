import type { UserType } from '@features/session/sessionSlice'
import { sampleTips } from '@features/purchases/sampleTips'
import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
  NEWSROOM_PAYMENT_METHODS,
  PAYOUT_METHODS,
  PAYOUT_PROCESSING_TIME,
} from '@/lib/businessRules'
import { formatAlternatives } from '@/lib/formatAlternatives'
import { formatRupees } from '@/lib/formatRupees'

export interface MarketingContent {
  role: UserType
  documentTitle: string
  title: string
  intro: string
  facts: { value: string; label: string }[]
  benefitsTitle: string
  benefits: { title: string; text: string }[]
  callToAction: { title: string; text: string; button: string }
}

const prices = sampleTips.map((tip) => tip.price)
const priceRange = `${formatRupees(Math.min(...prices))} to ${formatRupees(Math.max(...prices))}`

export const forUsersContent: MarketingContent = {
  role: 'user',
  documentTitle: 'For Users · TipWire',
  title: 'TipWire for citizen journalists',
  intro:
    'You are where the news happens. TipWire gets what you witness in front of the newsrooms that can report it, and rewards you for it.',
  facts: [
    { value: `${KARMA_PER_SUBMITTED_TIP}`, label: 'karma points for every tip you submit' },
    { value: `+${KARMA_PURCHASE_BONUS}`, label: 'more when a newsroom picks up or buys it' },
    { value: `${CASH_OUT_MINIMUM_POINTS}`, label: 'points and you can cash out' },
  ],
  benefitsTitle: 'Why report on TipWire',
  benefits: [
    {
      title: 'Any format',
      text: 'Describe what happened in words, and add photos, a video or an audio recording.',
    },
    {
      title: 'Anonymous if you like',
      text: 'Turn on Submit anonymously and your name, email and phone are never asked for.',
    },
    {
      title: 'Karma that pays',
      text: `Cash out by ${formatAlternatives(PAYOUT_METHODS)}; payouts are processed in ${PAYOUT_PROCESSING_TIME}.`,
    },
    {
      title: 'Follow every tip',
      text: 'Your dashboard shows each tip you sent, whether it is pending or accepted, and what it earned.',
    },
  ],
  callToAction: {
    title: 'Ready to send your first tip?',
    text: 'Log in to your dashboard to submit a tip and watch your karma grow.',
    button: 'Log in as a citizen journalist',
  },
}

export const forNewsroomsContent: MarketingContent = {
  role: 'newsroom',
  documentTitle: 'For Newsrooms · TipWire',
  title: 'TipWire for newsrooms',
  intro:
    'Stories break in places your reporters are not. TipWire brings you first-hand tips from citizen journalists, searchable and ready to buy.',
  facts: [
    { value: priceRange, label: 'per tip in the current catalogue' },
    {
      value: `${NEWSROOM_PAYMENT_METHODS.length}`,
      label: `ways to pay: ${formatAlternatives(NEWSROOM_PAYMENT_METHODS)}`,
    },
    { value: '4', label: 'formats: text, photo, video and audio' },
  ],
  benefitsTitle: 'Why newsrooms use TipWire',
  benefits: [
    {
      title: 'Fresh from the ground',
      text: 'Each tip shows where and when it was submitted, with an excerpt and a picture.',
    },
    {
      title: 'Search in seconds',
      text: 'Search every tip by title, description or place as you type.',
    },
    {
      title: 'Clear prices',
      text: 'Every tip has its price on its card, in rupees. No subscriptions, no bidding.',
    },
    {
      title: 'Buy again any time',
      text: 'License the same tip for another of your titles: every purchase is counted.',
    },
  ],
  callToAction: {
    title: 'Find your next story',
    text: 'Log in to your newsroom dashboard to browse and buy tips.',
    button: 'Log in as a newsroom',
  },
}
