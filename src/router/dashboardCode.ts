import type { UserType } from '@features/session/sessionSlice'
import type { PageName } from './pageCode'

/**
 * Each role's dashboard. Its login page fetches the dashboard's code ahead, while the visitor
 * types (product.md §14), so that Sign in paints the dashboard without waiting for the network.
 */
export const dashboardPage = {
  user: 'UserDashboardPage',
  newsroom: 'NewsroomDashboardPage',
} as const satisfies Record<UserType, PageName>
