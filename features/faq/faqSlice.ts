import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { faqEntries, type FaqCategory, type FaqEntry } from './faqEntries'

export type FaqTab = 'all' | FaqCategory

export const FAQ_TABS: readonly { value: FaqTab; label: string }[] = [
  { value: 'all', label: 'All Questions' },
  { value: 'general', label: 'General' },
  { value: 'users', label: 'For Users' },
  { value: 'newsrooms', label: 'For Newsrooms' },
  { value: 'payments', label: 'Payments' },
]

export interface FaqState {
  entries: FaqEntry[]
  selectedTab: FaqTab
  /** Several questions may be open at once (product.md §10). */
  openEntryIds: string[]
}

const DEFAULT_TAB: FaqTab = 'general'

const initialState: FaqState = {
  entries: faqEntries,
  selectedTab: DEFAULT_TAB,
  // product.md §10: the first question starts open.
  openEntryIds: faqEntries
    .filter((entry) => entry.category === DEFAULT_TAB)
    .slice(0, 1)
    .map((entry) => entry.id),
}

const faqSlice = createSlice({
  name: 'faq',
  initialState,
  reducers: {
    faqTabSelected: (state, action: PayloadAction<FaqTab>) => {
      state.selectedTab = action.payload
    },
    faqEntryToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload
      state.openEntryIds = state.openEntryIds.includes(id)
        ? state.openEntryIds.filter((openId) => openId !== id)
        : [...state.openEntryIds, id]
    },
  },
  selectors: {
    selectFaqEntries: (faq) => faq.entries,
    selectSelectedFaqTab: (faq) => faq.selectedTab,
    selectOpenFaqEntryIds: (faq) => faq.openEntryIds,
  },
})

export const { faqTabSelected, faqEntryToggled } = faqSlice.actions
export const { selectFaqEntries, selectSelectedFaqTab, selectOpenFaqEntryIds } = faqSlice.selectors
export const faqReducer = faqSlice.reducer

export const selectVisibleFaqEntries = createSelector(
  [selectFaqEntries, selectSelectedFaqTab],
  (entries, tab) => (tab === 'all' ? entries : entries.filter((entry) => entry.category === tab)),
)
