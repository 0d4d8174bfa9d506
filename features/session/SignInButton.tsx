import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react'
import { WHILE_SIGN_IN_PENDING } from './pendingSignIn'

/**
 * Sign in, or "Signing in…" while a sign in is under way: from React's state once the app runs,
 * and from CSS alone while a Sign in tapped before it waits (pendingSignIn.ts), when only the
 * second label shows. Hidden with display: none, the label not shown is not part of the name.
 * No ripple: the dashboard replaces the button in the tap's own task, so a ripple would never be
 * seen, and making it held the tap up by 50-70 ms at 8x CPU (traces of Sign in, docs/benchmarks.md,
 * run AN). The focus ring and the pressed shadow stay.
 */
export function SignInButton({ signingIn }: { signingIn: boolean }) {
  const { _ } = useLingui()
  const signingInLabel = _('login.signIn.signingIn')
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disableRipple>
      <Box component="span" sx={{ [WHILE_SIGN_IN_PENDING]: { display: 'none' } }}>
        {signingIn ? signingInLabel : _('login.signIn.label')}
      </Box>
      <Box
        component="span"
        sx={{ display: 'none', [WHILE_SIGN_IN_PENDING]: { display: 'inline' } }}
      >
        {signingInLabel}
      </Box>
    </Button>
  )
}
