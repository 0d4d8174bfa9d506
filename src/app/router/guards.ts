import { replace, type LoaderFunctionArgs } from 'react-router'
import type { AppStore } from '@store/store'
import {
  isUserType,
  selectUserType,
  signedInVisitorRedirected,
  type UserType,
} from '@features/session/sessionSlice'
import { canonicalPagePath } from '@/lib/canonicalPath.js'
import { pathWithinLocale } from '@/lib/i18n/locales'
import type { LoginRouteData } from '@/app/pages/LoginPage'
import { dashboardPath, paths } from './paths'
import { guardedPage } from './routeHandles'

// Guards are loaders rather than components: they run when a route is entered, not whenever
// the session changes, so logging out on a dashboard cannot race the navigation to '/'.
// `replace` keeps the refused URL out of history, so Back never bounces on it. A redirect the
// visitor would not expect is told to the store first, and the page it leads to says why
// (product.md §4): a redirect's location can carry no state, and the store's notice, kept in
// memory only, is gone on a reload.

/**
 * product.md §2: a dashboard sends anyone but its own role to its own login page. Its handle
 * names the role too, so AppLayout hides the dashboard the moment that session ends.
 */
export const roleOnly = (store: AppStore, role: UserType) => ({
  handle: guardedPage(role),
  loader: () =>
    selectUserType(store.getState()) === role ? null : replace(paths.dashboardLogin(role)),
})

/**
 * product.md §2: '/LOGIN/user' and '/faq/' are shown under '/login/user' and '/faq'. The request
 * names the language's basename too, which the router adds again to where it is sent.
 */
export const canonicalPathGuard = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url)
  const canonical = canonicalPagePath(pathWithinLocale(url.pathname))
  return canonical ? replace(`${canonical}${url.search}${url.hash}`) : null
}

/**
 * product.md §2: an unknown login type goes to the user login; a logged-in visitor to their
 * dashboard, which says who they are signed in as.
 */
export const loginGuard =
  (store: AppStore) =>
  ({ params }: LoaderFunctionArgs): LoginRouteData | Response => {
    const userType = isUserType(params.type) ? params.type : null
    const sessionUserType = selectUserType(store.getState())
    if (sessionUserType) {
      store.dispatch(signedInVisitorRedirected({ asked: userType ?? 'user' }))
      return replace(dashboardPath(sessionUserType))
    }
    return userType ? { userType } : replace(paths.login('user'))
  }

/**
 * A route that only redirects; its empty element is never shown. `beforeLeaving` tells the store
 * of a redirect the page it leads to must explain.
 */
export const redirectRoute = (path: string, to: string, beforeLeaving?: () => void) => ({
  path,
  loader: () => {
    beforeLeaving?.()
    return replace(to)
  },
  element: null,
})
