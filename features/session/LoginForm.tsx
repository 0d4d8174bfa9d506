import { useEffect, useRef, useState, type FormEvent } from 'react'
import { RouterLink } from '@/ui/links'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react'
import { useAppDispatch } from '@store/hooks'
import { LimitedTextField } from '@/ui/LimitedTextField'
import { hasVisibleText } from '@/lib/writtenText'
import { areDemoCredentials } from './demoCredentials'
import { performPendingSignIn } from './pendingSignIn'
import { SIGN_IN_FORM_ATTRIBUTE } from './pendingSignInScript.js'
import { RememberMeCheckbox } from './RememberMeCheckbox'
import { SignInButton } from './SignInButton'
import { userLoggedIn, type UserType } from './sessionSlice'
import { useRememberMe } from './useRememberMe'

interface LoginFormProps {
  userType: UserType
  /** Where 'Forgot your password?' leads: the demo has no password reset of its own. */
  forgotPasswordPath: string
  onLoggedIn: (userType: UserType) => void
}

type Field = 'username' | 'password'

/** What is wrong with each field, as a code: the words are the form's to say. */
type FieldErrors = Partial<Record<Field, 'required'>>

const REQUIRED_MESSAGES: Record<Field, string> = {
  username: 'login.form.usernameRequired',
  password: 'login.form.passwordRequired',
}

// product.md §12: long enough for any real account, short enough that a pasted megabyte stays cheap.
export const USERNAME_MAX_LENGTH = 100
export const PASSWORD_MAX_LENGTH = 200

// product.md §3: blank means missing, but what is checked is exactly what was typed.
const validate = (username: string, password: string): FieldErrors => ({
  ...(!hasVisibleText(username) && { username: 'required' }),
  ...(!hasVisibleText(password) && { password: 'required' }),
})

// The label of a field holding a value is raised by CSS too, so that text typed or filled in
// before React has taken over (product.md §14) is never drawn over it. Both fields are
// required, so a field is :valid exactly when it holds something.
const raisedLabel = {
  '& .MuiInputLabel-root[data-shrink="false"]': {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: '100%' },
}
// Two rules: a browser that does not know :autofill drops the whole rule that names it.
const labelRaisedWhenFilled = {
  '&:has(input:valid)': raisedLabel,
  '&:has(input:autofill)': raisedLabel,
}

/**
 * The form posts nowhere: credentials never reach a URL, storage or the network. Its method is
 * `dialog`, which outside a dialog makes the browser's own submission do nothing at all.
 * Before the page is interactive a Sign in is kept by the page's inline script and performed here
 * once React has hydrated the form (pendingSignInScript.js); "Signing in…" shows meanwhile.
 * The fields are read from the form on submit, not mirrored in state, so whatever was typed
 * into the prerendered page before React took over counts (product.md §14).
 */
export function LoginForm({ userType, forgotPasswordPath, onLoggedIn }: LoginFormProps) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const form = useRef<HTMLFormElement>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [rejectedAttempts, setRejectedAttempts] = useState(0)
  const [signingIn, setSigningIn] = useState(false)
  const { remembered, rememberMe, choose, keepChoice } = useRememberMe()
  const errorText = (field: Field) => fieldErrors[field] && _(REQUIRED_MESSAGES[field])

  useEffect(() => (form.current ? performPendingSignIn(form.current) : undefined), [])

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signingIn) return
    const fields = new FormData(event.currentTarget)
    const username = String(fields.get('username'))
    const password = String(fields.get('password'))
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
    keepChoice(username)
    // Said until the dashboard replaces the page, should its code still be on its way.
    setSigningIn(true)
    dispatch(userLoggedIn({ userType }))
    onLoggedIn(userType)
  }

  return (
    <Box
      component="form"
      ref={form}
      method="dialog"
      noValidate
      onSubmit={handleSubmit}
      {...{ [SIGN_IN_FORM_ATTRIBUTE]: '' }}
    >
      <Stack spacing={2.5}>
        {rejectedAttempts > 0 && (
          // A fresh alert for each attempt, so screen readers announce every rejection.
          <Alert key={rejectedAttempts} severity="error" variant="filled">
            {_('login.form.invalidCredentials')}
          </Alert>
        )}
        <LimitedTextField
          label={_('login.form.username')}
          name="username"
          maxLength={USERNAME_MAX_LENGTH}
          autoComplete="username"
          required
          fullWidth
          error={Boolean(fieldErrors.username)}
          helperText={errorText('username')}
          // Fills the field only while nothing was typed in it (the browser's dirty flag).
          slotProps={{ input: { defaultValue: remembered } }}
          sx={labelRaisedWhenFilled}
        />
        <LimitedTextField
          label={_('login.form.password')}
          name="password"
          maxLength={PASSWORD_MAX_LENGTH}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(fieldErrors.password)}
          helperText={errorText('password')}
          sx={labelRaisedWhenFilled}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
          <RememberMeCheckbox
            checked={rememberMe}
            remembers={remembered !== ''}
            onChange={choose}
          />
          {/* Not a link in running text: a 44 px target of its own (product.md §5). */}
          <Link
            component={RouterLink}
            to={forgotPasswordPath}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {_('login.form.forgotPassword')}
          </Link>
        </Stack>
        <SignInButton signingIn={signingIn} />
      </Stack>
    </Box>
  )
}
