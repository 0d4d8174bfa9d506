import { Link as RouterLink, useLoaderData, useLocation, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DemoCredentialHints } from '@features/session/DemoCredentialHints'
import { LoginForm } from '@features/session/LoginForm'
import { StorageFaultNotice } from '@features/session/StorageFaultNotice'
import type { UserType } from '@features/session/sessionSlice'
import { useHydrated } from '@/lib/useHydrated'
import type { LoginRouteData } from '@/router/guards'
import { cameFromDashboard, dashboardPath, paths } from '@/router/paths'

const TITLES: Record<UserType, string> = { user: 'User Login', newsroom: 'Newsroom Login' }
const OTHER_TYPE: Record<UserType, UserType> = { user: 'newsroom', newsroom: 'user' }

export function LoginPage() {
  const { userType: type } = useLoaderData<LoginRouteData>()
  const navigate = useNavigate()
  const { search } = useLocation()
  // A prerendered login page knows no query: it says why only once it is interactive.
  const sentByDashboard = useHydrated() && cameFromDashboard(search)
  // Replace, so Back does not return to the login page. In one go rather than as a transition:
  // the dashboard is mostly rendered ahead, and a transition would only spread what is left of
  // its work over several frames.
  const goToDashboard = (userType: UserType) =>
    void navigate(dashboardPath(userType), { replace: true, flushSync: true })

  const otherType = OTHER_TYPE[type]
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{`${TITLES[type]} · TipWire`}</title>
      <StorageFaultNotice />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {TITLES[type]}
          </Typography>
          {sentByDashboard && (
            <Alert severity="info" role="status">
              Log in as a {type} to see the {type} dashboard
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
            Not a {type === 'user' ? 'citizen journalist' : 'newsroom'}?{' '}
            <Link component={RouterLink} to={paths.login(otherType)} underline="always">
              Go to the {TITLES[otherType]}
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </Container>
  )
}
