import { PENDING_SIGN_IN_ATTRIBUTE } from './pendingSignInScript.js'

/** Styles a part of the login form takes on while a Sign in tapped before the app ran waits. */
export const WHILE_SIGN_IN_PENDING = `html[${PENDING_SIGN_IN_ATTRIBUTE}] &`

/**
 * Performs on `form`, now in React's hands, the Sign in the page kept while the app was starting
 * (pendingSignInScript.js), if there was one. A task later than hydration's effects, so that the
 * submission is handled as any other event (React renders its answer before the next paint, and
 * the mark and the CSS "Signing in…" go in that same task). Returns what cancels it.
 */
export function performPendingSignIn(form: HTMLFormElement) {
  const root = document.documentElement
  if (!root.hasAttribute(PENDING_SIGN_IN_ATTRIBUTE)) return undefined
  const timer = setTimeout(() => {
    root.removeAttribute(PENDING_SIGN_IN_ATTRIBUTE)
    form.requestSubmit()
  })
  return () => clearTimeout(timer)
}
