import { alpha, type Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'

export type LightButtonVariant = 'text' | 'outlined' | 'contained'

/**
 * Button looks for links and buttons on every page's first download (the navigation, the error
 * pages). MUI's Button brings its ripple, transitions and loading spinner, about 8 KB gzip that
 * the landing page would otherwise wait for (product.md §14). Pages use MUI's Button freely.
 */
export const lightButtonSx =
  (variant: LightButtonVariant = 'text') =>
  (theme: Theme): SystemStyleObject<Theme> => ({
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 1,
    minHeight: 44,
    px: variant === 'text' ? 1 : 2,
    py: 0.75,
    borderRadius: `${theme.shape.borderRadius}px`,
    border: '1px solid',
    borderColor: variant === 'outlined' ? 'currentColor' : 'transparent',
    bgcolor: variant === 'contained' ? 'primary.main' : 'transparent',
    color: variant === 'contained' ? 'primary.contrastText' : 'inherit',
    fontFamily: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color'),
    // Text and outlined looks sit on the dark navigation bar.
    '&:hover': {
      bgcolor: variant === 'contained' ? 'primary.dark' : alpha(theme.palette.common.white, 0.12),
    },
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
    '&:disabled': { cursor: 'default' },
  })
