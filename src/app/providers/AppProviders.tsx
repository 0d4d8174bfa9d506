import type { ReactNode } from 'react'
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Provider } from 'react-redux'
import type { AppStore, RootState } from '@store/store'
import { AppErrorBoundary } from '@/app/AppErrorBoundary'
import { COLOR_SCHEME_KEY, tabColorSchemeStorage } from './colorSchemeStorage'
import { activeLocale } from '@/lib/i18n/catalogues'
import { HydratedProvider } from '@/lib/useHydrated'
import { appTheme } from './theme'
import { TransitionI18nProvider } from './TransitionI18nProvider'

interface AppProvidersProps {
  store: AppStore
  /**
   * The state the page was prerendered with: while hydrating, components read it instead of the
   * restored session, so the first render matches the HTML (product.md §14). Given, the page's HTML
   * holds the global styles too (the theme's CSS variables and the baseline, as the prerenderer
   * wrote them): they are not rendered again.
   */
  serverState?: RootState
  /** Rendered to HTML by the prerenderer, or hydrating that HTML in the browser. */
  prerendered?: boolean
  /** Emotion's cache for the page's direction (leftToRightStyles.ts, rightToLeftStyles.ts). */
  styleCache?: EmotionCache
  /** The router: the browser's in the app, a static one when prerendering. */
  children: ReactNode
}

/**
 * Everything around the router, the same for the browser and for the prerenderer.
 * `noSsr`: the theme reads the chosen colour scheme as it first renders, instead of rendering
 * the whole provider again after hydration (its CSS variables serialized anew, and a forced
 * style recalculation for the scheme's "change"). The one part that shows the choice waits for
 * hydration itself (ColorSchemeSwitch).
 */
export function AppProviders({
  store,
  serverState,
  prerendered = false,
  styleCache,
  children,
}: AppProvidersProps) {
  const globalStylesInPage = serverState !== undefined
  const providers = (
    <ThemeProvider
      theme={appTheme(activeLocale())}
      storageManager={tabColorSchemeStorage}
      modeStorageKey={COLOR_SCHEME_KEY}
      disableTransitionOnChange
      noSsr
      disableStyleSheetGeneration={globalStylesInPage}
    >
      {!globalStylesInPage && <CssBaseline />}
      <TransitionI18nProvider>
        <AppErrorBoundary>
          <Provider store={store} serverState={serverState}>
            <HydratedProvider prerendered={prerendered}>{children}</HydratedProvider>
          </Provider>
        </AppErrorBoundary>
      </TransitionI18nProvider>
    </ThemeProvider>
  )
  return styleCache ? <CacheProvider value={styleCache}>{providers}</CacheProvider> : providers
}
