import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppDispatch } from '@store/hooks'
import { useHydrated } from '@/lib/useHydrated'
import { LimitedTextField } from '@/ui/LimitedTextField'
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

// product.md §12: long enough for any real account, short enough that a pasted megabyte stays cheap.
export const USERNAME_MAX_LENGTH = 100
export const PASSWORD_MAX_LENGTH = 200

const isBlank = (value: string) => value.trim() === ''

// product.md §3: blank means missing, but what is checked is exactly what was typed.
const validate = (username: string, password: string): FieldErrors => ({
  ...(isBlank(username) && { username: 'Username is required' }),
  ...(isBlank(password) && { password: 'Password is required' }),
})

/**
 * The form posts nowhere: credentials never reach a URL, storage or the network. Sign in stays
 * disabled until the page is interactive, so a prerendered form cannot be sent by the browser;
 * till then a line under it says so. Rendered in the browser the line keeps its room, hidden,
 * so the page does not move when it hydrates.
 * The fields are read from the form on submit, not mirrored in state, so whatever was typed
 * into the prerendered page before React took over counts (product.md §14).
 */
export function LoginForm({ userType, forgotPasswordPath, onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch()
  const hydrated = useHydrated()
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [rejectedAttempts, setRejectedAttempts] = useState(0)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const username = String(form.get('username'))
    const password = String(form.get('password'))
    const errors = validate(username, password)
    // The same errors keep the same object: a valid Sign in renders nothing again on its way out.
    setFieldErrors((shown) =>
      shown.username === errors.username && shown.password === errors.password ? shown : errors,
    )
    if (errors.username || errors.password) {
      setRejectedAttempts(0)
      const firstInvalid = errors.username ? 'username' : 'password'
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    if (!areDemoCredentials(userType, username, password)) {
      setRejectedAttempts((attempts) => attempts + 1)
      return
    }
    dispatch(userLoggedIn({ userType }))
    onLoggedIn(userType)
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {rejectedAttempts > 0 && (
          // A fresh alert for each attempt, so screen readers announce every rejection.
          <Alert key={rejectedAttempts} severity="error" variant="filled">
            Invalid credentials. Please try again.
          </Alert>
        )}
        <LimitedTextField
          label="Username"
          name="username"
          maxLength={USERNAME_MAX_LENGTH}
          autoComplete="username"
          required
          fullWidth
          error={Boolean(fieldErrors.username)}
          helperText={fieldErrors.username}
        />
        <LimitedTextField
          label="Password"
          name="password"
          maxLength={PASSWORD_MAX_LENGTH}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <FormControlLabel control={<Checkbox name="rememberMe" />} label="Remember me" />
          <Link component={RouterLink} to={forgotPasswordPath}>
            Forgot your password?
          </Link>
        </Stack>
        <Stack spacing={0.5}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!hydrated}>
            Sign in
          </Button>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center', visibility: hydrated ? 'hidden' : 'visible' }}
          >
            Sign in will work once the page has loaded
          </Typography>
        </Stack>
      </Stack>
    </Box>
  )
}
