import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { LONG_WORDS } from './longWords'

interface PageHeroProps {
  title: string
  intro: string
  eyebrow?: string
  centered?: boolean
  /** Calls to action below the intro. */
  children?: ReactNode
}

/** The coloured banner that opens a public page, holding its h1. */
export function PageHero({ title, intro, eyebrow, centered = false, children }: PageHeroProps) {
  const headingId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'brand.main', color: 'brand.contrastText', py: { xs: 7, md: 11 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: centered ? { md: 'center' } : undefined }}>
        {eyebrow && (
          <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 2 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography
          id={headingId}
          variant="h1"
          sx={{
            fontSize: { xs: '2.1rem', md: '3.1rem' },
            [LONG_WORDS]: { fontSize: { xs: '1.75rem', md: '3.1rem' } },
            mb: 3,
            // The banner's fill is the primary colour the ring is usually drawn in.
            '&:focus-visible': { outlineColor: 'currentColor' },
          }}
        >
          {title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92 }}>
          {intro}
        </Typography>
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  )
}
