import { createSelector } from '@reduxjs/toolkit'
import { faqEntries, type FaqEntry } from './faqEntries'
import { selectSelectedFaqTab } from './faqSlice'

/** The questions under the selected tab, in the content's order. */
export const selectVisibleFaqEntries = createSelector(
  [selectSelectedFaqTab],
  (tab): readonly FaqEntry[] =>
    tab === 'all' ? faqEntries : faqEntries.filter((entry) => entry.category === tab),
)
