import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import MailOutlinedIcon from '@mui/icons-material/MailOutlined'
import { useLingui } from '@lingui/react'
import { FaqAccordion } from '@features/faq/FaqAccordion'
import { FaqCategoryTabs } from '@features/faq/FaqCategoryTabs'
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/lib/externalLinks'

export function FaqPage() {
  const { _ } = useLingui()
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{_('faq.page.documentTitle')}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' }, mb: 1 }}>
        {_('faq.page.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {_('faq.page.intro')}
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
          {_('faq.contact.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {_('faq.contact.writeToUs', { email: SUPPORT_EMAIL })}
        </Typography>
        <Button variant="contained" href={SUPPORT_MAILTO} startIcon={<MailOutlinedIcon />}>
          {_('faq.contact.button')}
        </Button>
      </Paper>
    </Container>
  )
}
