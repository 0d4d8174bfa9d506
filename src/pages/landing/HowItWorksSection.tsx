import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import CreateIcon from '@mui/icons-material/Create'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import SavingsIcon from '@mui/icons-material/Savings'
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
        <Grid container spacing={4} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {howItWorksSteps.map((step, index) => {
            const Icon = STEP_ICONS[step.icon]
            return (
              <Grid
                key={step.title}
                component="li"
                size={{ xs: 12, md: 4 }}
                sx={{ textAlign: 'center' }}
              >
                <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} />
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {index + 1}. {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Grid>
            )
          })}
        </Grid>
      </Container>
    </Box>
  )
}
