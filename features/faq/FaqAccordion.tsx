import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { FAQ_PANEL_ID, faqTabId } from './FaqCategoryTabs'
import {
  faqEntryToggled,
  selectOpenFaqEntryIds,
  selectSelectedFaqTab,
  selectVisibleFaqEntries,
} from './faqSlice'

/** The selected category's questions; each opens and closes on its own (Enter or Space). */
export function FaqAccordion() {
  const dispatch = useAppDispatch()
  const entries = useAppSelector(selectVisibleFaqEntries)
  const openIds = useAppSelector(selectOpenFaqEntryIds)
  const selectedTab = useAppSelector(selectSelectedFaqTab)
  return (
    <Box role="tabpanel" id={FAQ_PANEL_ID} aria-labelledby={faqTabId(selectedTab)}>
      {entries.map((entry) => (
        <Accordion
          key={entry.id}
          expanded={openIds.includes(entry.id)}
          onChange={() => dispatch(faqEntryToggled(entry.id))}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-question-${entry.id}`}
            aria-controls={`faq-answer-${entry.id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
          </AccordionSummary>
          {/* MUI wraps the answer in a region with the summary's aria-controls as its id. */}
          <AccordionDetails>
            <Typography color="text.secondary">{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}
