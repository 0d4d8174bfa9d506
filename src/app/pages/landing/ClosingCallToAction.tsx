import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { EntryButton } from '@/app/layout/EntryButton'
import { closingCallToAction } from './landingContent'

export function ClosingCallToAction() {
  const { _ } = useLingui()
  return (
    <Box component="section" aria-labelledby="closing-cta-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="closing-cta-heading" variant="h2" sx={{ mb: 2 }}>
          {_(closingCallToAction.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {_(closingCallToAction.text)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
          <EntryButton role="user">{_(closingCallToAction.userAction)}</EntryButton>
          <EntryButton role="newsroom" variant="outlined">
            {_(closingCallToAction.newsroomAction)}
          </EntryButton>
        </Stack>
      </Container>
    </Box>
  )
}
