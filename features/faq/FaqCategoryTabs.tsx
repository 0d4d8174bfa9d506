import type { KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { FAQ_TABS, faqTabSelected, selectSelectedFaqTab } from './faqSlice'

export const faqTabId = (value: string) => `faq-tab-${value}`
export const FAQ_PANEL_ID = 'faq-panel'

/** Where each key moves the focus from the tab at `index`: the tabs wrap around at both ends. */
const KEY_MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % FAQ_TABS.length,
  ArrowLeft: (index) => (index - 1 + FAQ_TABS.length) % FAQ_TABS.length,
  Home: () => 0,
  End: () => FAQ_TABS.length - 1,
}

const tabSx = (theme: Theme) => ({
  ...theme.typography.button,
  flexShrink: 0,
  minHeight: 48,
  px: 2,
  border: 0,
  borderBottom: '2px solid transparent',
  bgcolor: 'transparent',
  color: 'text.secondary',
  cursor: 'pointer',
  transition: theme.transitions.create(['color', 'border-color']),
  '&:hover': { color: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
  '&[aria-selected="true"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
  // Forced colours paint every border, a transparent one too: only the selected tab keeps its line.
  '@media (forced-colors: active)': {
    borderBottomColor: 'Canvas',
    '&[aria-selected="true"]': { borderBottomColor: 'Highlight' },
  },
})

/**
 * product.md §10: one tab in the Tab order; arrow keys, Home and End move the focus and the
 * selection follows it; on a phone the tabs wrap rather than hide behind a scroll. Plain
 * buttons rather than MUI's Tabs, which measure the strip after hydrating and render the page
 * again at once (product.md §14).
 */
export function FaqCategoryTabs() {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const selectedTab = useAppSelector(selectSelectedFaqTab)

  // From the tab that has the focus, which a screen reader may have moved off the selected one.
  const moveWithKeys = (event: KeyboardEvent<HTMLElement>, focusedIndex: number) => {
    const move = KEY_MOVES[event.key]
    // With a modifier the keys are the browser's (Alt+Left goes back).
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    const next = FAQ_TABS[move(focusedIndex)]
    if (!next) return
    event.preventDefault()
    // Selected before it takes the focus, so it is announced as the selected tab.
    flushSync(() => dispatch(faqTabSelected(next.value)))
    document.getElementById(faqTabId(next.value))?.focus()
  }

  return (
    <Box
      role="tablist"
      aria-label={_('faq.tabs.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {FAQ_TABS.map(({ value, label }, index) => (
        <Box
          component="button"
          type="button"
          role="tab"
          key={value}
          id={faqTabId(value)}
          aria-selected={value === selectedTab}
          aria-controls={FAQ_PANEL_ID}
          tabIndex={value === selectedTab ? 0 : -1}
          onClick={() => dispatch(faqTabSelected(value))}
          onKeyDown={(event) => moveWithKeys(event, index)}
          sx={tabSx}
        >
          {_(label)}
        </Box>
      ))}
    </Box>
  )
}
