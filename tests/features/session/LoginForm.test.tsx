import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
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
  })

  it('keeps Sign in disabled in a prerendered page until React has hydrated it', async () => {
    const store = makeStore()
    const app = <Provider store={store}>{loginForm()}</Provider>
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    document.body.append(container)
    expect(within(container).getByRole('button', { name: 'Sign in' })).toBeDisabled()

    const root = await act(async () => hydrateRoot(container, app))
    expect(within(container).getByRole('button', { name: 'Sign in' })).toBeEnabled()
    act(() => root.unmount())
    container.remove()
  })
})
