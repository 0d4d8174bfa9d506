import Stack from '@mui/material/Stack'
import { EntryButton } from '@/layout/EntryButton'
import { PageHero } from '@/ui/PageHero'
import { hero } from './landingContent'

export function HeroSection() {
  return (
    <PageHero title={hero.title} intro={hero.text} eyebrow={hero.eyebrow} centered>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
        <EntryButton role="user" color="secondary">
          {hero.userAction}
        </EntryButton>
        <EntryButton role="newsroom" variant="outlined" color="inherit">
          {hero.newsroomAction}
        </EntryButton>
      </Stack>
    </PageHero>
  )
}
