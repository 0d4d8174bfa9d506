import { describe, expect, it } from 'vitest'
import { makeStore } from '@store/store'
import {
  buyAgainConfirmed,
  buyPressed,
  selectLatestPurchase,
  selectPurchasesByTip,
  selectTimesBought,
  selectTotalSpent,
} from '@features/purchases/purchasesSlice'

/** Buys each tip in turn, a minute apart, confirming a tip bought before. */
const storeAfterBuying = (...tipIds: string[]) => {
  const store = makeStore()
  tipIds.forEach((tipId, index) => {
    const at = index * 60_000
    store.dispatch(buyPressed(tipId, at))
    store.dispatch(buyAgainConfirmed(tipId, at + 2000))
  })
  return store
}

describe('purchase summaries', () => {
  it('counts how many times each tip was bought', () => {
    const state = storeAfterBuying('tip-exam-leak', 'tip-river-foam', 'tip-exam-leak').getState()
    expect(selectTimesBought(state, 'tip-exam-leak')).toBe(2)
    expect(selectTimesBought(state, 'tip-river-foam')).toBe(1)
    expect(selectTimesBought(state, 'tip-sion-underpass')).toBe(0)
  })

  it('lists each tip once, in the order of its first purchase, with its count', () => {
    const state = storeAfterBuying('tip-exam-leak', 'tip-river-foam', 'tip-exam-leak').getState()
    expect(selectPurchasesByTip(state).map(({ tip, count }) => [tip.id, count])).toEqual([
      ['tip-exam-leak', 2],
      ['tip-river-foam', 1],
    ])
    expect(selectPurchasesByTip(makeStore().getState())).toEqual([])
  })

  it('adds up the rupees spent on every purchase', () => {
    expect(selectTotalSpent(makeStore().getState())).toBe(0)
    const state = storeAfterBuying('tip-exam-leak', 'tip-river-foam', 'tip-exam-leak').getState()
    expect(selectTotalSpent(state)).toBe(4000 + 2500 + 4000)
  })

  it('knows the tip bought last', () => {
    expect(selectLatestPurchase(makeStore().getState())).toBeUndefined()
    const state = storeAfterBuying('tip-exam-leak', 'tip-river-foam').getState()
    expect(selectLatestPurchase(state)?.id).toBe('tip-river-foam')
  })
})
