import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demoCredentials'

export function DemoCredentialHints() {
  return (
    <Alert severity="info" variant="outlined" role="note">
      <AlertTitle>Demo accounts</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          Citizen journalist: username <strong>{DEMO_USERNAMES.user}</strong>, password{' '}
          <strong>{DEMO_PASSWORD}</strong>
        </li>
        <li>
          Newsroom: username <strong>{DEMO_USERNAMES.newsroom}</strong>, password{' '}
          <strong>{DEMO_PASSWORD}</strong>
        </li>
      </Box>
    </Alert>
  )
}
