import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { selectUserType, userLoggedOut } from '@features/session/sessionSlice'
import { SHOP_URL } from '@/lib/externalLinks'
import { dashboardPath, paths } from '@/app/router/paths'

export type NavItem =
  | { kind: 'route'; label: string; to: string; emphasis?: boolean }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'action'; label: string; onClick: () => void }

const DASHBOARD_LABELS = {
  user: 'common.nav.userDashboard',
  newsroom: 'common.nav.newsroomDashboard',
} as const

export interface NavItems {
  /** The same for every visitor. */
  site: NavItem[]
  /** Log in and Sign up, or the dashboard and Logout: the only items the session changes. */
  session: NavItem[]
}

/** The navigation's items in the active language, shared by the desktop bar and the phone drawer. */
export function useNavItems(): NavItems {
  const { _ } = useLingui()
  const userType = useAppSelector(selectUserType)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  // product.md §4: the logout holds before the landing page's code has arrived.
  const logout = () => {
    dispatch(userLoggedOut())
    void navigate(paths.home)
  }

  const session: NavItem[] = userType
    ? [
        { kind: 'route', label: _(DASHBOARD_LABELS[userType]), to: dashboardPath(userType) },
        { kind: 'action', label: _('common.nav.logout'), onClick: logout },
      ]
    : [
        { kind: 'route', label: _('common.nav.logIn'), to: paths.login('user') },
        { kind: 'route', label: _('common.nav.signUp'), to: paths.signup, emphasis: true },
      ]

  return {
    site: [
      { kind: 'route', label: _('common.nav.forUsers'), to: paths.forUsers },
      { kind: 'route', label: _('common.nav.forNewsrooms'), to: paths.forNewsrooms },
      { kind: 'route', label: _('common.nav.faq'), to: paths.faq },
      { kind: 'external', label: _('common.nav.shop'), href: SHOP_URL },
    ],
    session,
  }
}
