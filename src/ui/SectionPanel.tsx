import { useId, type ReactNode } from 'react'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

interface SectionPanelProps {
  title: string
  /** Hides the heading (e.g. while a success message stands in its place). */
  hideTitle?: boolean
  children: ReactNode
}

/** A titled card: a landmark section named by its own h2. */
export function SectionPanel({ title, hideTitle = false, children }: SectionPanelProps) {
  const headingId = useId()
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={hideTitle ? undefined : headingId}
      aria-label={hideTitle ? title : undefined}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {!hideTitle && (
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  )
}
