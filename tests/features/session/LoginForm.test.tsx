import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { makeStore } from '@store/store'
import { LoginForm } from '@features/session/LoginForm'
import { PENDING_SIGN_IN_SCRIPT } from '@features/session/pendingSignInScript.js'
import { renderWithStore } from '../../support/render'

const loginForm = (onLoggedIn = vi.fn()) => (
  <MemoryRouter>
    <LoginForm userType="user" forgotPasswordPath="/faq" onLoggedIn={onLoggedIn} />
  </MemoryRouter>
)

const renderLoginForm = () => {
  const onLoggedIn = vi.fn()
  return { ...renderWithStore(loginForm(onLoggedIn)), onLoggedIn }
}

describe('login form', () => {
  it.each([' user', 'user ', 'USER', 'User', 'user\u00a0'])(
    'refuses the username %j, which is not exactly the demo username',
    async (username) => {
      const { user, store, onLoggedIn } = renderLoginForm()
      await user.type(screen.getByLabelText(/Username/), username)
      await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.')
      expect(store.getState().session.isLoggedIn).toBe(false)
      expect(onLoggedIn).not.toHaveBeenCalled()
    },
  )

  it('refuses a password with a space added', async () => {
    const { user, store } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'password123 {Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.')
    expect(store.getState().session.isLoggedIn).toBe(false)
  })

  it('signs in with the demo username and password exactly as given', async () => {
    const { user, store, onLoggedIn } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, userType: 'user' })
    expect(onLoggedIn).toHaveBeenCalledWith('user')
  })

  it.each([
    ['only spaces', '   ', '  '],
    ['what shows nothing', '\u2800\u2800', '\u200B\u0301'],
  ])('treats a username or password of %s as missing', async (_case, username, password) => {
    const { user } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), username)
    await user.type(screen.getByLabelText(/Password/), `${password}{Enter}`)
    expect(screen.getByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('puts up a fresh alert on every failed attempt, so each one is announced', async () => {
    const { user } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'wrong{Enter}')
    const first = screen.getByRole('alert')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const second = screen.getByRole('alert')
    expect(second).toHaveTextContent('Invalid credentials. Please try again.')
    expect(second).not.toBe(first)
    expect(first).not.toBeInTheDocument()
  })

  it('says “Signing in…” on its way to the dashboard, and signs in once however often it is pressed', async () => {
    const { user, store, onLoggedIn } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
    const signingIn = screen.getByRole('button', { name: 'Signing in…' })
    await user.click(signingIn)
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, userType: 'user' })
    expect(onLoggedIn).toHaveBeenCalledTimes(1)
  })

  it('makes no ripple when Sign in is pressed, and still rings it when reached by keyboard', async () => {
    const { user } = renderLoginForm()
    const signIn = screen.getByRole('button', { name: 'Sign in' })
    await user.pointer({ keys: '[MouseLeft>]', target: signIn })
    expect(signIn.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull()
    await user.pointer({ keys: '[/MouseLeft]', target: signIn })
    signIn.blur()
    await user.click(screen.getByLabelText(/Password/))
    for (let step = 0; step < 5 && document.activeElement !== signIn; step++) await user.tab()
    expect(document.activeElement).toBe(signIn)
    expect(signIn).toHaveClass('Mui-focusVisible')
  })

  it.each([
    [100, 'Username'],
    [200, 'Password'],
  ])('keeps the first %i characters of 1 MB pasted into the %s and says so', async (cap, label) => {
    const { user } = renderLoginForm()
    await user.click(screen.getByLabelText(new RegExp(label)))
    await user.paste('z'.repeat(1024 * 1024))
    expect(screen.getByLabelText(new RegExp(label))).toHaveValue('z'.repeat(cap))
    expect(screen.getByText(`Only the first ${cap} characters were kept.`)).toBeInTheDocument()
  })

  it('compares what was kept of a long paste exactly as it stands', async () => {
    const { user, store } = renderLoginForm()
    await user.click(screen.getByLabelText(/Username/))
    await user.paste(`user${' '.repeat(1024 * 1024)}`)
    await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.')
    expect(store.getState().session.isLoggedIn).toBe(false)
  })

  describe('prerendered, then hydrated', () => {
    // What every prerendered page runs from its head (scripts/build.mjs), before any of the app.
    beforeAll(() => {
      new Function(PENDING_SIGN_IN_SCRIPT)()
    })

    const prerender = () => {
      const store = makeStore()
      const onLoggedIn = vi.fn()
      const app = (
        <Provider store={store}>
          <I18nProvider i18n={i18n}>{loginForm(onLoggedIn)}</I18nProvider>
        </Provider>
      )
      const container = document.createElement('div')
      container.innerHTML = renderToString(app)
      document.body.append(container)
      const hydrate = () => act(async () => hydrateRoot(container, app))
      return { store, onLoggedIn, container, hydrate, view: within(container) }
    }

    afterEach(() => {
      document.body.replaceChildren()
      document.documentElement.removeAttribute('data-sign-in-pending')
    })

    it('keeps a Sign in tapped before React took over, says “Signing in…”, and performs it once hydrated', async () => {
      const { view, hydrate, store, onLoggedIn } = prerender()
      const user = userEvent.setup()
      await user.type(view.getByLabelText(/Username/), 'user')
      await user.type(view.getByLabelText(/Password/), 'password123')
      await user.click(view.getByRole('button', { name: 'Sign in' }))
      expect(view.getByRole('button', { name: 'Signing in…' })).toBeVisible()
      expect(store.getState().session.isLoggedIn).toBe(false)
      const root = await hydrate()
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('user'))
      expect(onLoggedIn).toHaveBeenCalledTimes(1)
      expect(store.getState().session).toMatchObject({ isLoggedIn: true, userType: 'user' })
      expect(view.getByRole('button', { name: 'Signing in…' })).toBeVisible()
      act(() => root.unmount())
    })

    it('answers a kept Sign in with wrong credentials as any other, once hydrated', async () => {
      const { view, hydrate, store } = prerender()
      const user = userEvent.setup()
      await user.type(view.getByLabelText(/Username/), 'user')
      await user.type(view.getByLabelText(/Password/), 'wrong{Enter}')
      expect(view.getByRole('button', { name: 'Signing in…' })).toBeVisible()
      const root = await hydrate()
      expect(await view.findByRole('alert')).toHaveTextContent(
        'Invalid credentials. Please try again.',
      )
      expect(view.getByRole('button', { name: 'Sign in' })).toBeVisible()
      expect(store.getState().session.isLoggedIn).toBe(false)
      act(() => root.unmount())
    })

    it('signs in with what was typed before React took over', async () => {
      const { view, hydrate, store, onLoggedIn } = prerender()
      const user = userEvent.setup()
      await user.type(view.getByLabelText(/Username/), 'user')
      await user.type(view.getByLabelText(/Password/), 'password123')
      const root = await hydrate()
      await user.click(view.getByRole('button', { name: 'Sign in' }))
      expect(store.getState().session).toMatchObject({ isLoggedIn: true, userType: 'user' })
      expect(onLoggedIn).toHaveBeenCalledWith('user')
      act(() => root.unmount())
    })
  })
})
