// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { sampleTips } from '@features/purchases/sampleTips'
import { postedWhen } from '@features/purchases/postedWhen'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import type { Locale } from '@/lib/i18n/locales'

const cardDates = async (locale: Locale) => {
  await speak(locale, CATALOGUE_AREAS)
  return sampleTips.map((tip) => postedWhen(tip.postedAgo))
}

afterEach(async () => {
  await speak('en-IN', CATALOGUE_AREAS)
})

describe('when a tip was posted', () => {
  it('reads as the cards have always said it in English', async () => {
    expect(await cardDates('en-IN')).toEqual([
      '2 hours ago',
      '5 hours ago',
      'Yesterday',
      '2 days ago',
      '3 days ago',
    ])
  })

  it('says it in Hindi and Urdu, with their own words for yesterday', async () => {
    expect(await cardDates('hi-IN')).toEqual(['2 घंटे पहले', '5 घंटे पहले', 'कल', 'परसों', '3 दिन पहले'])
    const urdu = await cardDates('ur-IN')
    expect(urdu[0]).toBe('۲ گھنٹے پہلے')
    expect(urdu[2]).toBe('گزشتہ کل')
  })
})
