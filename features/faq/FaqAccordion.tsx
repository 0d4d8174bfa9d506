import { useEffect } from 'react'
import { useLocation } from 'react-router'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { FAQ_PANEL_ID, faqTabId } from './FaqCategoryTabs'
import { faqEntries } from './faqEntries'
import { faqQuestionId, linkedFaqEntryId } from './faqLinks'
import {
  faqEntryToggled,
  faqQuestionLinked,
  selectOpenFaqEntryIds,
  selectSelectedFaqTab,
} from './faqSlice'
import { selectVisibleFaqEntries } from './visibleFaqEntries'

/**
 * Opens the question the address links to. After the page has rendered: a prerendered page
 * knows no address's hash, and must hydrate as it was rendered.
 */
function useOpenLinkedQuestion() {
  const dispatch = useAppDispatch()
  const linkedEntryId = linkedFaqEntryId(useLocation().hash)
  useEffect(() => {
    const entry = faqEntries.find(({ id }) => id === linkedEntryId)
    if (entry) dispatch(faqQuestionLinked({ id: entry.id, category: entry.category }))
  }, [dispatch, linkedEntryId])
}

/** The selected category's questions; each opens and closes on its own (Enter or Space). */
export function FaqAccordion() {
  useOpenLinkedQuestion()
  const { _ } = useLingui()
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
            id={faqQuestionId(entry.id)}
            aria-controls={`faq-answer-${entry.id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{_(entry.question)}</Typography>
          </AccordionSummary>
          {/* MUI wraps the answer in a region with the summary's aria-controls as its id. */}
          <AccordionDetails>
            <Typography color="text.secondary">
              {_(entry.answer, entry.answerValues?.())}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}
