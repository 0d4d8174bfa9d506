import type { ComponentType } from 'react'
import type { UserType } from '@features/session/sessionSlice'
import { lazyPage } from './lazyPage'

/**
 * Each dashboard's page, by role: its route loads it on a visit at its address, and the layout
 * around the login pages gets it ready ahead while the visitor types, its code run and the page
 * rendered hidden (product.md §14), so that Sign in paints the dashboard without waiting for the
 * network, the code or the render of its components. Both ask for the same module, fetched once.
 */
export const loadDashboard = {
  user: lazyPage('UserDashboardPage'),
  newsroom: lazyPage('NewsroomDashboardPage'),
} satisfies Record<UserType, () => Promise<{ Component: ComponentType }>>
