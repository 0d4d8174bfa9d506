import type { ComponentType } from 'react'
import type { UserType } from '@features/session/sessionSlice'
import { lazyPage } from './lazyPage'

type DashboardLoads = Record<UserType, () => Promise<{ Component: ComponentType }>>

/** Each dashboard's page, by role, as its route loads it on a visit at its address. */
export const loadDashboard = {
  user: lazyPage('UserDashboardPage'),
  newsroom: lazyPage('NewsroomDashboardPage'),
} satisfies DashboardLoads

/**
 * The same pages as the layout around the login pages gets them ready ahead while the visitor
 * types, their code run a file at a time and the page rendered hidden (product.md §14), so that
 * Sign in paints the dashboard without waiting for the network, the code or the render of its
 * components. Both ask for the same modules, fetched and run once: a Sign in tapped before the
 * code is ready runs what is left at once.
 */
export const loadDashboardAhead = {
  user: lazyPage('UserDashboardPage', { inTurns: true }),
  newsroom: lazyPage('NewsroomDashboardPage', { inTurns: true }),
} satisfies DashboardLoads
