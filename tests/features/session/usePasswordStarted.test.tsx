import { act, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_FORM_ATTRIBUTE } from '@features/session/pendingSignInScript.js'
import type { UserType } from '@features/session/sessionSlice'
import { usePasswordStarted } from '@features/session/usePasswordStarted'

/** A sign-in form in the page, as the login page renders it; its password field. */
function signInForm({ password = '' } = {}) {
  const form = document.createElement('form')
  form.setAttribute(SIGN_IN_FORM_ATTRIBUTE, '')
  form.innerHTML = `<input name="username"><input name="password" type="password">`
  document.body.append(form)
  const field = form.querySelector<HTMLInputElement>('[type="password"]')
  if (field) field.value = password
  const username = form.querySelector<HTMLInputElement>('[name="username"]')
  if (!field || !username) throw new Error('the form has no fields')
  return { field, username }
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

  it('starts again at false for another form, and for the first come back to', () => {
    const { field } = signInForm()
    const { result, rerender } = renderHook(({ role }) => usePasswordStarted(role), {
      initialProps: { role: 'user' as UserType | undefined },
    })
    act(() => field.focus())
    expect(result.current).toBe(true)
    act(() => field.blur())
    rerender({ role: 'newsroom' })
    expect(result.current).toBe(false)
    act(() => field.focus())
    expect(result.current).toBe(true)
    act(() => field.blur())
    rerender({ role: 'user' })
    expect(result.current).toBe(false)
    rerender({ role: undefined })
    expect(result.current).toBe(false)
  })

  it('turns true as the browser fills the field, by either name of :autofill', () => {
    const { field } = signInForm()
    const { result } = renderHook(() => usePasswordStarted('user'))
    // A browser that knows only the prefixed name throws on the other.
    const matches = field.matches.bind(field)
    vi.spyOn(field, 'matches').mockImplementation((selector: string) => {
      if (selector === ':autofill') throw new SyntaxError(selector)
      return selector === ':-webkit-autofill' || matches(selector)
    })
    fireEvent.animationStart(field)
    expect(result.current).toBe(true)
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
