import { createTheme, type Theme } from '@mui/material/styles'
import { textDirection, type Locale } from '@/lib/i18n/locales'

declare module '@mui/material/styles' {
  interface Palette {
    /** The banner of the public pages and the footer: dark in both colour schemes. */
    brand: Palette['primary']
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary']
  }
  /** The theme has CSS variables: ThemeProvider takes their props (disableStyleSheetGeneration). */
  interface CssThemeVariables {
    enabled: true
  }
  interface BreakpointOverrides {
    /** From here up the navigation bar shows its items; below, the phone's menu holds them. */
    nav: true
  }
}

/** The attribute on <html> that holds a chosen colour scheme (product.md §5). */
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/colorSchemeScript.js'

type Themed = { theme: Theme }

/** The palette as CSS variables, so that one style serves both colour schemes. */
const paletteOf = (theme: Theme) => (theme.vars ?? theme).palette

// product.md §5: a ring of at least 3:1 against the page wherever the keyboard lands. MUI's own
// marks (a lighter fill, a thicker border, a faint halo) are not.
const focusRing = ({ theme }: Themed) => ({
  outline: `3px solid ${paletteOf(theme).primary.main}`,
  outlineOffset: 2,
})
const focusVisibleRing = (props: Themed) => ({ '&.Mui-focusVisible': focusRing(props) })
// Drawn inside the control's own box: full-width rows, whose container's edge would cut a ring
// off, and checkboxes and switches, whose ring outside would run over their label.
const insideRing = (props: Themed) => ({ ...focusRing(props), outlineOffset: -3 })
const insetFocusRing = (props: Themed) => ({ '&.Mui-focusVisible': insideRing(props) })

// The system's fonts only, none shipped (product.md §15): for each script, Noto's face (Android,
// Linux), Apple's and Windows's. Each language puts its own script's faces first: its digits and
// punctuation come from the same face as its letters, and the browser finds the face for its
// letters at once instead of trying each Latin face first, which held up a Hindi page's first
// paint (Lighthouse: /hi's largest paint 1,143 ms before, 1,060 after; commit 4f4e325). The other
// scripts follow, for the language control's names and for what people wrote.
const LATIN_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans"'
const DEVANAGARI_FONTS = '"Noto Sans Devanagari", "Nirmala UI", Mangal'
const OWN_FONTS: Record<Locale, string> = {
  'en-IN': LATIN_FONTS,
  'hi-IN': DEVANAGARI_FONTS,
  'ur-IN': '"Noto Naskh Arabic", "Noto Nastaliq Urdu", "Urdu Typesetting", "Segoe UI"',
  'bn-IN': '"Noto Sans Bengali", "Nirmala UI"',
  'mr-IN': DEVANAGARI_FONTS,
  'ta-IN': '"Noto Sans Tamil", "Nirmala UI"',
  'te-IN': '"Noto Sans Telugu", "Nirmala UI"',
  'ml-IN': '"Noto Sans Malayalam", "Nirmala UI"',
}
/** The language's own faces first, then the Latin ones, then the other scripts', each once. */
const fontStack = (locale: Locale) =>
  [
    ...new Set(
      [OWN_FONTS[locale], LATIN_FONTS, ...Object.values(OWN_FONTS)].flatMap((faces) =>
        faces.split(', '),
      ),
    ),
    'sans-serif',
  ].join(', ')

/** The icons that show a direction along the line: mirrored right to left. */
const MIRRORED_ICONS = ['OpenInNew', 'Undo', 'Logout', 'Login', 'Send']

/** product.md §5: every target at least 44 x 44 CSS pixels. */
const TARGET = 44

// A switch's track 34 x 14 and thumb 20 as MUI draws them, in a 44 px tall target. Overrides
// come after MUI's size variants, so a small switch gets the same.
const switchGeometry = {
  width: TARGET + 20,
  height: TARGET,
  padding: 15,
  '& .MuiSwitch-switchBase': { padding: 12 },
  '& .MuiSwitch-switchBase.Mui-checked': { transform: 'translateX(20px)' },
  '& .MuiSwitch-thumb': { width: 20, height: 20 },
}

// product.md §5: the width from which each language's navigation bar holds its items on one row.
// Each is its widest bar (a newsroom's or a user's, logged in) as Chromium draws it with the Noto
// faces, plus a desktop's scrollbar and about 3 % for other faces, rounded up to 10 px. The widest
// bars measured: English 1,021 px, Hindi 1,028, Urdu 956, Bengali 1,085, Marathi 940, Tamil 1,383,
// Telugu 1,183, Malayalam 1,482 (with MUI's 24 px at either end; the bar now has 16). English's is
// held at 1,024 px, where its widest bar fits beside a desktop's scrollbar with the bar's 16 px
// ends (NavBar.tsx), so that a 1,024 px screen (a tablet held sideways, the component tests'
// window, which jsdom fixes at 1,024) keeps English's bar.
export const NAV_BAR_FROM: Record<Locale, number> = {
  'en-IN': 1024,
  'hi-IN': 1080,
  'ur-IN': 1010,
  'bn-IN': 1140,
  'mr-IN': 990,
  'ta-IN': 1450,
  'te-IN': 1240,
  'ml-IN': 1550,
}

const makeBaseTheme = (locale: Locale) =>
  createTheme({
    direction: textDirection(locale),
    // MUI's own values, and the bar's: MUI orders the keys by width, so md and lg stay as they are.
    breakpoints: {
      values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, nav: NAV_BAR_FROM[locale] },
    },
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#0d3b66', contrastText: '#ffffff' },
          secondary: { main: '#f4d35e', contrastText: '#1d1d1d' },
          success: { main: '#1b7a43' },
          warning: { main: '#9a5b00' },
          background: { default: '#f6f7fb', paper: '#ffffff' },
          brand: { main: '#0d3b66', contrastText: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#9fcbff', contrastText: '#0b1f33' },
          secondary: { main: '#f4d35e', contrastText: '#1d1d1d' },
          success: { main: '#7ad59b', contrastText: '#0b2616' },
          warning: { main: '#ffc266', contrastText: '#2b1a00' },
          error: { main: '#ff9a9a', contrastText: '#330000' },
          // MUI fills a dark scheme's error alert with a darker error.main and white, 4.0:1; this
          // deeper red with white reads 5.6:1 (text needs 4.5:1).
          Alert: { errorFilledBg: '#c62828', errorFilledColor: '#ffffff' },
          background: { default: '#0f141a', paper: '#171e26' },
          brand: { main: '#0b2540', contrastText: '#ffffff' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack(locale),
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
          // A heading takes the focus when a page opens (product.md §5) or replaces a form: the
          // keyboard's ring there is the app's, not the browser's thin one.
          ':is(h1, h2, h3, h4, h5, h6):focus-visible': focusRing({ theme }),
          // product.md §15: icons that point along the line point the other way in Urdu.
          [MIRRORED_ICONS.map((name) => `[dir='rtl'] [data-testid='${name}Icon']`).join(', ')]: {
            transform: 'scaleX(-1)',
          },
        }),
      },
      MuiButtonBase: { styleOverrides: { root: focusVisibleRing } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: TARGET } },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: TARGET, minHeight: TARGET } } },
      MuiListItemButton: { styleOverrides: { root: insetFocusRing } },
      MuiAccordionSummary: { styleOverrides: { root: insetFocusRing } },
      // The 24 px box in a 44 px target: a ring inside the target stays clear of box and label.
      MuiCheckbox: {
        styleOverrides: { root: (props) => ({ padding: 10, ...insetFocusRing(props) }) },
      },
      MuiSwitch: {
        styleOverrides: {
          root: ({ theme }) => ({
            ...switchGeometry,
            // The switch clips what leaves its box, the thumb's ring with it: the ring goes round
            // the whole switch instead, inside its 44 px target.
            borderRadius: TARGET / 2,
            '& .MuiSwitch-switchBase.Mui-focusVisible': { outline: 'none' },
            '&:has(.Mui-focusVisible)': insideRing({ theme }),
            // Solid tracks: MUI's translucent ones reach 2.7:1 against the page (product.md §5).
            '& .MuiSwitch-track': { opacity: 1, backgroundColor: paletteOf(theme).text.secondary },
            '& .MuiSwitch-switchBase.Mui-checked': { color: paletteOf(theme).primary.contrastText },
            '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
              opacity: 1,
              backgroundColor: paletteOf(theme).primary.main,
            },
          }),
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focused': focusRing({ theme }) }),
          // MUI's border is 1.7:1 against the page; a field's edge needs 3:1 (product.md §5).
          notchedOutline: ({ theme }) => ({ borderColor: paletteOf(theme).text.secondary }),
        },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: {
          root: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 } },
        },
      },
    },
  })

const DARK_SELECTOR = `[${COLOR_SCHEME_ATTRIBUTE}="dark"]`

/**
 * MUI writes the light variables for :root and the dark ones for the attribute, which the page's
 * inline script sets before the first paint (src/lib/colorSchemeScript.js). A page read without
 * scripts has no attribute: it follows the system's setting through these rules, all but MUI's
 * dark-only component styles (the navigation bar's dark fill).
 */
type StyleSheets = () => Record<string, Record<string, unknown>>[]

function followSystemUntilChosen(theme: Theme & { generateStyleSheets?: StyleSheets }): Theme {
  const { generateStyleSheets } = theme
  if (!generateStyleSheets) return theme
  return Object.assign(theme, {
    generateStyleSheets: () => {
      const sheets = generateStyleSheets()
      const dark = sheets.find((sheet) => DARK_SELECTOR in sheet)?.[DARK_SELECTOR]
      return dark
        ? [
            ...sheets,
            {
              '@media (prefers-color-scheme: dark)': {
                [`:root:not([${COLOR_SCHEME_ATTRIBUTE}])`]: dark,
              },
            },
          ]
        : sheets
    },
  })
}

const themes = new Map<Locale, Theme>()

/** TipWire's theme for a language, made the first time it is asked for (`makeThemeInTasks`). */
export function appTheme(locale: Locale) {
  let theme = themes.get(locale)
  if (!theme) themes.set(locale, (theme = followSystemUntilChosen(makeBaseTheme(locale))))
  return theme
}

/**
 * Makes the theme for `locale` ahead of the app's first render, in four tasks, `nextTask`
 * between them (product.md §14). MUI's theme code is slow the first time it runs: made at once,
 * the theme was one task of 65-174 ms on a slow phone (8.6x CPU). Three smaller themes, made and
 * dropped, run its default part, then its CSS variables for the light scheme, then the dark
 * scheme's, each in a task of its own; TipWire's theme then runs mostly code that has run
 * before. On a login page at 8.6x the four took 117 ms in all where the three took 111, and
 * none over 40 at the median (docs/benchmarks.md, runs AW and BE).
 */
export async function makeThemeInTasks(locale: Locale, nextTask: () => Promise<void>) {
  if (themes.has(locale)) return appTheme(locale)
  createTheme()
  await nextTask()
  createTheme({ cssVariables: true, colorSchemes: { light: true } })
  await nextTask()
  createTheme({ cssVariables: true, colorSchemes: { dark: true }, defaultColorScheme: 'dark' })
  await nextTask()
  return appTheme(locale)
}
