import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Provider } from 'react-redux'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore, type AppStore, type PreloadedAppState } from '@store/store'
import type { UserType } from '@features/session/sessionSlice'
import { createRoutes } from '@/app/router/routes'
import { activeLocale } from '@/lib/i18n/catalogues'
import { appTheme } from '@/app/providers/theme'
import { TransitionI18nProvider } from '@/app/providers/TransitionI18nProvider'

interface RenderOptions {
  preloadedState?: PreloadedAppState
  /** A store made by the caller; otherwise one is made from `preloadedState`. */
  store?: AppStore
  /** Pass fake timers' advance function when the test uses them. */
  advanceTimers?: (ms: number) => unknown
}

/** Renders one component with a fresh real store, for components that need no route. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), advanceTimers }: RenderOptions = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {})
  const view = render(
    <ThemeProvider theme={appTheme(activeLocale())}>
      <CssBaseline />
      <Provider store={store}>
        <TransitionI18nProvider>{ui}</TransitionI18nProvider>
      </Provider>
    </ThemeProvider>,
  )
  return { ...view, store, user }
}

/** Renders the real route table at `path` with a fresh real store. */
export function renderApp(path: string, { preloadedState, advanceTimers }: RenderOptions = {}) {
  const store = makeStore(preloadedState)
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] })
  return {
    ...renderWithStore(<RouterProvider router={router} />, { store, advanceTimers }),
    router,
  }
}

export const loggedInAs = (userType: UserType): PreloadedAppState => ({
  session: { isLoggedIn: true, userType },
})

/** The texts of the <title> elements in the document's head (React 19 hoists them there). */
export const documentTitles = () =>
  Array.from(document.head.querySelectorAll('title'), (title) => title.textContent)
