import type { RouteObject } from 'react-router'
import type { UserType } from '@features/session/sessionSlice'
import type { PageName } from './pageCode'

/**
 * A public route's `handle`: its page, the paths prerendered from it and the message id of its
 * meta description.
 */
export interface PublicPageHandle {
  page: PageName
  prerender: readonly string[]
  descriptionId: string
}

/** A dashboard's `handle`: the role whose session it shows. */
export interface GuardedPageHandle {
  role: UserType
}

export const publicPage = (
  page: PageName,
  prerender: readonly string[],
  descriptionId: string,
): PublicPageHandle => ({ page, prerender, descriptionId })

export const guardedPage = (role: UserType): GuardedPageHandle => ({ role })

export const isPublicPageHandle = (handle: unknown): handle is PublicPageHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'prerender' in handle &&
  'descriptionId' in handle

export const isGuardedPageHandle = (handle: unknown): handle is GuardedPageHandle =>
  typeof handle === 'object' && handle !== null && 'role' in handle

/** Every path the build renders to HTML, read from the route table (product.md §14). */
export const prerenderedPaths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(isPublicPageHandle(route.handle) ? route.handle.prerender : []),
    ...prerenderedPaths(route.children ?? []),
  ])
