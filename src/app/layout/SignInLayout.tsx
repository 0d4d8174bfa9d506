import { useLayoutEffect, useMemo } from 'react'
import { useMatches, useNavigation, useOutlet, useParams } from 'react-router'
import { isUserType, selectUserType } from '@features/session/sessionSlice'
import { usePasswordStarted } from '@features/session/usePasswordStarted'
import { useAppSelector } from '@store/hooks'
import { useLoadWhenIdle } from '@/lib/useLoadWhenIdle'
import { loadDashboardAhead } from '@/app/router/dashboardCode'
import { isGuardedPageHandle } from '@/app/router/routeHandles'
import { RenderedAhead } from '@/ui/RenderedAhead'
import { focusPageHeading } from './useFocusOnNewPage'

/**
 * The login pages and the dashboards. Once a visitor has come to a login page's password field
 * (or the browser filled it), its role's dashboard is got ready at idle and rendered ahead,
 * hidden; Sign in then shows that render instead of making the dashboard anew (product.md §14).
 * A visitor who only reads the page pays for none of it. A dashboard opened any other way is
 * rendered by its route.
 */
export function SignInLayout() {
  const page = useOutlet()
  const { type } = useParams()
  const loginRole = isUserType(type) ? type : undefined
  const dashboardRole = useMatches()
    .map((match) => match.handle)
    .find(isGuardedPageHandle)?.role
  // Each page here is a dashboard or a login page of a known role: the guard sends others away.
  const role = loginRole ?? dashboardRole ?? 'user'
  // Once Sign in has started, a load still under way is not kept: ending as the route renders
  // the dashboard itself, it would swap that page for its own render and lose the focus.
  const signingIn = useNavigation().state !== 'idle'
  const passwordStarted = usePasswordStarted(loginRole)
  const Dashboard = useLoadWhenIdle(loadDashboardAhead[role], {
    start: passwordStarted && !signingIn,
  })?.Component
  // The same element on both sides of Sign in, so that React shows the render made ahead as it is.
  const dashboard = useMemo(() => Dashboard && <Dashboard />, [Dashboard])
  // Sign in shows it in its own task, as the session changes. The router's move to the
  // dashboard's address follows as a transition, which at a phone's speed is spread over several
  // frames: waiting for it put a third of a second between the tap and the dashboard at 8x CPU.
  const signedInAs = useAppSelector(selectUserType)
  const shown =
    dashboard !== undefined &&
    (dashboardRole !== undefined || (loginRole !== undefined && signedInAs === loginRole))
  // What the router does on arriving at a page, done as the dashboard is shown, before it is
  // painted: the top of the page, and the focus on its heading (it was on Sign in, now gone).
  // Arriving at its address a moment later, the router finds both done.
  const shownOnSignIn = shown && loginRole !== undefined
  useLayoutEffect(() => {
    if (!shownOnSignIn) return
    window.scrollTo(0, 0)
    focusPageHeading(document.querySelector('main'), { preventScroll: true })
  }, [shownOnSignIn])
  return (
    <>
      {shown ? null : page}
      {dashboard && <RenderedAhead shown={shown}>{dashboard}</RenderedAhead>}
    </>
  )
}
