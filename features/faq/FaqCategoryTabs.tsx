import type { KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
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
  bgcolor: 'transparent',
  color: 'text.secondary',
  fontFamily: 'inherit',
  cursor: 'pointer',
  transition: theme.transitions.create(['color', 'box-shadow']),
  '&:hover': { color: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
  '&[aria-selected="true"]': {
    color: 'primary.main',
    boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
})

/**
 * product.md §10: one tab in the Tab order; arrow keys, Home and End move the focus and the
 * selection follows it; on a phone the tabs wrap rather than hide behind a scroll. Plain
 * buttons rather than MUI's Tabs, which measure the strip after hydrating and render the page
 * again at once (product.md §14).
 */
export function FaqCategoryTabs() {
  const dispatch = useAppDispatch()
  const selectedTab = useAppSelector(selectSelectedFaqTab)

  const moveWithKeys = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = FAQ_TABS[move(FAQ_TABS.findIndex(({ value }) => value === selectedTab))]
    if (!next) return
    dispatch(faqTabSelected(next.value))
    document.getElementById(faqTabId(next.value))?.focus()
  }

  return (
    <Box
      role="tablist"
      aria-label="Question categories"
      onKeyDown={moveWithKeys}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {FAQ_TABS.map(({ value, label }) => (
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
          sx={tabSx}
        >
          {label}
        </Box>
      ))}
    </Box>
  )
}
