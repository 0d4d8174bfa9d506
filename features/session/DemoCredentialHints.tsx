import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { Trans, useLingui } from '@lingui/react'
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demoCredentials'
import { USER_TYPES, type UserType } from './sessionSlice'

const HINTS: Record<UserType, string> = {
  user: 'login.demoAccounts.user',
  newsroom: 'login.demoAccounts.newsroom',
}

export function DemoCredentialHints() {
  const { _ } = useLingui()
  return (
    <Alert severity="info" variant="outlined" role="note">
      <AlertTitle>{_('login.demoAccounts.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {USER_TYPES.map((userType) => (
          <li key={userType}>
            <Trans
              id={HINTS[userType]}
              values={{ username: DEMO_USERNAMES[userType], password: DEMO_PASSWORD }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          </li>
        ))}
      </Box>
    </Alert>
  )
}
