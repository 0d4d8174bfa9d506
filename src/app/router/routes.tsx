import type { RouteObject } from 'react-router'
import type { AppStore } from '@store/store'
import { USER_TYPES, signUpAsked } from '@features/session/sessionSlice'
import { AppLayout } from '@/app/layout/AppLayout'
import { PageLoading } from '@/app/layout/PageLoading'
import { RouteErrorFallback } from '@/app/layout/RouteErrorFallback'
import { SignInLayout } from '@/app/layout/SignInLayout'
import { loadDashboard } from './dashboardCode'
import { canonicalPathGuard, loginGuard, redirectRoute, roleOnly } from './guards'
import { lazyPage } from './lazyPage'
import type { PageName } from './pageCode'
import { dashboardPath, paths } from './paths'
import { publicPage } from './routeHandles'

/** A prerendered page's route: the build preloads the page's code from its HTML. */
const publicRoute = (page: PageName, prerender: readonly string[], descriptionId: string) => ({
  handle: publicPage(page, prerender, descriptionId),
  lazy: lazyPage(page),
})

/**
 * The route table of product.md §2, and the one list of what is prerendered (§14). Every page
 * is its own chunk, loaded when first visited.
 */
export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    loader: canonicalPathGuard,
    children: [
      {
        index: true,
        ...publicRoute('LandingPage', [paths.home], 'landing.pageDescription'),
      },
      redirectRoute('login', paths.login('user')),
      {
        // Keeps the dashboard rendered ahead on a login page across Sign in.
        element: <SignInLayout />,
        children: [
          {
            path: paths.loginPattern,
            ...publicRoute(
              'LoginPage',
              USER_TYPES.map((userType) => paths.login(userType)),
              'login.pageDescription',
            ),
            loader: loginGuard(store),
          },
          ...USER_TYPES.map((role) => ({
            path: dashboardPath(role),
            ...roleOnly(store, role),
            lazy: loadDashboard[role],
          })),
        ],
      },
      {
        path: paths.forUsers,
        ...publicRoute('ForUsersPage', [paths.forUsers], 'marketing.forUsers.pageDescription'),
      },
      {
        path: paths.forNewsrooms,
        ...publicRoute(
          'ForNewsroomsPage',
          [paths.forNewsrooms],
          'marketing.forNewsrooms.pageDescription',
        ),
      },
      {
        path: paths.faq,
        ...publicRoute('FaqPage', [paths.faq], 'faq.pageDescription'),
      },
      // product.md §2: Sign up is linked from the navigation but has no page of its own; the
      // landing page it leads to says why.
      redirectRoute(paths.signup, paths.home, () => store.dispatch(signUpAsked())),
      redirectRoute('*', paths.home),
    ],
  },
]
