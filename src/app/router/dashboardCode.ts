import type { ComponentType } from 'react'
import type { UserType } from '@features/session/sessionSlice'
import { lazyPage } from './lazyPage'

/** Each role's dashboard page, loaded at once or, `inTurns`, a file at a time (lazyPage.ts). */
const dashboardLoads = (options?: { inTurns: boolean }) =>
  ({
    user: lazyPage('UserDashboardPage', options),
    newsroom: lazyPage('NewsroomDashboardPage', options),
  }) satisfies Record<UserType, () => Promise<{ Component: ComponentType }>>

/** Each dashboard's page, by role, as its route loads it on a visit at its address. */
export const loadDashboard = dashboardLoads()

/**
 * The same pages as the layout around the login pages gets them ready ahead while the visitor
 * types, their code run a file at a time and the page rendered hidden (product.md §14), so that
 * Sign in paints the dashboard without waiting for the network, the code or the render of its
 * components. Both ask for the same modules, fetched and run once: a Sign in tapped before the
 * code is ready runs what is left at once.
 */
export const loadDashboardAhead = dashboardLoads({ inTurns: true })
