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
