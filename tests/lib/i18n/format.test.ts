// @vitest-environment node
import { i18n, type Messages } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  formatAlternatives,
  formatCommaList,
  formatDollars,
  formatNumber,
  formatRelativeTime,
  formatRupeeRange,
  formatRupees,
  formatTogether,
} from '@/lib/i18n/format'
import { isolatedRightToLeft } from '../../support/languages'

describe('numbers, prices, lists and times in the active language', () => {
  afterEach(() => i18n.activate('en-IN'))

  it('writes English as the spec does: Indian grouping, rupees without paise', () => {
    expect(formatNumber(150_000)).toBe('1,50,000')
    expect(formatNumber(1499.6)).toBe('1,500')
    expect(formatRupees(2000)).toBe('₹2,000')
    expect(formatRupees(-500)).toBe('-₹500')
    expect(formatAlternatives(['PayPal', 'direct deposit', 'gift cards'])).toBe(
      'PayPal, direct deposit or gift cards',
    )
    expect(formatTogether(['location', 'device'])).toBe('location and device')
    expect(formatRelativeTime(-1, 'day')).toBe('yesterday')
    expect(formatRelativeTime(-2, 'hour')).toBe('2 hours ago')
  })

  it('writes a price range as one range, each price with its sign', () => {
    expect(formatRupeeRange({ lowest: 2000, highest: 4000 })).toBe('₹2,000 – ₹4,000')
    expect(formatDollars(25)).toBe('$25')
  })

  it('lists kinds and names with commas alone in English', () => {
    expect(formatCommaList(['location', 'device', 'date'])).toBe('location, device, date')
  })

  it('writes Hindi with its own words and Urdu with its own digits', () => {
    // The formatters read the language alone, not its catalogue.
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} })
    expect(formatRupees(2000)).toBe('₹2,000')
    expect(formatRupeeRange({ lowest: 2000, highest: 4000 })).toBe('₹2,000 – ₹4,000')
    expect(formatAlternatives(['क', 'ख'])).toBe('क या ख')
    expect(formatCommaList(['जगह', 'डिवाइस', 'तारीख़'])).toBe('जगह, डिवाइस, तारीख़')
    expect(formatRelativeTime(-1, 'day')).toBe('कल')
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatNumber(2000)).toBe('۲٬۰۰۰')
  })

  it('isolates an Urdu price or range, so that its ₹ stays on one side of its digits', () => {
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatRupees(2000)).toBe(isolatedRightToLeft('₹۲٬۰۰۰'))
    expect(formatRupeeRange({ lowest: 2000, highest: 4000 })).toBe(
      isolatedRightToLeft('₹۲٬۰۰۰ – ₹۴٬۰۰۰'),
    )
    expect(formatDollars(25)).toBe(isolatedRightToLeft('$۲۵'))
  })

  it('lists in Urdu with Urdu commas only', () => {
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatCommaList(['مقام', 'ڈیوائس', 'تاریخ'])).toBe('مقام، ڈیوائس، اور تاریخ')
  })

  // One example a language: Bengali and Marathi write their own digits, Tamil, Telugu and
  // Malayalam Latin ones with Indian grouping; Bengali, like Hindi, counts 0 as one.
  it.each([
    ['bn-IN', ['₹২,০০০', '১২,৩৪,৫৬৭', '৩ দিন আগে', 'one', 'one']],
    ['mr-IN', ['₹२,०००', '१२,३४,५६७', '३ दिवसांपूर्वी', 'other', 'one']],
    ['ta-IN', ['₹2,000', '12,34,567', '3 நாட்களுக்கு முன்', 'other', 'one']],
    ['te-IN', ['₹2,000', '12,34,567', '3 రోజుల క్రితం', 'other', 'one']],
    ['ml-IN', ['₹2,000', '12,34,567', '3 ദിവസം മുമ്പ്', 'other', 'one']],
  ])('writes %s with its own digits and plurals: %j', (locale, written) => {
    const messages: Messages = { plural: [['count', 'plural', { one: ['one'], other: ['other'] }]] }
    i18n.loadAndActivate({ locale, messages })
    expect([
      formatRupees(2000),
      formatNumber(1_234_567),
      formatRelativeTime(-3, 'day'),
      i18n._('plural', { count: 0 }),
      i18n._('plural', { count: 1 }),
    ]).toEqual(written)
  })
})
