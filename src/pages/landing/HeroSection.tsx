import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { EntryButton } from '@/layout/EntryButton'
import { hero } from './landingContent'

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 7, md: 12 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: { md: 'center' } }}>
        <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 2 }}>
          {hero.eyebrow}
        </Typography>
        <Typography
          id="hero-heading"
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', md: '3.25rem' }, mb: 3 }}
        >
          {hero.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92, mb: 4 }}>
          {hero.text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
          <EntryButton role="user" color="secondary">
            {hero.userAction}
          </EntryButton>
          <EntryButton role="newsroom" variant="outlined" color="inherit">
            {hero.newsroomAction}
          </EntryButton>
        </Stack>
      </Container>
    </Box>
  )
}
