import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import CreateIcon from '@mui/icons-material/Create'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import SavingsIcon from '@mui/icons-material/Savings'
import { Columns } from '@/ui/Columns'
import { howItWorksSteps, type HowItWorksStep } from './landingContent'

const STEP_ICONS: Record<HowItWorksStep['icon'], typeof CreateIcon> = {
  submit: CreateIcon,
  pickedUp: NewspaperIcon,
  earn: SavingsIcon,
}

export function HowItWorksSection() {
  return (
    <Box component="section" aria-labelledby="how-it-works-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Typography id="how-it-works-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          How it works
        </Typography>
        <Columns columns={{ xs: 1, md: 3 }} gap={4} component="ol">
          {howItWorksSteps.map((step, index) => {
            const Icon = STEP_ICONS[step.icon]
            return (
              <Box key={step.title} component="li" sx={{ textAlign: 'center' }}>
                <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} />
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {index + 1}. {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Box>
            )
          })}
        </Columns>
      </Container>
    </Box>
  )
}
