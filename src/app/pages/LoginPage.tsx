import { useLoaderData, useLocation, useNavigate } from 'react-router'
import { RouterLink } from '@/ui/links'
import Alert from '@mui/material/Alert'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react'
import { DemoCredentialHints } from '@features/session/DemoCredentialHints'
import { LoginForm } from '@features/session/LoginForm'
import { StorageFaultNotice } from '@features/session/StorageFaultNotice'
import type { UserType } from '@features/session/sessionSlice'
import { useHydrated } from '@/lib/useHydrated'
import { cameFromDashboard, dashboardPath, paths } from '@/app/router/paths'

const OTHER_TYPE: Record<UserType, UserType> = { user: 'newsroom', newsroom: 'user' }

// Message ids (login catalogue), one set per login page.
const DOCUMENT_TITLES: Record<UserType, string> = {
  user: 'login.page.documentTitle.user',
  newsroom: 'login.page.documentTitle.newsroom',
}
const TITLES: Record<UserType, string> = {
  user: 'login.page.title.user',
  newsroom: 'login.page.title.newsroom',
}
const SENT_BY_DASHBOARD: Record<UserType, string> = {
  user: 'login.page.sentByDashboard.user',
  newsroom: 'login.page.sentByDashboard.newsroom',
}
/** 'Not a citizen journalist? Go to the Newsroom Login', the link in <0>. */
const OTHER_LOGIN: Record<UserType, string> = {
  user: 'login.page.otherLogin.user',
  newsroom: 'login.page.otherLogin.newsroom',
}

/**
 * What the login route's loader (loginGuard) gives this page. Declared here, and the guards
 * import it: they lead to the table of every page's code, this page among them.
 */
export interface LoginRouteData {
  userType: UserType
}

export function LoginPage() {
  const { _ } = useLingui()
  const { userType: type } = useLoaderData<LoginRouteData>()
  const navigate = useNavigate()
  const { search } = useLocation()
  // A prerendered login page knows no query: it says why only once it is interactive.
  const sentByDashboard = useHydrated() && cameFromDashboard(search)
  // Replace, so Back does not return to the login page. `flushSync` makes the router say at once,
  // in the tap's own task, that it is on its way, which stops a load of the dashboard still under
  // way (SignInLayout); the dashboard rendered ahead is shown in that task as the session changes.
  const goToDashboard = (userType: UserType) =>
    void navigate(dashboardPath(userType), { replace: true, flushSync: true })

  const otherType = OTHER_TYPE[type]
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{_(DOCUMENT_TITLES[type])}</title>
      <StorageFaultNotice />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {_(TITLES[type])}
          </Typography>
          {sentByDashboard && (
            <Alert severity="info" role="status">
              {_(SENT_BY_DASHBOARD[type])}
            </Alert>
          )}
          <LoginForm
            key={type}
            userType={type}
            forgotPasswordPath={paths.loginHelp}
            onLoggedIn={goToDashboard}
          />
          <DemoCredentialHints />
          <Typography variant="body2">
            <Trans
              id={OTHER_LOGIN[type]}
              components={{
                0: <Link component={RouterLink} to={paths.login(otherType)} underline="always" />,
              }}
            />
          </Typography>
        </Stack>
      </Paper>
    </Container>
  )
}
