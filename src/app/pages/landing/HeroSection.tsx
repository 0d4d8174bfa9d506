import { useLingui } from '@lingui/react'
import Stack from '@mui/material/Stack'
import { EntryButton } from '@/app/layout/EntryButton'
import { PageHero } from '@/ui/PageHero'
import { hero } from './landingContent'

export function HeroSection() {
  const { _ } = useLingui()
  return (
    <PageHero title={_(hero.title)} intro={_(hero.text)} eyebrow={_(hero.eyebrow)} centered>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
        <EntryButton role="user" color="secondary">
          {_(hero.userAction)}
        </EntryButton>
        <EntryButton role="newsroom" variant="outlined" color="inherit">
          {_(hero.newsroomAction)}
        </EntryButton>
      </Stack>
    </PageHero>
  )
}
