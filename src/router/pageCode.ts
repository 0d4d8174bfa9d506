/**
 * Every page's code, one chunk a page, fetched on the page's first visit (product.md §14). Each
 * module exports its page under the module's own name; the build reads that name to preload a
 * prerendered page's chunk from its HTML (scripts/build.mjs).
 */
export const pageCode = {
  LandingPage: () => import('@/pages/LandingPage'),
  LoginPage: () => import('@/pages/LoginPage'),
  UserDashboardPage: () => import('@/pages/UserDashboardPage'),
  NewsroomDashboardPage: () => import('@/pages/NewsroomDashboardPage'),
  ForUsersPage: () => import('@/pages/ForUsersPage'),
  ForNewsroomsPage: () => import('@/pages/ForNewsroomsPage'),
  FaqPage: () => import('@/pages/FaqPage'),
}

export type PageName = keyof typeof pageCode

/** The module a page's code is built from, as the build's manifest names it. */
export const pageSourceFile = (page: PageName) => `src/pages/${page}.tsx`
