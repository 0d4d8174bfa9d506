import { Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches, useRevalidator } from 'react-router'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useAppSelector } from '@store/hooks'
import { selectTabStorageWorks, selectUserType } from '@features/session/sessionSlice'
import { isGuardedPageHandle } from '@/app/router/routeHandles'
import { Footer } from './Footer'
import { NavBar } from './NavBar'
import { PageDescription } from './PageDescription'
import { PageLoading } from './PageLoading'
import { SessionNoticeRegion } from './SessionNoticeRegion'
import { useFocusOnNewPage } from './useFocusOnNewPage'

/**
 * A dashboard stays on screen while the router fetches the page it leaves for; after a logout
 * (product.md §4) its content must not, so it gives way at once to the loading bar.
 */
function useShowsAnotherSession() {
  const role = useMatches()
    .map((match) => match.handle)
    .find(isGuardedPageHandle)?.role
  // A yes or no rather than the role: signing in on a login page renders nothing here again.
  return useAppSelector((state) => role !== undefined && role !== selectUserType(state))
}

/**
 * A session can end with no navigation to follow: a logout in another tab (product.md §4). The
 * dashboard's guard then runs again and sends the visitor to its login page. After a logout in
 * this tab the navigation to '/' is already under way, and the router carries on with it.
 */
function useGuardAfterSessionEnds(showsAnotherSession: boolean) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (showsAnotherSession) void revalidate()
  }, [showsAnotherSession, revalidate])
}

export function AppLayout() {
  const { _ } = useLingui()
  const tabStorageWorks = useAppSelector(selectTabStorageWorks)
  const showsAnotherSession = useShowsAnotherSession()
  useGuardAfterSessionEnds(showsAnotherSession)
  const main = useFocusOnNewPage(tabStorageWorks)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PageDescription />
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          px: 1,
          '&:focus': { top: 8 },
        }}
      >
        {_('common.skipToContent')}
      </Link>
      <NavBar />
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <SessionNoticeRegion pageShown={!showsAnotherSession} />
        <Suspense>
          {showsAnotherSession ? (
            <PageLoading label={_('common.pageLoading.leavingDashboard')} />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
      {/* It keeps scroll positions in sessionStorage, and complains where the tab refuses it. */}
      {tabStorageWorks && <ScrollRestoration />}
    </Box>
  )
}
