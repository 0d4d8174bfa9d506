import { startTransition, useEffect, useState } from 'react'
import { SIGN_IN_FORM_ATTRIBUTE } from './pendingSignInScript.js'
import type { UserType } from './sessionSlice'

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

/** Whether `field` is the sign-in form's password field, and a visitor or the browser is at it. */
const isStartedPasswordField = (field: unknown) =>
  field instanceof HTMLInputElement &&
  field.matches(PASSWORD_FIELD) &&
  (field.value !== '' || field === document.activeElement || isAutofilled(field))

/**
 * Whether the sign-in form of `role`'s login page has had its password field started on:
 * focused, typed in, holding something typed before the app ran, or filled by the browser (an
 * autofilled field runs MUI's autofill animation, whose start is heard here, and matches
 * `:autofill`). Each login page's form starts at false, and so does the same page come back to.
 */
export function usePasswordStarted(role: UserType | undefined) {
  const [started, setStarted] = useState({ role, started: false })
  if (started.role !== role) setStarted({ role, started: false })
  const isStarted = role !== undefined && started.role === role && started.started
  useEffect(() => {
    if (role === undefined || isStarted) return
    const start = () => startTransition(() => setStarted({ role, started: true }))
    if (isStartedPasswordField(document.querySelector(PASSWORD_FIELD))) {
      start()
      return
    }
    const listener = (event: Event) => {
      if (isStartedPasswordField(event.target)) start()
    }
    for (const type of STARTING_EVENTS) document.addEventListener(type, listener, true)
    return () => {
      for (const type of STARTING_EVENTS) document.removeEventListener(type, listener, true)
    }
  }, [role, isStarted])
  return isStarted
}
