import { createSlice } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
import { CASH_OUT_MINIMUM_POINTS, KARMA_PER_SUBMITTED_TIP } from '@/lib/businessRules'
// Karma answers the tip form's and the session's events rather than being told what to add.
import { submitTip } from '@features/tipForm'
import { userLoggedOut } from '@features/session/sessionSlice'
import { sampleHistory, startingCounters, type TipHistoryEntry } from './sampleKarma'

export interface KarmaState {
  points: number
  tipsSubmitted: number
  tipsAccepted: number
  /** Newest first. */
  history: TipHistoryEntry[]
}

const initialState: KarmaState = { ...startingCounters, history: [...sampleHistory] }

declare module '@store/lazySlices' {
  interface LazyLoadedSlices {
    karma: KarmaState
  }
}

// Loads with the user dashboard's code (store/lazySlices.ts).
const karmaSlice = createSlice({
  name: 'karma',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(submitTip.fulfilled, (state, action) => {
        state.points += KARMA_PER_SUBMITTED_TIP
        state.tipsSubmitted += 1
        state.history.unshift({
          ...action.payload.historyEntry,
          status: 'pending',
          karma: KARMA_PER_SUBMITTED_TIP,
        })
      })
      .addCase(userLoggedOut, () => initialState)
  },
  selectors: {
    selectKarmaPoints: (karma) => karma.points,
    selectTipsSubmitted: (karma) => karma.tipsSubmitted,
    selectTipsAccepted: (karma) => karma.tipsAccepted,
    selectTipsHistory: (karma) => karma.history,
    selectPointsToCashOut: (karma) => Math.max(0, CASH_OUT_MINIMUM_POINTS - karma.points),
    selectCanCashOut: (karma) => karma.points >= CASH_OUT_MINIMUM_POINTS,
    /** 0 to 100, for the progress bar: rounded down, so 100 is shown only once cash-out is open. */
    selectCashOutProgress: (karma) =>
      // Multiplied before dividing: 145 / 500 * 100 is 28.999... in floating point.
      Math.min(100, Math.floor((karma.points * 100) / CASH_OUT_MINIMUM_POINTS)),
  },
}).injectInto(lazySlices, { overrideExisting: true })

export const {
  selectKarmaPoints,
  selectTipsSubmitted,
  selectTipsAccepted,
  selectTipsHistory,
  selectPointsToCashOut,
  selectCanCashOut,
  selectCashOutProgress,
} = karmaSlice.selectors
