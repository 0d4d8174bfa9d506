import { describe, expect, it } from 'vitest'
import { makeStore } from '@store/store'
import {
  selectLatestPurchase,
  selectPurchasesByTip,
  selectTimesBought,
  tipPurchased,
} from '@features/purchases/purchasesSlice'

const storeAfterBuying = (...tipIds: string[]) => {
  const store = makeStore()
  for (const tipId of tipIds) store.dispatch(tipPurchased({ tipId }))
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

  it('knows the tip bought last', () => {
    expect(selectLatestPurchase(makeStore().getState())).toBeUndefined()
    const state = storeAfterBuying('tip-exam-leak', 'tip-river-foam').getState()
    expect(selectLatestPurchase(state)?.id).toBe('tip-river-foam')
  })
})
