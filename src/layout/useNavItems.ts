import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { selectUserType, userLoggedOut } from '@features/session/sessionSlice'
import { SHOP_URL } from '@/lib/externalLinks'
import { dashboardPath, paths } from '@/router/paths'

export type NavItem =
  | { kind: 'route'; label: string; to: string; emphasis?: boolean }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'action'; label: string; onClick: () => void }

const DASHBOARD_LABELS = { user: 'User Dashboard', newsroom: 'Newsroom Dashboard' } as const

export interface NavItems {
  /** The same for every visitor. */
  site: NavItem[]
  /** Log in and Sign up, or the dashboard and Logout: the only items the session changes. */
  session: NavItem[]
}

/** The navigation's items, shared by the desktop bar and the phone drawer. */
export function useNavItems(): NavItems {
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
        { kind: 'route', label: DASHBOARD_LABELS[userType], to: dashboardPath(userType) },
        { kind: 'action', label: 'Logout', onClick: logout },
      ]
    : [
        { kind: 'route', label: 'Log in', to: paths.login('user') },
        { kind: 'route', label: 'Sign up', to: paths.signup, emphasis: true },
      ]

  return {
    site: [
      { kind: 'route', label: 'For Users', to: paths.forUsers },
      { kind: 'route', label: 'For Newsrooms', to: paths.forNewsrooms },
      { kind: 'route', label: 'FAQ', to: paths.faq },
      { kind: 'external', label: 'Shop', href: SHOP_URL },
    ],
    session,
  }
}
