import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll } from 'vitest'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Provider } from 'react-redux'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore, type AppStore, type PreloadedAppState } from '@store/store'
import type { UserType } from '@features/session/sessionSlice'
import { pageCode } from '@/app/router/pageCode'
import { createRoutes } from '@/app/router/routes'
import { activeLocale } from '@/lib/i18n/catalogues'
import { appTheme } from '@/app/providers/theme'
import { TransitionI18nProvider } from '@/app/providers/TransitionI18nProvider'

interface RenderOptions {
  preloadedState?: PreloadedAppState
  /** A store made by the caller; otherwise one is made from `preloadedState`. */
  store?: AppStore
}

/** Renders one component with a fresh real store, for components that need no route. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState) }: RenderOptions = {},
) {
  // Keys and clicks follow each other at once, as fast as the page answers: a wait between them
  // (user-event's default) costs a timer round trip per key, seconds of a test's time on a busy
  // machine, and under fake timers asks the test to move the clock on for every key.
  const user = userEvent.setup({ delay: null })
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

// What a file does once before its tests, alone a second or two, on a busy machine many more.
const BEFORE_TESTS_TIMEOUT = 60_000

/**
 * Renders `ui` once before the file's tests, then takes it away. A file's first render compiles
 * React's, MUI's and jsdom's code and makes every style the page uses, which here holds up no
 * test against its time limit.
 */
export function renderOnceBeforeTests(ui: ReactElement) {
  beforeAll(() => renderWithStore(ui).unmount(), BEFORE_TESTS_TIMEOUT)
}

/**
 * Imports every page's code before the file's tests, as a page's first visit does: Vite
 * transforms a module the first time it is asked for, which here holds up no test and no wait
 * of Testing Library's for a page to show.
 */
export function importPagesBeforeTests() {
  beforeAll(
    () => Promise.all(Object.values(pageCode).map((importPage) => importPage())),
    BEFORE_TESTS_TIMEOUT,
  )
}

/** Renders the real route table at `path` with a fresh real store. */
export function renderApp(path: string, { preloadedState }: RenderOptions = {}) {
  const store = makeStore(preloadedState)
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] })
  return {
    ...renderWithStore(<RouterProvider router={router} />, { store }),
    router,
  }
}

export const loggedInAs = (userType: UserType): PreloadedAppState => ({
  session: { isLoggedIn: true, userType },
})

/** The texts of the <title> elements in the document's head (React 19 hoists them there). */
export const documentTitles = () =>
  Array.from(document.head.querySelectorAll('title'), (title) => title.textContent)
