import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { formatCount } from '@/lib/formatCount'
import { SectionPanel } from '@/ui/SectionPanel'
import { useNow } from '@/lib/useNow'
import { selectTipsHistory } from './karmaSlice'
import { submittedWhen } from './submittedWhen'

/** How many entries the history shows until it is asked for all (product.md §8). */
const HISTORY_SHOWN_AT_FIRST = 10

export function TipsHistory() {
  const history = useAppSelector(selectTipsHistory)
  const now = useNow()
  const [showingAll, setShowingAll] = useState(false)
  const shown = showingAll ? history : history.slice(0, HISTORY_SHOWN_AT_FIRST)
  return (
    <SectionPanel title="Tips History">
      <List aria-label="Tips History" disablePadding>
        {shown.map((entry) => (
          <ListItem key={entry.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              {/* Isolated: a title is the sender's text, and may reorder what follows it. */}
              <Typography component="bdi" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {entry.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {submittedWhen(entry.submittedAt, now)}
              </Typography>
              {entry.reference && (
                <Typography variant="body2" color="text.secondary">
                  Reference{' '}
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {entry.reference}
                  </Box>
                </Typography>
              )}
            </Stack>
            <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
              <Chip
                size="small"
                label={entry.status}
                color={entry.status === 'Accepted' ? 'success' : 'warning'}
                variant={entry.status === 'Accepted' ? 'filled' : 'outlined'}
              />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                +{entry.karma} karma
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
      {/* One button that stays, so the focus stays on it either way. */}
      {history.length > HISTORY_SHOWN_AT_FIRST && (
        <Button
          aria-expanded={showingAll}
          onClick={() => setShowingAll(!showingAll)}
          sx={{ mt: 1 }}
        >
          {showingAll
            ? `Show the latest ${formatCount(HISTORY_SHOWN_AT_FIRST)}`
            : `Show all (${formatCount(history.length)})`}
        </Button>
      )}
    </SectionPanel>
  )
}
