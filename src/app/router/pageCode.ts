import type { ComponentType } from 'react'
import type { CatalogueArea } from '@/lib/i18n/catalogueAreas'

/**
 * Every page's code, one chunk a page, fetched on the page's first visit (product.md §14). Each
 * module exports its page under the module's own name (lazyPage.ts), and the build finds a
 * prerendered page's chunks by its file (`pageSourceFile`) to preload them from its HTML.
 */
/** Fails the type check unless each module exports a component under its key. */
const exportingTheirPage = <
  Pages extends { [Page in keyof Pages]: () => Promise<Record<Page & string, ComponentType>> },
>(
  pages: Pages,
) => pages

export const pageCode = exportingTheirPage({
  LandingPage: () => import('@/app/pages/LandingPage'),
  LoginPage: () => import('@/app/pages/LoginPage'),
  UserDashboardPage: () => import('@/app/pages/UserDashboardPage'),
  NewsroomDashboardPage: () => import('@/app/pages/NewsroomDashboardPage'),
  ForUsersPage: () => import('@/app/pages/ForUsersPage'),
  ForNewsroomsPage: () => import('@/app/pages/ForNewsroomsPage'),
  FaqPage: () => import('@/app/pages/FaqPage'),
})

export type PageName = keyof typeof pageCode

/** The message catalogues each page shows words from, besides the common ones. */
export const pageAreas: Record<PageName, readonly CatalogueArea[]> = {
  LandingPage: ['landing'],
  LoginPage: ['login'],
  UserDashboardPage: ['user', 'files'],
  NewsroomDashboardPage: ['newsroom'],
  ForUsersPage: ['marketing'],
  ForNewsroomsPage: ['marketing'],
  FaqPage: ['faq'],
}

/** The module a page's code is built from, as the build's manifest names it. */
export const pageSourceFile = (page: PageName) => `src/app/pages/${page}.tsx`
