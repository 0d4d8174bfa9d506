import { LOGIN_HELP_ENTRY_ID, faqQuestionId } from '@features/faq/faqLinks'
import type { UserType } from '@features/session/sessionSlice'

// Added by a dashboard's guard to its login page's path, so that the page says why it is shown.
const FROM = 'from'
const DASHBOARD = 'dashboard'

export const paths = {
  home: '/',
  login: (userType: UserType = 'user') => `/login/${userType}`,
  /** The login page a dashboard sends a visitor to: it asks them to log in as its role. */
  dashboardLogin: (userType: UserType) => `/login/${userType}?${FROM}=${DASHBOARD}`,
  loginPattern: '/login/:type',
  userDashboard: '/user-dashboard',
  newsroomDashboard: '/newsroom-dashboard',
  forUsers: '/for-users',
  forNewsrooms: '/for-newsrooms',
  faq: '/faq',
  /** Where 'Forgot your password?' leads: the FAQ's answer about the demo accounts. */
  loginHelp: `/faq#${faqQuestionId(LOGIN_HELP_ENTRY_ID)}`,
  signup: '/signup',
} as const

export const dashboardPath = (userType: UserType) =>
  userType === 'user' ? paths.userDashboard : paths.newsroomDashboard

/** Where a call to action for `role` leads: its dashboard when logged in as it, else its login. */
export const entryPath = (role: UserType, sessionUserType: UserType | null) =>
  sessionUserType === role ? dashboardPath(role) : paths.login(role)

/** Whether a login page was reached from its dashboard (see `paths.dashboardLogin`). */
export const cameFromDashboard = (search: string) =>
  new URLSearchParams(search).get(FROM) === DASHBOARD
