import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'

interface NotInDemoButtonProps {
  /** The button's name, as it would read if it worked: "Filter", "Account Settings". */
  label: string
  startIcon?: ReactNode
  /** Where it stands in its layout; its look is its own. */
  sx?: SxProps<Theme>
}

/**
 * A button the demonstration shows but does not implement, saying why (product.md §5, §9).
 * Unavailable rather than disabled: a disabled button takes no focus and shows nothing on hover
 * or touch, so a keyboard or screen-reader user would never learn the reason. Here the reason
 * is written on the button itself, for every eye and finger, and its name is what it shows,
 * label then reason, so that speech input finds it by the words on it (WCAG 2.5.3); pressing it
 * does nothing.
 */
export function NotInDemoButton({ label, startIcon, sx }: NotInDemoButtonProps) {
  const { _ } = useLingui()
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={startIcon}
      aria-disabled="true"
      disableRipple
      sx={[
        {
          color: 'text.secondary',
          borderStyle: 'dashed',
          cursor: 'not-allowed',
          textAlign: 'start',
          '&:hover': { bgcolor: 'transparent', borderStyle: 'dashed' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
        {label}
        {/* A line of its own, which the name reads as a word apart from the label. */}
        <Box component="span" sx={{ display: 'block', typography: 'caption', lineHeight: 1.25 }}>
          {_('common.notInDemo')}
        </Box>
      </Box>
    </Button>
  )
}
