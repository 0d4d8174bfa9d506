import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
// Purchases belong to the logged-in newsroom: the session's logout clears them.
import { userLoggedOut } from '@features/session/sessionSlice'
import { sampleTips, type Tip } from './sampleTips'
import { tipsMatching } from './tipSearch'

export interface PurchasesState {
  /** The tips on offer: fixed sample data in this demo. */
  availableTips: Tip[]
  /** In order of purchase; the same id may appear more than once (product.md §9). */
  purchasedTipIds: string[]
}

const initialState: PurchasesState = { availableTips: sampleTips, purchasedTipIds: [] }

// Loads with the newsroom dashboard's code (store/lazySlices.ts).
const purchasesSlice = createSlice({
  name: 'purchases',
  initialState,
  reducers: {
    // product.md §9: no payment and no server call; buying the same tip again is allowed.
    tipPurchased: (state, action: PayloadAction<{ tipId: string }>) => {
      if (state.availableTips.some((tip) => tip.id === action.payload.tipId)) {
        state.purchasedTipIds.push(action.payload.tipId)
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, (state) => {
      state.purchasedTipIds = []
    })
  },
  selectors: {
    selectAvailableTips: (purchases) => purchases.availableTips,
    selectPurchasedTipIds: (purchases) => purchases.purchasedTipIds,
    selectPurchaseCount: (purchases) => purchases.purchasedTipIds.length,
    selectTimesBought: (purchases, tipId: string) =>
      purchases.purchasedTipIds.filter((id) => id === tipId).length,
  },
}).injectInto(lazySlices)

export const { tipPurchased } = purchasesSlice.actions
export const {
  selectAvailableTips,
  selectPurchasedTipIds,
  selectPurchaseCount,
  selectTimesBought,
} = purchasesSlice.selectors

/**
 * Tips in whose title, excerpt or location every word of the query appears, ignoring case and
 * accents.
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

/** The tip bought last, if any. */
export const selectLatestPurchase = createSelector(
  [selectAvailableTips, selectPurchasedTipIds],
  (tips, purchasedIds) => tips.find((tip) => tip.id === purchasedIds.at(-1)),
)
