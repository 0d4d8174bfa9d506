import type { Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'

export type LightButtonVariant = 'text' | 'outlined' | 'contained'
export type LightButtonColor = 'inherit' | 'primary' | 'secondary'

/**
 * Button looks for links and buttons on every page's first download (the navigation, the
 * landing page's calls to action, the error pages). MUI's Button brings its ripple, transitions
 * and loading spinner, about 9 KB gzip that a public page would otherwise wait for (product.md
 * §14). Pages past the first download use MUI's Button freely.
 */
export const lightButtonSx =
  (variant: LightButtonVariant = 'text', color: LightButtonColor = 'inherit') =>
  (theme: Theme): SystemStyleObject<Theme> => {
    const contained = variant === 'contained'
    // The palette a contained look is filled from; an inherited colour fills with the primary.
    const fill = color === 'inherit' ? 'primary' : color
    return {
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
      bgcolor: contained ? `${fill}.main` : 'transparent',
      color: contained ? `${fill}.contrastText` : color === 'inherit' ? 'inherit' : `${color}.main`,
      fontFamily: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      transition: theme.transitions.create('background-color'),
      '&:hover': {
        // A tint of the text's own colour reads on the dark navigation bar and on a light page.
        bgcolor: contained ? `${fill}.dark` : 'color-mix(in srgb, currentColor 12%, transparent)',
      },
      // A contained look's text colour is meant for its fill, not for the page around the ring.
      '&:focus-visible': {
        outline: `3px solid ${contained ? (theme.vars ?? theme).palette[fill].main : 'currentColor'}`,
        outlineOffset: 2,
      },
      '&:disabled': { cursor: 'default' },
    }
  }
