import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import {
  selectCanCashOut,
  selectCashOutProgress,
  selectKarmaPoints,
  selectPointsToCashOut,
  selectTipsAccepted,
  selectTipsHistory,
  selectTipsSubmitted,
} from '@features/karma/karmaSlice'
import { userLoggedOut } from '@features/session/sessionSlice'
import { submitTip } from '@features/tipForm/submitTip'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'

const withPoints = (points: number) =>
  makeStore({ karma: { points, tipsSubmitted: 5, tipsAccepted: 1, history: [] } }).getState()

describe('karma slice', () => {
  it('starts at 150 karma, 5 tips submitted and 1 accepted', () => {
    const state = makeStore().getState()
    expect(selectKarmaPoints(state)).toBe(150)
    expect(selectTipsSubmitted(state)).toBe(5)
    expect(selectTipsAccepted(state)).toBe(1)
  })

  it('starts with one accepted (+110) and two pending (+10) tips in the history', () => {
    const history = selectTipsHistory(makeStore().getState())
    expect(history.map(({ status, karma }) => [status, karma])).toEqual([
      ['accepted', 110],
      ['pending', 10],
      ['pending', 10],
    ])
    for (const entry of history) {
      expect(entry.title).not.toBe('')
      expect(entry.submittedAt).toBeLessThan(Date.now())
    }
  })

  it.each([
    [145, 355, false, 29],
    [150, 350, false, 30],
    [290, 210, false, 58],
    [499, 1, false, 99],
    [500, 0, true, 100],
    [730, 0, true, 100],
  ])('with %i points needs %i more, can cash out: %s', (points, needed, canCashOut, progress) => {
    const state = withPoints(points)
    expect(selectPointsToCashOut(state)).toBe(needed)
    expect(selectCanCashOut(state)).toBe(canCashOut)
    expect(selectCashOutProgress(state)).toBe(progress)
  })
})

describe('karma after a submission', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds 10 karma, one tip submitted and a pending +10 entry at the top', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Bridge closed after cracks appear on the pillars'))
    const submitted = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    await submitted
    const state = store.getState()
    expect(selectKarmaPoints(state)).toBe(160)
    expect(selectTipsSubmitted(state)).toBe(6)
    expect(selectTipsAccepted(state)).toBe(1)
    expect(selectTipsHistory(state)).toHaveLength(4)
    expect(selectTipsHistory(state)[0]).toMatchObject({
      title: 'Bridge closed after cracks appear on the pillars',
      status: 'pending',
      karma: 10,
    })
  })

  it('counts nothing for a tip abandoned by logging out while it was submitting', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Power cut across the old city'))
    const submitted = store.dispatch(submitTip())
    store.dispatch(userLoggedOut())
    await vi.advanceTimersByTimeAsync(1000)
    await submitted
    expect(selectKarmaPoints(store.getState())).toBe(150)
    expect(selectTipsHistory(store.getState())).toHaveLength(3)
  })

  it('returns to the sample values on logout', async () => {
    const store = makeStore({
      karma: { points: 900, tipsSubmitted: 9, tipsAccepted: 4, history: [] },
    })
    store.dispatch(userLoggedOut())
    expect(selectKarmaPoints(store.getState())).toBe(150)
    expect(selectTipsHistory(store.getState())).toHaveLength(3)
  })
})
