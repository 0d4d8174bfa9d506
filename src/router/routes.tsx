import type { RouteObject } from 'react-router-dom'
import type { AppStore } from '@store/store'
import { USER_TYPES } from '@features/session/sessionSlice'
import { AppLayout } from '@/layout/AppLayout'
import { PageLoading } from '@/layout/PageLoading'
import { RouteErrorFallback } from '@/layout/RouteErrorFallback'
import { loadDashboard } from './dashboardCode'
import { canonicalPathGuard, loginGuard, redirectRoute, roleOnly } from './guards'
import { lazyPage } from './lazyPage'
import { paths } from './paths'
import { publicPage } from './routeHandles'

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
        handle: publicPage(
          [paths.home],
          'TipWire connects citizen journalists who submit news tips with the newsrooms that buy them.',
        ),
        lazy: lazyPage(async () => (await import('@/pages/LandingPage')).LandingPage),
      },
      redirectRoute('login', paths.login('user')),
      {
        path: paths.loginPattern,
        handle: publicPage(
          USER_TYPES.map((userType) => paths.login(userType)),
          'Sign in to TipWire to submit news tips or to browse and buy them.',
        ),
        loader: loginGuard(store),
        lazy: lazyPage(async () => (await import('@/pages/LoginPage')).LoginPage),
      },
      {
        path: paths.userDashboard,
        ...roleOnly(store, 'user'),
        lazy: lazyPage(async () => (await loadDashboard.user()).UserDashboardPage),
      },
      {
        path: paths.newsroomDashboard,
        ...roleOnly(store, 'newsroom'),
        lazy: lazyPage(async () => (await loadDashboard.newsroom()).NewsroomDashboardPage),
      },
      {
        path: paths.forUsers,
        handle: publicPage(
          [paths.forUsers],
          'Submit news tips as text, photo, video or audio, anonymously if you wish, and earn karma you can cash out.',
        ),
        lazy: lazyPage(async () => (await import('@/pages/ForUsersPage')).ForUsersPage),
      },
      {
        path: paths.forNewsrooms,
        handle: publicPage(
          [paths.forNewsrooms],
          'Search news tips from citizen journalists by place and topic, and buy the ones worth a story.',
        ),
        lazy: lazyPage(async () => (await import('@/pages/ForNewsroomsPage')).ForNewsroomsPage),
      },
      {
        path: paths.faq,
        handle: publicPage(
          [paths.faq],
          'Answers about submitting tips, karma and cash-out, buying tips and payments on TipWire.',
        ),
        lazy: lazyPage(async () => (await import('@/pages/FaqPage')).FaqPage),
      },
      // product.md §2: Sign up is linked from the navigation but has no page of its own.
      redirectRoute(paths.signup, paths.home),
      redirectRoute('*', paths.home),
    ],
  },
]
