// @vitest-environment node
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { speak } from '@/lib/i18n/catalogues'
import {
  newsroomPaymentMethodsText,
  payoutMethodsText,
  payoutProcessingTimeText,
  typicalTipPriceText,
} from '@/lib/i18n/businessWords'
import { isolatedRightToLeft } from '../../support/languages'

describe('the business rules in words', () => {
  afterEach(() => i18n.activate('en-IN'))

  it('says them in English as the spec does', () => {
    expect(payoutMethodsText()).toBe('PayPal, direct deposit or gift cards')
    expect(newsroomPaymentMethodsText()).toBe('credit and debit cards, PayPal or bank transfer')
    expect(payoutProcessingTimeText()).toBe('3-5 business days')
    expect(typicalTipPriceText()).toBe('$25 to $100')
  })

  it('says them in Hindi and in Urdu, each list joined by the language itself', async () => {
    await speak('hi-IN', ['common'])
    expect(payoutMethodsText()).toBe('पेपाल, सीधे बैंक खाते में जमा या गिफ़्ट कार्ड')
    expect(typicalTipPriceText()).toBe('$25 से $100')
    await speak('ur-IN', ['common'])
    expect(payoutProcessingTimeText()).toBe('۳ سے ۵ کاروباری دن')
    expect(payoutMethodsText()).toContain('یا')
    expect(typicalTipPriceText()).toBe(
      `${isolatedRightToLeft('$۲۵')} سے ${isolatedRightToLeft('$۱۰۰')}`,
    )
  })
})
