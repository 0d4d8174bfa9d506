import { describe, expect, it } from 'vitest'
import { createSlice } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
import { makeStore, type AppStore, type PreloadedAppState } from '@store/store'

/** A slice of this test's own, loaded as a page's code would load one. */
const makeTallySlice = <Name extends string>(name: Name) =>
  createSlice({
    name,
    initialState: { count: 1 },
    reducers: { counted: (state) => void (state.count += 1) },
    selectors: { selectCount: (tally) => tally.count },
  })

/** The app's RootState names only the app's own slices. */
const stateOf = (store: AppStore) =>
  store.getState() as unknown as Record<string, { count: number }>

describe('slices loaded with their page', () => {
  it('reach a store made before their page’s code arrives, which reads their initial state until its next action', async () => {
    const store = makeStore()
    expect(store.getState()).not.toHaveProperty('faq')
    const { faqTabSelected, selectSelectedFaqTab } = await import('@features/faq/faqSlice')
    expect(selectSelectedFaqTab(store.getState())).toBe('general')
    store.dispatch(faqTabSelected('payments'))
    expect(selectSelectedFaqTab(store.getState())).toBe('payments')
  })

  it('are in a store made after them, from the state it is given', () => {
    const tally = makeTallySlice('tallyLoadedFirst').injectInto(lazySlices)
    const store = makeStore({ tallyLoadedFirst: { count: 7 } } as PreloadedAppState)
    store.dispatch(tally.actions.counted())
    expect(tally.selectors.selectCount(stateOf(store))).toBe(8)
  })

  it('answer every store alive, each with a state of its own', () => {
    const first = makeStore()
    const second = makeStore()
    const tally = makeTallySlice('tallyInTwoStores').injectInto(lazySlices)
    first.dispatch(tally.actions.counted())
    first.dispatch(tally.actions.counted())
    second.dispatch(tally.actions.counted())
    expect(tally.selectors.selectCount(stateOf(first))).toBe(3)
    expect(tally.selectors.selectCount(stateOf(second))).toBe(2)
  })
})
