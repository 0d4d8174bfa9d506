// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { submittedWhen } from '@features/karma/submittedWhen'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'

const NOW = Date.UTC(2026, 10, 24, 12)
const MINUTE = 60_000

describe('how long ago a tip was submitted, relative to now', () => {
  it.each([
    [0, 'Submitted just now'],
    [59_000, 'Submitted just now'],
    [MINUTE, 'Submitted 1 minute ago'],
    [5 * MINUTE, 'Submitted 5 minutes ago'],
    [3 * 60 * MINUTE, 'Submitted 3 hours ago'],
    [24 * 60 * MINUTE, 'Submitted yesterday'],
    [3 * 24 * 60 * MINUTE, 'Submitted 3 days ago'],
    [7 * 24 * 60 * MINUTE, 'Submitted last week'],
    [14 * 24 * 60 * MINUTE, 'Submitted 2 weeks ago'],
  ])('%d ms before now reads "%s"', (elapsed, words) => {
    expect(submittedWhen(NOW - elapsed, NOW)).toBe(words)
  })

  it('reads a time a little ahead of this clock as just now', () => {
    expect(submittedWhen(NOW + 5_000, NOW)).toBe('Submitted just now')
  })
})

describe('how long ago, in the active language', () => {
  afterEach(async () => {
    await speak('en-IN', CATALOGUE_AREAS)
  })

  it.each([
    ['hi-IN' as const, 'अभी-अभी भेजी गई', '3 दिन पहले भेजी गई'],
    ['ur-IN' as const, 'ابھی ابھی بھیجی گئی', '۳ دنوں پہلے بھیجی گئی'],
  ])('says it in %s', async (locale, justNow, threeDaysAgo) => {
    await speak(locale, CATALOGUE_AREAS)
    expect(submittedWhen(NOW, NOW)).toBe(justNow)
    expect(submittedWhen(NOW - 3 * 24 * 60 * MINUTE, NOW)).toBe(threeDaysAgo)
  })
})
