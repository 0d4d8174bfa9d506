import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import MailOutlinedIcon from '@mui/icons-material/MailOutlined'
import { FaqAccordion } from '@features/faq/FaqAccordion'
import { FaqCategoryTabs } from '@features/faq/FaqCategoryTabs'
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/lib/externalLinks'

export function FaqPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>FAQ · TipWire</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' }, mb: 1 }}>
        Frequently asked questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        How TipWire works for citizen journalists and for newsrooms, and how payments work.
      </Typography>
      <FaqCategoryTabs />
      <FaqAccordion />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="contact-support-heading"
        sx={{ mt: 5, p: 3, textAlign: 'center' }}
      >
        <Typography id="contact-support-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Still have a question?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Write to us at {SUPPORT_EMAIL} and we will get back to you.
        </Typography>
        <Button variant="contained" href={SUPPORT_MAILTO} startIcon={<MailOutlinedIcon />}>
          Contact Support
        </Button>
      </Paper>
    </Container>
  )
}
