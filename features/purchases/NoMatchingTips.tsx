import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'

interface NoMatchingTipsProps {
  query: string
  onClearSearch: () => void
}

/** What stands in the grid's place when the search finds nothing: the query, and a way back. */
export function NoMatchingTips({ query, onClearSearch }: NoMatchingTipsProps) {
  const { _ } = useLingui()
  return (
    <Stack sx={{ py: 4, gap: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {_('newsroom.noMatchingTips.query', { query: query.trim() })}
      </Typography>
      <Button variant="outlined" onClick={onClearSearch}>
        {_('newsroom.noMatchingTips.clearSearch')}
      </Button>
    </Stack>
  )
}
