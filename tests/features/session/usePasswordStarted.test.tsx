import { act, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SIGN_IN_FORM_ATTRIBUTE } from '@features/session/pendingSignInScript.js'
import { usePasswordStarted } from '@features/session/usePasswordStarted'

/** A sign-in form in the page, as the login page renders it; its password field. */
function signInForm({ password = '' } = {}) {
  const form = document.createElement('form')
  form.setAttribute(SIGN_IN_FORM_ATTRIBUTE, '')
  form.innerHTML = `<input name="username"><input name="password" type="password">`
  document.body.append(form)
  const field = form.querySelector<HTMLInputElement>('[type="password"]')!
  field.value = password
  return { form, field, username: form.querySelector<HTMLInputElement>('[name="username"]')! }
}

afterEach(() => document.body.replaceChildren())

describe('usePasswordStarted', () => {
  it('is false while the visitor only reads the page or types the username', () => {
    const { username, field } = signInForm()
    const { result } = renderHook(() => usePasswordStarted('user'))
    fireEvent.focusIn(username)
    fireEvent.input(username, { target: { value: 'user' } })
    // MUI runs an animation on every field as it mounts; only an autofilled one counts.
    fireEvent.animationStart(field)
    expect(result.current).toBe(false)
  })

  it('turns true as the password field is focused or typed in', () => {
    const { field } = signInForm()
    const { result } = renderHook(() => usePasswordStarted('user'))
    act(() => field.focus())
    expect(result.current).toBe(true)

    document.body.replaceChildren()
    const typed = signInForm()
    const { result: typedIn } = renderHook(() => usePasswordStarted('user'))
    fireEvent.input(typed.field, { target: { value: 'p' } })
    expect(typedIn.current).toBe(true)
  })

  it('is true from the start when the field holds a password typed before the app ran', () => {
    signInForm({ password: 'typed early' })
    const { result } = renderHook(() => usePasswordStarted('newsroom'))
    expect(result.current).toBe(true)
  })

  it('starts again at false for another form, and knows no form when none is open', () => {
    const { field } = signInForm()
    const { result, rerender } = renderHook(({ form }) => usePasswordStarted(form), {
      initialProps: { form: 'user' as string | undefined },
    })
    act(() => field.focus())
    expect(result.current).toBe(true)
    act(() => field.blur())
    rerender({ form: 'newsroom' })
    expect(result.current).toBe(false)
    rerender({ form: undefined })
    expect(result.current).toBe(false)
  })

  it('ignores a password field outside the sign-in form', () => {
    const other = document.createElement('input')
    other.type = 'password'
    document.body.append(other)
    const { result } = renderHook(() => usePasswordStarted('user'))
    act(() => other.focus())
    expect(result.current).toBe(false)
  })
})
