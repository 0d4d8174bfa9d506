import { useEffect, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

interface FallbackPageProps {
  title: string
  message: string
  /** Announce the message at once (a failure the visitor did not cause by navigating). */
  announce?: boolean
  /** The one way on: a link or a button styled with lightButtonSx. */
  children: ReactNode
}

/** The page shown instead of another that failed (product.md §11): a heading, why, a way on. */
export function FallbackPage({ title, message, announce = false, children }: FallbackPageProps) {
  const { _ } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  // The failed page took what had the focus with it, often the link that led there (product.md §11).
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus()
  }, [])
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: 10, textAlign: 'center' }}>
      <title>{_('common.documentTitle', { title })}</title>
      <Typography variant="h1" gutterBottom ref={heading} tabIndex={-1}>
        {title}
      </Typography>
      <Typography role={announce ? 'alert' : undefined} sx={{ mb: 4 }}>
        {message}
      </Typography>
      {children}
    </Box>
  )
}
