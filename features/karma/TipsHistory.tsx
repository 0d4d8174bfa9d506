import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { SectionPanel } from '@/ui/SectionPanel'
import { useNow } from '@/lib/useNow'
import { selectTipsHistory, selectTipsSubmitted } from './karmaSlice'
import type { TipStatus } from './sampleKarma'
import { submittedWhen } from './submittedWhen'

/** How many entries the history shows until it is asked for all (product.md §8). */
const HISTORY_SHOWN_AT_FIRST = 10

const STATUS_WORDS: Record<TipStatus, string> = {
  accepted: 'user.tipsHistory.statusAccepted',
  pending: 'user.tipsHistory.statusPending',
}

export function TipsHistory() {
  const history = useAppSelector(selectTipsHistory)
  const submitted = useAppSelector(selectTipsSubmitted)
  const now = useNow()
  const [showingAll, setShowingAll] = useState(false)
  const { _ } = useLingui()
  const title = _('user.tipsHistory.title')
  const shown = showingAll ? history : history.slice(0, HISTORY_SHOWN_AT_FIRST)
  return (
    <SectionPanel title={title}>
      {/* Beside the count of tips submitted: the history lists fewer (product.md §8). */}
      {shown.length < submitted && (
        <Typography variant="body2" color="text.secondary">
          {_('user.tipsHistory.listedOfSubmitted', { listed: shown.length, submitted })}
        </Typography>
      )}
      <List aria-label={title} disablePadding>
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
                  <Trans
                    id="user.tipsHistory.reference"
                    values={{ reference: entry.reference }}
                    components={{ 0: <Box component="span" sx={{ fontFamily: 'monospace' }} /> }}
                  />
                </Typography>
              )}
            </Stack>
            <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
              <Chip
                size="small"
                label={_(STATUS_WORDS[entry.status])}
                color={entry.status === 'accepted' ? 'success' : 'warning'}
                variant={entry.status === 'accepted' ? 'filled' : 'outlined'}
              />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {_('user.tipsHistory.karmaEarned', { karma: entry.karma })}
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
            ? _('user.tipsHistory.showLatest', { count: HISTORY_SHOWN_AT_FIRST })
            : _('user.tipsHistory.showAll', { count: history.length })}
        </Button>
      )}
    </SectionPanel>
  )
}
