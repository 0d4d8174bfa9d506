import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react'
import { withoutDirectionControls } from '@/lib/writtenText'

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
        {/* The visitor's words, isolated in their own direction: they never reorder the sentence. */}
        <Trans
          id="newsroom.noMatchingTips.query"
          values={{ query: <bdi>{withoutDirectionControls(query.trim())}</bdi> }}
        />
      </Typography>
      <Button variant="outlined" onClick={onClearSearch}>
        {_('newsroom.noMatchingTips.clearSearch')}
      </Button>
    </Stack>
  )
}
