// @vitest-environment node
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatClockTime, formatDuration } from '@/lib/i18n/formatDuration'

describe('formatDuration', () => {
  afterEach(() => i18n.activate('en-IN'))

  it.each([
    [20, '0.02 secs'],
    [2980, '2.98 secs'],
    [60_000, '1 min, 0.00 secs'],
    [123_000, '2 mins, 3.00 secs'],
    [3_723_980, '1 hr, 2 mins, 3.98 secs'],
    [7_200_000, '2 hrs, 0 mins, 0.00 secs'],
  ])('shows %i ms as %s', (ms, shown) => {
    expect(formatDuration(ms)).toBe(shown)
  })

  it('writes Hindi with its own words and Urdu with its own digits', () => {
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} })
    expect(formatDuration(123_000)).toBe('2 मि॰, 3.00 से॰')
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatDuration(2980)).toBe('۲٫۹۸ سیکنڈ')
  })
})

describe('formatClockTime', () => {
  afterEach(() => i18n.activate('en-IN'))

  it.each([
    [0, '0:00', '0:00.0'],
    [3.46, '0:03', '0:03.4'],
    [59.99, '0:59', '0:59.9'],
    [63.3, '1:03', '1:03.3'],
    [3723, '1:02:03', '1:02:03.0'],
  ])('shows %f s as %s, and to the tenth as %s', (seconds, whole, tenths) => {
    expect(formatClockTime(seconds)).toBe(whole)
    expect(formatClockTime(seconds, { tenths: true })).toBe(tenths)
  })

  it('writes Urdu with its own digits', () => {
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatClockTime(63.3, { tenths: true })).toBe('۱:۰۳٫۳')
  })
})
