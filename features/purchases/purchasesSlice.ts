import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
// Purchases belong to the logged-in newsroom: the session's logout clears them.
import { userLoggedOut } from '@features/session/sessionSlice'
import { sampleTips, type Tip } from './sampleTips'
import { tipsMatching } from './tipSearch'

/**
 * product.md §9: a press on a tip's Buy, Buy again or Cancel within this long of the last one
 * that was answered for the same tip is the same press repeated (a double-click, Enter then
 * Space), never a second purchase.
 */
export const REPEATED_PRESS_MS = 1000

/** A press on one of a tip's buying buttons, and when it happened (ms since the epoch). */
export interface BuyingPress {
  tipId: string
  at: number
}

export interface PurchasesState {
  /** The tips on offer: fixed sample data in this demo. */
  availableTips: Tip[]
  /** In order of purchase; the same id may appear more than once (product.md §9). */
  purchasedTipIds: string[]
  /** The tip whose card asks "Buy again?", if any: one question at a time. */
  buyAgainTipId: string | null
  /** The last press that was answered (a purchase, a question, a cancel). */
  lastAnsweredPress: BuyingPress | null
}

const initialState: PurchasesState = {
  availableTips: sampleTips,
  purchasedTipIds: [],
  buyAgainTipId: null,
  lastAnsweredPress: null,
}

const isRepeatedPress = (state: PurchasesState, press: BuyingPress) =>
  state.lastAnsweredPress?.tipId === press.tipId &&
  press.at - state.lastAnsweredPress.at < REPEATED_PRESS_MS

// The time of a press is taken as the action is made, so that the reducers stay pure and tests
// can give their own.
const pressedAt = (tipId: string, at: number = Date.now()) => ({ payload: { tipId, at } })

declare module '@store/lazySlices' {
  interface LazyLoadedSlices {
    purchases: PurchasesState
  }
}

// Loads with the newsroom dashboard's code (store/lazySlices.ts).
const purchasesSlice = createSlice({
  name: 'purchases',
  initialState,
  reducers: {
    // product.md §9: no payment and no server call; a tip bought before is bought again only
    // once the newsroom says so.
    buyPressed: {
      reducer: (state, { payload: press }: PayloadAction<BuyingPress>) => {
        const onOffer = state.availableTips.some((tip) => tip.id === press.tipId)
        if (!onOffer || isRepeatedPress(state, press)) return
        if (state.purchasedTipIds.includes(press.tipId)) state.buyAgainTipId = press.tipId
        else state.purchasedTipIds.push(press.tipId)
        state.lastAnsweredPress = press
      },
      prepare: pressedAt,
    },
    buyAgainConfirmed: {
      reducer: (state, { payload: press }: PayloadAction<BuyingPress>) => {
        if (state.buyAgainTipId !== press.tipId || isRepeatedPress(state, press)) return
        state.purchasedTipIds.push(press.tipId)
        state.buyAgainTipId = null
        state.lastAnsweredPress = press
      },
      prepare: pressedAt,
    },
    buyAgainCancelled: {
      reducer: (state, { payload: press }: PayloadAction<BuyingPress>) => {
        if (state.buyAgainTipId !== press.tipId || isRepeatedPress(state, press)) return
        state.buyAgainTipId = null
        state.lastAnsweredPress = press
      },
      prepare: pressedAt,
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, (state) => ({
      ...initialState,
      availableTips: state.availableTips,
    }))
  },
  selectors: {
    selectAvailableTips: (purchases) => purchases.availableTips,
    selectPurchasedTipIds: (purchases) => purchases.purchasedTipIds,
    selectPurchaseCount: (purchases) => purchases.purchasedTipIds.length,
    selectTimesBought: (purchases, tipId: string) =>
      purchases.purchasedTipIds.filter((id) => id === tipId).length,
    selectAsksBuyAgain: (purchases, tipId: string) => purchases.buyAgainTipId === tipId,
  },
}).injectInto(lazySlices, { overrideExisting: true })

export const { buyPressed, buyAgainConfirmed, buyAgainCancelled } = purchasesSlice.actions
export const {
  selectAvailableTips,
  selectPurchasedTipIds,
  selectPurchaseCount,
  selectTimesBought,
  selectAsksBuyAgain,
} = purchasesSlice.selectors

/**
 * Tips in whose title, excerpt or location every word of the query appears, ignoring case and
 * the accents of Latin letters.
 */
export const selectTipsMatching = createSelector(
  [selectAvailableTips, (_state: unknown, query: string) => query],
  tipsMatching,
)

export interface TipPurchases {
  tip: Tip
  /** How many times it was bought. */
  count: number
}

/** Each tip bought, once, in the order of its first purchase, with how many times. */
export const selectPurchasesByTip = createSelector(
  [selectAvailableTips, selectPurchasedTipIds],
  (tips, purchasedIds): TipPurchases[] =>
    [...new Set(purchasedIds)].flatMap((id) => {
      const tip = tips.find((candidate) => candidate.id === id)
      const count = purchasedIds.filter((purchasedId) => purchasedId === id).length
      return tip ? [{ tip, count }] : []
    }),
)

/** Rupees spent on every purchase together. */
export const selectTotalSpent = createSelector([selectPurchasesByTip], (purchases) =>
  purchases.reduce((total, { tip, count }) => total + tip.price * count, 0),
)

/** The tip bought last, if any. */
export const selectLatestPurchase = createSelector(
  [selectAvailableTips, selectPurchasedTipIds],
  (tips, purchasedIds) => tips.find((tip) => tip.id === purchasedIds.at(-1)),
)
