import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { FAQ_TABS, faqTabSelected, selectSelectedFaqTab } from './faqSlice'

export const faqTabId = (value: string) => `faq-tab-${value}`
export const FAQ_PANEL_ID = 'faq-panel'

/** Arrow keys move between tabs, and the selection follows the focus. */
export function FaqCategoryTabs() {
  const dispatch = useAppDispatch()
  const selectedTab = useAppSelector(selectSelectedFaqTab)
  return (
    <Tabs
      value={selectedTab}
      onChange={(_event, value: (typeof FAQ_TABS)[number]['value']) =>
        dispatch(faqTabSelected(value))
      }
      aria-label="Question categories"
      variant="scrollable"
      // Always rendered, so the prerendered strip already holds them ('auto' adds them after
      // measuring, which shifts the tabs: product.md §14); hidden where all tabs fit.
      scrollButtons
      allowScrollButtonsMobile
      selectionFollowsFocus
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        mb: 3,
        '& .MuiTabs-scrollButtons': { display: { md: 'none' } },
      }}
    >
      {FAQ_TABS.map(({ value, label }) => (
        <Tab
          key={value}
          value={value}
          label={label}
          id={faqTabId(value)}
          aria-controls={FAQ_PANEL_ID}
        />
      ))}
    </Tabs>
  )
}
