import { createTheme, type Theme } from '@mui/material/styles'

// MUI marks a keyboard focus on a checkbox or switch with a faint halo only (product.md §5).
const focusRing = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
})

export const theme = createTheme({
  palette: {
    primary: { main: '#0d3b66', contrastText: '#ffffff' },
    secondary: { main: '#f4d35e', contrastText: '#1d1d1d' },
    success: { main: '#1b7a43' },
    warning: { main: '#9a5b00' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // What takes the focus or is scrolled to stays clear of the sticky navigation bar
        // (product.md §6): its tallest toolbar, 64 px, and a margin.
        html: { scrollPaddingTop: theme.spacing(10) },
      }),
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCheckbox: { styleOverrides: { root: focusRing } },
    MuiSwitch: { styleOverrides: { switchBase: focusRing } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
})
