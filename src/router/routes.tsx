import type { RouteObject } from 'react-router-dom'
import type { AppStore } from '@store/store'
import { AppLayout } from '@/layout/AppLayout'
import { ErrorFallback } from '@/layout/ErrorFallback'
import { PageLoading } from '@/layout/PageLoading'
import { loginGuard, redirectRoute, requireRole } from './guards'
import { paths } from './paths'

/** The route table of spec section 2. Every page is its own chunk, loaded when first visited. */
export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <ErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/pages/LandingPage')).LandingPage }),
      },
      redirectRoute('login', paths.login('user')),
      {
        path: paths.loginPattern,
        loader: loginGuard(store),
        lazy: async () => ({ Component: (await import('@/pages/LoginPage')).LoginPage }),
      },
      {
        path: paths.userDashboard,
        loader: requireRole(store, 'user'),
        lazy: async () => ({
          Component: (await import('@/pages/UserDashboardPage')).UserDashboardPage,
        }),
      },
      {
        path: paths.newsroomDashboard,
        loader: requireRole(store, 'newsroom'),
        lazy: async () => ({
          Component: (await import('@/pages/NewsroomDashboardPage')).NewsroomDashboardPage,
        }),
      },
      {
        path: paths.forUsers,
        lazy: async () => ({ Component: (await import('@/pages/ForUsersPage')).ForUsersPage }),
      },
      {
        path: paths.forNewsrooms,
        lazy: async () => ({
          Component: (await import('@/pages/ForNewsroomsPage')).ForNewsroomsPage,
        }),
      },
      {
        path: paths.faq,
        lazy: async () => ({ Component: (await import('@/pages/FaqPage')).FaqPage }),
      },
      // spec 2: Sign up is linked from the navigation but has no page of its own.
      redirectRoute(paths.signup, paths.home),
      redirectRoute('*', paths.home),
    ],
  },
]
