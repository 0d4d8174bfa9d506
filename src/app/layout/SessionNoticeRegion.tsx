import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import {
  selectSessionNotice,
  sessionNoticeDismissed,
  type SessionNotice,
} from '@features/session/sessionSlice'
import { useHydrated } from '@/lib/useHydrated'
import { lazyPart } from '@/ui/lazyPart'
import { dashboardPath, paths } from '@/app/router/paths'

// Its code comes with the first notice, not with every page's first download (9 kB gzip, with
// MUI's Alert and Button): a notice only follows a redirect or another tab's logout. It is worth
// no Retry: if it cannot be downloaded, the page is shown as it would be without it.
const SessionNoticeAlert = lazyPart(
  async () => (await import('@features/session/SessionNoticeAlert')).SessionNoticeAlert,
)
const NOTHING = () => null

interface SessionNoticeRegionProps {
  /** Whether the page the notice is about is on screen (not a dashboard giving way). */
  pageShown: boolean
}

/**
 * The page a notice is for: where its redirect leads, or (null) whichever page the tab shows. A
 * redirect's notice is told to the store while the page it leaves is still shown.
 */
function pageOf(notice: SessionNotice) {
  if (notice.reason === 'noSignUp') return paths.home
  if (notice.reason === 'signedIn') return dashboardPath(notice.role)
  return null
}

/**
 * product.md §4: the session's notice, on the page the visitor arrives at. A polite live region,
 * there from the first render (empty on the server and while hydrating), so that the notice is
 * announced when it appears, after the page's heading that takes the focus. Shown once the
 * navigation under way has settled on its page, it is gone when dismissed or once the visitor
 * moves on to another page.
 */
export function SessionNoticeRegion({ pageShown }: SessionNoticeRegionProps) {
  const dispatch = useAppDispatch()
  const notice = useAppSelector(selectSessionNotice)
  const { pathname } = useLocation()
  const settled = useNavigation().state === 'idle' && pageShown
  const arrived = notice !== null && settled && (pageOf(notice) ?? pathname) === pathname
  const shown = useHydrated() && arrived
  const region = useRef<HTMLDivElement>(null)
  // The notice last shown, and the page it was shown on.
  const shownOn = useRef<{ notice: SessionNotice; pathname: string } | null>(null)
  useEffect(() => {
    if (!notice) return
    if (arrived && shownOn.current?.notice !== notice) shownOn.current = { notice, pathname }
    else if (shownOn.current?.notice === notice && shownOn.current.pathname !== pathname) {
      dispatch(sessionNoticeDismissed())
    }
  }, [notice, arrived, pathname, dispatch])

  const dismiss = () => {
    // The focus was on the notice's button: it goes on from the page's start rather than the top.
    region.current?.closest('main')?.focus({ preventScroll: true })
    dispatch(sessionNoticeDismissed())
  }
  return (
    <Box role="status" ref={region}>
      {shown && (
        <Container sx={{ pt: { xs: 2, md: 3 } }}>
          <SessionNoticeAlert notice={notice} onDismiss={dismiss} loading={null} failed={NOTHING} />
        </Container>
      )}
    </Box>
  )
}
