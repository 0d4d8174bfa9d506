import { useEffect, useState } from 'react'
import { SIGN_IN_FORM_ATTRIBUTE } from './pendingSignInScript.js'

const PASSWORD_FIELD = `[${SIGN_IN_FORM_ATTRIBUTE}] input[type="password"]`

/** The events that say a visitor has come to the password field, or the browser filled it. */
const STARTING_EVENTS = ['focusin', 'input', 'animationstart'] as const

/** Whether the browser filled the field itself: a browser that knows neither selector says no. */
function isAutofilled(field: HTMLInputElement) {
  for (const selector of [':autofill', ':-webkit-autofill']) {
    try {
      if (field.matches(selector)) return true
    } catch {
      // A selector this browser does not know: the other may be its name.
    }
  }
  return false
}

/**
 * Whether the sign-in form's password field has been started on: focused, typed in, holding
 * something typed before the app ran, or filled by the browser (an autofilled field runs MUI's
 * autofill animation, whose start is heard here, and matches `:autofill`). `form` names the
 * form open now (the login page's role): another form starts again at false.
 */
export function usePasswordStarted(form: string | undefined) {
  const [startedFor, setStartedFor] = useState<string>()
  const started = form !== undefined && startedFor === form
  useEffect(() => {
    if (form === undefined || started) return
    const fieldStarted = (field: unknown) =>
      field instanceof HTMLInputElement &&
      field.matches(PASSWORD_FIELD) &&
      (field.value !== '' || field === document.activeElement || isAutofilled(field))
    if (fieldStarted(document.querySelector(PASSWORD_FIELD))) {
      setStartedFor(form)
      return
    }
    const listener = (event: Event) => {
      if (fieldStarted(event.target)) setStartedFor(form)
    }
    for (const type of STARTING_EVENTS) document.addEventListener(type, listener, true)
    return () => {
      for (const type of STARTING_EVENTS) document.removeEventListener(type, listener, true)
    }
  }, [form, started])
  return started
}
