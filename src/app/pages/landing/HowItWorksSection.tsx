import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import CreateIcon from '@mui/icons-material/Create'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import SavingsIcon from '@mui/icons-material/Savings'
import { Columns } from '@/ui/Columns'
import { howItWorksSteps, howItWorksValues, type HowItWorksStep } from './landingContent'

const STEP_ICONS: Record<HowItWorksStep['icon'], typeof CreateIcon> = {
  submit: CreateIcon,
  pickedUp: NewspaperIcon,
  earn: SavingsIcon,
}

export function HowItWorksSection() {
  const { _ } = useLingui()
  const values = howItWorksValues()
  return (
    <Box component="section" aria-labelledby="how-it-works-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Typography id="how-it-works-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          {_('landing.howItWorks.heading')}
        </Typography>
        <Columns columns={{ xs: 1, md: 3 }} gap={4} component="ol">
          {howItWorksSteps.map((step, index) => {
            const Icon = STEP_ICONS[step.icon]
            return (
              <Box key={step.icon} component="li" sx={{ textAlign: 'center' }}>
                <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} />
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {_('landing.howItWorks.stepHeading', { number: index + 1, title: _(step.title) })}
                </Typography>
                <Typography color="text.secondary">{_(step.text, values)}</Typography>
              </Box>
            )
          })}
        </Columns>
      </Container>
    </Box>
  )
}
