import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import {
  buyAgainCancelled,
  buyAgainConfirmed,
  buyPressed,
  selectAsksBuyAgain,
  selectAvailableTips,
  selectPurchaseCount,
  selectPurchasedTipIds,
  selectTipsMatching,
} from '@features/purchases/purchasesSlice'

const titlesMatching = (query: string) =>
  selectTipsMatching(makeStore().getState(), query).map((tip) => tip.title)

describe('purchases slice', () => {
  it('offers five sample tips priced 2000, 2500, 3000, 4000 and 2800 rupees', () => {
    const tips = selectAvailableTips(makeStore().getState())
    expect(tips.map((tip) => tip.price)).toEqual([2000, 2500, 3000, 4000, 2800])
    for (const tip of tips) {
      const alt = i18n._(tip.image.altId)
      expect(alt).not.toBe(tip.image.altId)
      expect(alt.length).toBeGreaterThan(20)
      expect(tip.image.src).not.toMatch(/^https?:/)
    }
  })

  it('finds tips by words from the title, excerpt and location together, ignoring case and accents', () => {
    expect(titlesMatching('FLYOVER bengaluru')).toEqual([
      'Cracks widen on a 40-year-old flyover still open to traffic',
    ])
    expect(titlesMatching('  Pátna   exam ')).toEqual([
      'Board exam paper shared on messaging apps before the test',
    ])
    expect(titlesMatching('flyover patna')).toEqual([])
  })

  it('starts with no purchases', () => {
    expect(selectPurchaseCount(makeStore().getState())).toBe(0)
  })

  it('buys a tip not bought before at the first press', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-river-foam', 100))
    expect(selectPurchasedTipIds(store.getState())).toEqual(['tip-exam-leak', 'tip-river-foam'])
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
  })

  it.each([
    ['a double-click', 180],
    ['Enter then Space', 450],
    ['a press just under a second later', 999],
  ])('counts %s on Buy as one purchase', (_gesture, secondPressAt) => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 5000))
    store.dispatch(buyPressed('tip-exam-leak', 5000 + secondPressAt))
    expect(selectPurchasedTipIds(store.getState())).toEqual(['tip-exam-leak'])
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
  })

  it('asks "Buy again?" at a press a second or more after the tip was bought, and buys nothing yet', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-exam-leak', 1000))
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(true)
    expect(selectAsksBuyAgain(store.getState(), 'tip-river-foam')).toBe(false)
    expect(selectPurchaseCount(store.getState())).toBe(1)
  })

  it('buys again when asked and confirmed, and counts a repeat purchase twice', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-river-foam', 500))
    store.dispatch(buyPressed('tip-exam-leak', 2000))
    store.dispatch(buyAgainConfirmed('tip-exam-leak', 4000))
    expect(selectPurchasedTipIds(store.getState())).toEqual([
      'tip-exam-leak',
      'tip-river-foam',
      'tip-exam-leak',
    ])
    expect(selectPurchaseCount(store.getState())).toBe(3)
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
  })

  it('buys nothing when the question is cancelled', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-exam-leak', 2000))
    store.dispatch(buyAgainCancelled('tip-exam-leak', 4000))
    expect(selectPurchaseCount(store.getState())).toBe(1)
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
  })

  it('takes a press on Buy again or Cancel within a second of the question as the same press', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-exam-leak', 2000))
    store.dispatch(buyAgainConfirmed('tip-exam-leak', 2200))
    store.dispatch(buyAgainCancelled('tip-exam-leak', 2400))
    expect(selectPurchaseCount(store.getState())).toBe(1)
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(true)
    store.dispatch(buyAgainConfirmed('tip-exam-leak', 3000))
    store.dispatch(buyAgainConfirmed('tip-exam-leak', 3100))
    store.dispatch(buyPressed('tip-exam-leak', 3300))
    expect(selectPurchaseCount(store.getState())).toBe(2)
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
  })

  it('answers a press on another tip at once, and asks about one tip at a time', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-river-foam', 10))
    store.dispatch(buyPressed('tip-exam-leak', 2000))
    store.dispatch(buyPressed('tip-river-foam', 2100))
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
    expect(selectAsksBuyAgain(store.getState(), 'tip-river-foam')).toBe(true)
    store.dispatch(buyAgainConfirmed('tip-exam-leak', 5000))
    expect(selectPurchaseCount(store.getState())).toBe(2)
  })

  it('ignores a purchase of a tip that is not on offer', () => {
    const store = makeStore()
    store.dispatch(buyPressed('no-such-tip', 0))
    expect(selectPurchaseCount(store.getState())).toBe(0)
  })

  it('takes the time of a press as the action is made', () => {
    const before = Date.now()
    const { payload } = buyPressed('tip-exam-leak')
    expect(payload.at).toBeGreaterThanOrEqual(before)
    expect(payload.at).toBeLessThanOrEqual(Date.now())
  })

  it('resets the purchased list and the question on logout', () => {
    const store = makeStore()
    store.dispatch(buyPressed('tip-exam-leak', 0))
    store.dispatch(buyPressed('tip-exam-leak', 2000))
    store.dispatch(userLoggedOut())
    expect(selectPurchaseCount(store.getState())).toBe(0)
    expect(selectAsksBuyAgain(store.getState(), 'tip-exam-leak')).toBe(false)
    expect(selectAvailableTips(store.getState())).toHaveLength(5)
    store.dispatch(buyPressed('tip-exam-leak', 2100))
    expect(selectPurchaseCount(store.getState())).toBe(1)
  })
})

describe('searching tips', () => {
  it('returns every tip for an empty or blank query', () => {
    expect(titlesMatching('')).toHaveLength(5)
    expect(titlesMatching('   ')).toHaveLength(5)
  })

  it('matches the title, the excerpt and the location, ignoring case', () => {
    expect(titlesMatching('FLYOVER')).toEqual([
      'Cracks widen on a 40-year-old flyover still open to traffic',
    ])
    expect(titlesMatching('pumps installed')).toEqual([
      'Monsoon flooding strands commuters in the Sion underpass',
    ])
    expect(titlesMatching('bihar')).toEqual([
      'Board exam paper shared on messaging apps before the test',
    ])
  })

  it.each(['.*', '(', '[a-z]+', '\\', '<script>alert(1)</script>', '😀', 'x'.repeat(5000)])(
    'matches %j literally and finds nothing',
    (query) => {
      expect(titlesMatching(query)).toEqual([])
    },
  )

  it('matches regex symbols literally where the text has them', () => {
    expect(titlesMatching('40-year-old')).toHaveLength(1)
  })

  it('returns the same list for the same query, so lists do not re-render', () => {
    const state = makeStore().getState()
    expect(selectTipsMatching(state, 'delhi')).toBe(selectTipsMatching(state, 'delhi'))
  })
})
