import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { EntryButton } from '@/app/layout/EntryButton'
import { Columns } from '@/ui/Columns'
import { PageHero } from '@/ui/PageHero'
import type { MarketingContent } from './marketingContent'

/** The layout shared by the For Users and For Newsrooms pages. */
export function MarketingPage({ content }: { content: MarketingContent }) {
  const { _ } = useLingui()
  const values = content.values()
  const say = (id: string) => _(id, values)
  return (
    <>
      <title>{say(content.documentTitle)}</title>
      <PageHero title={say(content.title)} intro={say(content.intro)} />
      <Container sx={{ py: { xs: 5, md: 7 } }}>
        <Columns columns={{ xs: 1, sm: 3 }} gap={3} component="dl" sx={{ mb: 6 }}>
          {content.facts.map((fact) => (
            <Box
              key={fact.label}
              sx={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}
            >
              <Typography component="dt" color="text.secondary">
                {say(fact.label)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}
              >
                {say(fact.value)}
              </Typography>
            </Box>
          ))}
        </Columns>
        <Box component="section" aria-labelledby="benefits-heading">
          <Typography id="benefits-heading" variant="h2" sx={{ mb: 3 }}>
            {say(content.benefitsTitle)}
          </Typography>
          <Columns columns={{ xs: 1, sm: 2 }} gap={3}>
            {content.benefits.map((benefit) => (
              <Paper key={benefit.title} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {say(benefit.title)}
                </Typography>
                <Typography color="text.secondary">{say(benefit.text)}</Typography>
              </Paper>
            ))}
          </Columns>
        </Box>
        <Box
          component="section"
          aria-labelledby="marketing-cta-heading"
          sx={{ textAlign: 'center', mt: 8 }}
        >
          <Typography id="marketing-cta-heading" variant="h2" sx={{ mb: 1 }}>
            {say(content.callToAction.title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {say(content.callToAction.text)}
          </Typography>
          <EntryButton role={content.role}>{say(content.callToAction.button)}</EntryButton>
        </Box>
      </Container>
    </>
  )
}
