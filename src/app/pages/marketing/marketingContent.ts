import { i18n } from '@lingui/core'
import type { UserType } from '@features/session/sessionSlice'
import { sampleTips } from '@features/purchases/sampleTips'
import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
  NEWSROOM_PAYMENT_METHODS,
} from '@/lib/businessRules'
import {
  newsroomPaymentMethodsText,
  payoutMethodsText,
  payoutProcessingTimeText,
} from '@/lib/i18n/businessWords'
import { formatRupeeRange, formatTogether } from '@/lib/i18n/format'

// Each page's message ids (src/locales/*/marketing.po); MarketingPage puts them into words.

export interface MarketingContent {
  role: UserType
  /** The numbers and words the page's messages fill in, made in the active language. */
  values: () => Record<string, string | number>
  documentTitle: string
  title: string
  intro: string
  facts: { value: string; label: string }[]
  benefitsTitle: string
  benefits: { title: string; text: string }[]
  callToAction: { title: string; text: string; button: string }
}

export const forUsersContent: MarketingContent = {
  role: 'user',
  values: () => ({
    submitPoints: KARMA_PER_SUBMITTED_TIP,
    bonusPoints: KARMA_PURCHASE_BONUS,
    cashOutPoints: CASH_OUT_MINIMUM_POINTS,
    payoutMethods: payoutMethodsText(),
    payoutTime: payoutProcessingTimeText(),
  }),
  documentTitle: 'marketing.forUsers.documentTitle',
  title: 'marketing.forUsers.title',
  intro: 'marketing.forUsers.intro',
  facts: [
    {
      value: 'marketing.forUsers.fact.submitPoints.value',
      label: 'marketing.forUsers.fact.submitPoints.label',
    },
    {
      value: 'marketing.forUsers.fact.bonusPoints.value',
      label: 'marketing.forUsers.fact.bonusPoints.label',
    },
    {
      value: 'marketing.forUsers.fact.cashOutPoints.value',
      label: 'marketing.forUsers.fact.cashOutPoints.label',
    },
  ],
  benefitsTitle: 'marketing.forUsers.benefits.title',
  benefits: [
    {
      title: 'marketing.forUsers.benefit.anyFormat.title',
      text: 'marketing.forUsers.benefit.anyFormat.text',
    },
    {
      title: 'marketing.forUsers.benefit.anonymous.title',
      text: 'marketing.forUsers.benefit.anonymous.text',
    },
    {
      title: 'marketing.forUsers.benefit.karmaPays.title',
      text: 'marketing.forUsers.benefit.karmaPays.text',
    },
    {
      title: 'marketing.forUsers.benefit.followTips.title',
      text: 'marketing.forUsers.benefit.followTips.text',
    },
  ],
  callToAction: {
    title: 'marketing.forUsers.callToAction.title',
    text: 'marketing.forUsers.callToAction.text',
    button: 'marketing.forUsers.callToAction.button',
  },
}

const prices = sampleTips.map((tip) => tip.price)

/** What a tip can hold, as the page lists them (text, photo, video, audio). */
const TIP_FORMATS = [
  'marketing.tipFormat.text',
  'marketing.tipFormat.photo',
  'marketing.tipFormat.video',
  'marketing.tipFormat.audio',
] as const

export const forNewsroomsContent: MarketingContent = {
  role: 'newsroom',
  values: () => ({
    priceRange: formatRupeeRange({ lowest: Math.min(...prices), highest: Math.max(...prices) }),
    paymentMethodCount: NEWSROOM_PAYMENT_METHODS.length,
    paymentMethods: newsroomPaymentMethodsText(),
    formatCount: TIP_FORMATS.length,
    formats: formatTogether(TIP_FORMATS.map((format) => i18n._(format))),
  }),
  documentTitle: 'marketing.forNewsrooms.documentTitle',
  title: 'marketing.forNewsrooms.title',
  intro: 'marketing.forNewsrooms.intro',
  facts: [
    {
      value: 'marketing.forNewsrooms.fact.prices.value',
      label: 'marketing.forNewsrooms.fact.prices.label',
    },
    {
      value: 'marketing.forNewsrooms.fact.paymentMethods.value',
      label: 'marketing.forNewsrooms.fact.paymentMethods.label',
    },
    {
      value: 'marketing.forNewsrooms.fact.formats.value',
      label: 'marketing.forNewsrooms.fact.formats.label',
    },
  ],
  benefitsTitle: 'marketing.forNewsrooms.benefits.title',
  benefits: [
    {
      title: 'marketing.forNewsrooms.benefit.fresh.title',
      text: 'marketing.forNewsrooms.benefit.fresh.text',
    },
    {
      title: 'marketing.forNewsrooms.benefit.search.title',
      text: 'marketing.forNewsrooms.benefit.search.text',
    },
    {
      title: 'marketing.forNewsrooms.benefit.prices.title',
      text: 'marketing.forNewsrooms.benefit.prices.text',
    },
    {
      title: 'marketing.forNewsrooms.benefit.buyAgain.title',
      text: 'marketing.forNewsrooms.benefit.buyAgain.text',
    },
  ],
  callToAction: {
    title: 'marketing.forNewsrooms.callToAction.title',
    text: 'marketing.forNewsrooms.callToAction.text',
    button: 'marketing.forNewsrooms.callToAction.button',
  },
}
