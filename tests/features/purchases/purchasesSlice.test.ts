import { describe, expect, it } from 'vitest'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import {
  selectAvailableTips,
  selectPurchaseCount,
  selectPurchasedTipIds,
  selectTipsMatching,
  tipPurchased,
} from '@features/purchases/purchasesSlice'

const titlesMatching = (query: string) =>
  selectTipsMatching(makeStore().getState(), query).map((tip) => tip.title)

describe('purchases slice', () => {
  it('offers five sample tips priced 2000, 2500, 3000, 4000 and 2800 rupees', () => {
    const tips = selectAvailableTips(makeStore().getState())
    expect(tips.map((tip) => tip.price)).toEqual([2000, 2500, 3000, 4000, 2800])
    for (const tip of tips) {
      expect(tip.image.alt.length).toBeGreaterThan(20)
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

  it('appends a bought tip, and counts a repeat purchase twice', () => {
    const store = makeStore()
    store.dispatch(tipPurchased({ tipId: 'tip-exam-leak' }))
    store.dispatch(tipPurchased({ tipId: 'tip-river-foam' }))
    store.dispatch(tipPurchased({ tipId: 'tip-exam-leak' }))
    expect(selectPurchasedTipIds(store.getState())).toEqual([
      'tip-exam-leak',
      'tip-river-foam',
      'tip-exam-leak',
    ])
    expect(selectPurchaseCount(store.getState())).toBe(3)
  })

  it('ignores a purchase of a tip that is not on offer', () => {
    const store = makeStore()
    store.dispatch(tipPurchased({ tipId: 'no-such-tip' }))
    expect(selectPurchaseCount(store.getState())).toBe(0)
  })

  it('resets the purchased list on logout', () => {
    const store = makeStore()
    store.dispatch(tipPurchased({ tipId: 'tip-exam-leak' }))
    store.dispatch(userLoggedOut())
    expect(selectPurchaseCount(store.getState())).toBe(0)
    expect(selectAvailableTips(store.getState())).toHaveLength(5)
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
