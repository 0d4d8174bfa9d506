import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { makeStore, type PreloadedAppState } from '@store/store'
import { LOCALES, localeBasename, localizedPath, type Locale } from '@/lib/i18n/locales'
import { createRoutes } from '@/app/router/routes'

const routers: ReturnType<typeof createMemoryRouter>[] = []
afterEach(() => routers.splice(0).forEach((router) => router.dispose()))

/** Where the route table, under `locale`'s address, ends a visit to `path`. */
async function landsOn(locale: Locale, path: string, preloadedState?: PreloadedAppState) {
  const basename = localeBasename(locale)
  const router = createMemoryRouter(createRoutes(makeStore(preloadedState)), {
    basename: basename || undefined,
    initialEntries: [`${basename}${path}`],
  })
  routers.push(router)
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve()
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop()
        resolve()
      }
    })
  })
  const { pathname, search } = router.state.location
  return `${pathname}${search}`
}

const asUser: PreloadedAppState = { session: { isLoggedIn: true, userType: 'user' } }

describe.each(LOCALES)('the routes of product.md §2 in %s', (locale) => {
  it.each([
    ['/login', '/login/user'],
    ['/login/admin', '/login/user'],
    ['/signup', '/'],
    ['/no-such-page', '/'],
    ['/user-dashboard', '/login/user?from=dashboard'],
    ['/newsroom-dashboard', '/login/newsroom?from=dashboard'],
    ['/FAQ/', '/faq'],
  ])('sends %s to %s, staying in the language', async (path, expected) => {
    expect(await landsOn(locale, path)).toBe(localizedPath(locale, expected))
  })

  it('sends a logged-in user from the login page to the dashboard, in the language', async () => {
    expect(await landsOn(locale, '/login/user', asUser)).toBe(
      localizedPath(locale, '/user-dashboard'),
    )
  })
})
