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

/** The questions themselves are fixed content (faqEntries.ts), not state. */
export interface FaqState {
  selectedTab: FaqTab
  /** Several questions may be open at once (product.md §10). */
  openEntryIds: string[]
}

const DEFAULT_TAB: FaqTab = 'general'

const initialState: FaqState = {
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
    /** A link named the question: it is opened, under a tab that shows it. */
    faqQuestionLinked: (state, action: PayloadAction<string>) => {
      const entry = faqEntries.find(({ id }) => id === action.payload)
      if (!entry) return
      if (state.selectedTab !== 'all') state.selectedTab = entry.category
      if (!state.openEntryIds.includes(entry.id)) state.openEntryIds.push(entry.id)
    },
    faqEntryToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload
      state.openEntryIds = state.openEntryIds.includes(id)
        ? state.openEntryIds.filter((openId) => openId !== id)
        : [...state.openEntryIds, id]
    },
  },
  selectors: {
    selectSelectedFaqTab: (faq) => faq.selectedTab,
    selectOpenFaqEntryIds: (faq) => faq.openEntryIds,
  },
})

export const { faqTabSelected, faqQuestionLinked, faqEntryToggled } = faqSlice.actions
export const { selectSelectedFaqTab, selectOpenFaqEntryIds } = faqSlice.selectors
export const faqReducer = faqSlice.reducer

export const selectVisibleFaqEntries = createSelector(
  [selectSelectedFaqTab],
  (tab): readonly FaqEntry[] =>
    tab === 'all' ? faqEntries : faqEntries.filter((entry) => entry.category === tab),
)
