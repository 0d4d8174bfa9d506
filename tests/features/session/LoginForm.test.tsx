import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeStore } from '@store/store'
import { LoginForm } from '@features/session/LoginForm'
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

  it('treats a username or password of only spaces as missing', async () => {
    const { user } = renderLoginForm()
    await user.type(screen.getByLabelText(/Username/), '   ')
    await user.type(screen.getByLabelText(/Password/), '  {Enter}')
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

  it('offers Sign in at once when rendered in the browser', () => {
    renderLoginForm()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(screen.getByText('Sign in will work once the page has loaded')).not.toBeVisible()
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
    const prerender = () => {
      const store = makeStore()
      const onLoggedIn = vi.fn()
      const app = <Provider store={store}>{loginForm(onLoggedIn)}</Provider>
      const container = document.createElement('div')
      container.innerHTML = renderToString(app)
      document.body.append(container)
      const hydrate = () => act(async () => hydrateRoot(container, app))
      return { store, onLoggedIn, container, hydrate, view: within(container) }
    }

    afterEach(() => {
      document.body.replaceChildren()
    })

    it('keeps Sign in disabled, and says so, until React has hydrated the page', async () => {
      const { view, hydrate } = prerender()
      expect(view.getByRole('button', { name: 'Sign in' })).toBeDisabled()
      expect(view.getByText('Sign in will work once the page has loaded')).toBeVisible()
      const root = await hydrate()
      expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled()
      expect(view.getByText('Sign in will work once the page has loaded')).not.toBeVisible()
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
