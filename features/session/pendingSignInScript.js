// Plain JavaScript, shared by the build (scripts/build.mjs puts the script in every page's head)
// and the header policy (scripts/securityHeaders.mjs allows exactly this script by its hash).

/** Marks a form whose submission the page keeps until the app can perform it. */
export const SIGN_IN_FORM_ATTRIBUTE = 'data-sign-in-form'

/** Set on <html> while a Sign in tapped before the app was ready waits for it. */
export const PENDING_SIGN_IN_ATTRIBUTE = 'data-sign-in-pending'

/**
 * product.md §3: a Sign in tapped on a prerendered login page before its code has run is kept,
 * never dropped. The app's own handler cancels the browser's submission of the form; a submission
 * nobody cancelled came before the app, so it is cancelled here (the credentials go nowhere) and
 * marked pending on <html>, which React does not render: the form performs it once it is ready
 * (features/session/pendingSignIn.ts), and CSS says "Signing in…" meanwhile.
 */
export const PENDING_SIGN_IN_SCRIPT = `document.addEventListener('submit',function(e){if(!e.defaultPrevented&&e.target.hasAttribute(${JSON.stringify(SIGN_IN_FORM_ATTRIBUTE)})){e.preventDefault();document.documentElement.setAttribute(${JSON.stringify(PENDING_SIGN_IN_ATTRIBUTE)},'')}})`
