import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { lazySlices } from '@store/lazySlices'
// Types only: the slice's code is small, and the questions are kept in faqEntries.ts.
import type { FaqCategory } from './faqEntries'

export type FaqTab = 'all' | FaqCategory

/** Each tab's value, and its label's message id (faq catalogue). */
export const FAQ_TABS: readonly { value: FaqTab; label: string }[] = [
  { value: 'all', label: 'faq.tabs.all' },
  { value: 'general', label: 'faq.tabs.general' },
  { value: 'users', label: 'faq.tabs.users' },
  { value: 'newsrooms', label: 'faq.tabs.newsrooms' },
  { value: 'payments', label: 'faq.tabs.payments' },
]

/** The questions themselves are fixed content (faqEntries.ts), not state. */
export interface FaqState {
  selectedTab: FaqTab
  /** Several questions may be open at once (product.md §10). */
  openEntryIds: string[]
}

const DEFAULT_TAB: FaqTab = 'general'
/** product.md §10: the first question of General starts open (faqSlice.test.ts checks it is). */
const FIRST_OPEN_ENTRY_ID = 'what-is-tipwire'

const initialState: FaqState = { selectedTab: DEFAULT_TAB, openEntryIds: [FIRST_OPEN_ENTRY_ID] }

declare module '@store/lazySlices' {
  interface LazyLoadedSlices {
    faq: FaqState
  }
}

// Loads with the FAQ page's code (store/lazySlices.ts).
const faqSlice = createSlice({
  name: 'faq',
  initialState,
  reducers: {
    faqTabSelected: (state, action: PayloadAction<FaqTab>) => {
      state.selectedTab = action.payload
    },
    /** A link named the question: it is opened, under a tab that shows it. */
    faqQuestionLinked: (state, action: PayloadAction<{ id: string; category: FaqCategory }>) => {
      const { id, category } = action.payload
      if (state.selectedTab !== 'all') state.selectedTab = category
      if (!state.openEntryIds.includes(id)) state.openEntryIds.push(id)
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
}).injectInto(lazySlices, { overrideExisting: true })

export const { faqTabSelected, faqQuestionLinked, faqEntryToggled } = faqSlice.actions
export const { selectSelectedFaqTab, selectOpenFaqEntryIds } = faqSlice.selectors
