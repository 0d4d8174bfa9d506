import type { UserType } from '@features/session/sessionSlice'

export const paths = {
  home: '/',
  login: (userType: UserType = 'user') => `/login/${userType}`,
  loginPattern: '/login/:type',
  userDashboard: '/user-dashboard',
  newsroomDashboard: '/newsroom-dashboard',
  forUsers: '/for-users',
  forNewsrooms: '/for-newsrooms',
  faq: '/faq',
  signup: '/signup',
} as const

export const dashboardPath = (userType: UserType) =>
  userType === 'user' ? paths.userDashboard : paths.newsroomDashboard

/** Where a call to action for `role` leads: its dashboard when logged in as it, else its login. */
export const entryPath = (role: UserType, sessionUserType: UserType | null) =>
  sessionUserType === role ? dashboardPath(role) : paths.login(role)
