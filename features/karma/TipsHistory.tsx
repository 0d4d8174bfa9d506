import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectTipsHistory } from './karmaSlice'

export function TipsHistory() {
  const history = useAppSelector(selectTipsHistory)
  return (
    <SectionPanel title="Tips History">
      <List aria-label="Tips History" disablePadding>
        {history.map((entry) => (
          <ListItem key={entry.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {entry.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {entry.submittedWhen}
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
    </SectionPanel>
  )
}
