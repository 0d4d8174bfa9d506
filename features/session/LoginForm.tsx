import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useAppDispatch } from '@store/hooks'
import { areDemoCredentials } from './demoCredentials'
import { userLoggedIn, type UserType } from './sessionSlice'

interface LoginFormProps {
  userType: UserType
  /** Where 'Forgot your password?' leads: the demo has no password reset of its own. */
  forgotPasswordPath: string
  onLoggedIn: (userType: UserType) => void
}

interface FieldErrors {
  username?: string
  password?: string
}

const validate = (username: string, password: string): FieldErrors => ({
  ...(username.trim() === '' && { username: 'Username is required' }),
  ...(password === '' && { password: 'Password is required' }),
})

/** The form posts nowhere: credentials never reach a URL, storage or the network. */
export function LoginForm({ userType, forgotPasswordPath, onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [credentialsRejected, setCredentialsRejected] = useState(false)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = validate(username, password)
    setFieldErrors(errors)
    if (errors.username || errors.password) {
      setCredentialsRejected(false)
      const firstInvalid = errors.username ? 'username' : 'password'
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    if (!areDemoCredentials(userType, username.trim(), password)) {
      setCredentialsRejected(true)
      return
    }
    dispatch(userLoggedIn({ userType }))
    onLoggedIn(userType)
  }

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {credentialsRejected && (
          <Alert severity="error" variant="filled">
            Invalid credentials. Please try again.
          </Alert>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          fullWidth
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={Boolean(fieldErrors.username)}
          helperText={fieldErrors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={
              <Checkbox
                name="rememberMe"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
              />
            }
            label="Remember me"
          />
          <Link component={RouterLink} to={forgotPasswordPath}>
            Forgot your password?
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      </Stack>
    </Box>
  )
}
