import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { importPagesBeforeTests, loggedInAs, renderApp } from '../../support/render'

importPagesBeforeTests()

const openLogin = async (path: string, options?: Parameters<typeof renderApp>[1]) => {
  const view = renderApp(path, options)
  await screen.findByRole('heading', { level: 1 })
  return view
}

afterEach(() => {
  localStorage.clear()
})

/** Everything this device keeps for TipWire beyond the tab. */
const keptOnDevice = () =>
  Object.fromEntries(
    Array.from({ length: localStorage.length }, (_, index) => {
      const key = localStorage.key(index) ?? ''
      return [key, localStorage.getItem(key)]
    }),
  )

const signIn = async (
  user: Awaited<ReturnType<typeof openLogin>>['user'],
  username: string,
  password = 'password123',
) => {
  await user.clear(screen.getByLabelText(/Username/))
  await user.type(screen.getByLabelText(/Username/), username)
  await user.type(screen.getByLabelText(/Password/), `${password}{Enter}`)
}

describe('login page', () => {
  it('shows the form, the remember-me box, the reset link and both demo hints', async () => {
    await openLogin('/login/newsroom')
    expect(screen.getByRole('heading', { level: 1, name: 'Newsroom Login' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByText(/Demo accounts/)).toBeInTheDocument()
    expect(screen.getByText('user')).toBeInTheDocument()
    expect(screen.getByText('journo')).toBeInTheDocument()
  })

  it('says which fields are required and logs nobody in', async () => {
    const { store, user, router } = await openLogin('/login/user')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/Username/)).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(store.getState().session.isLoggedIn).toBe(false)
    expect(router.state.location.pathname).toBe('/login/user')
  })

  it('asks only for the missing password when the username is given', async () => {
    const { user } = await openLogin('/login/user')
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/Password/)).toHaveFocus()
  })

  it('rejects wrong credentials with a red alert above the form', async () => {
    const { store, user } = await openLogin('/login/user')
    await user.type(screen.getByLabelText(/Username/), 'journo')
    await user.type(screen.getByLabelText(/Password/), 'password123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Invalid credentials. Please try again.')
    expect(alert.compareDocumentPosition(screen.getByLabelText(/Username/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(store.getState().session.isLoggedIn).toBe(false)
  })

  it.each([
    ['/login/user', 'user', '/user-dashboard', 'User Dashboard'],
    ['/login/newsroom', 'journo', '/newsroom-dashboard', 'Newsroom Dashboard'],
  ])(
    'signs in on %s with Enter and replaces the login page',
    async (path, username, to, heading) => {
      const { user, router, store } = await openLogin(path)
      await user.type(screen.getByLabelText(/Username/), username)
      await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe(to)
      expect(router.state.historyAction).toBe('REPLACE')
      expect(store.getState().session).toMatchObject({ isLoggedIn: true })
    },
  )

  it('cancels the browser’s own submission of the form, so the password goes nowhere', async () => {
    const { user } = await openLogin('/login/user')
    const browserSubmissions: boolean[] = []
    const recordSubmission = (event: Event) => browserSubmissions.push(!event.defaultPrevented)
    window.addEventListener('submit', recordSubmission)
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'password123{Enter}')
    window.removeEventListener('submit', recordSubmission)
    expect(browserSubmissions).toEqual([false])
  })

  it('sends a visitor already logged in to the stored type’s dashboard', async () => {
    const { router } = renderApp('/login/user', { preloadedState: loggedInAs('newsroom') })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsroom Dashboard' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsroom-dashboard'))
  })

  it('keeps the remember-me choice after a failed attempt', async () => {
    const { user } = await openLogin('/login/user')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'wrong{Enter}')
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    expect(screen.getByLabelText(/Username/)).toHaveValue('user')
  })

  it('opens the FAQ’s answer about logging in from Forgot your password?', async () => {
    const { user } = await openLogin('/login/user')
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    const loginQuestion = screen.getByRole('button', {
      name: 'How do I log in, and what if I forgot my password?',
    })
    await waitFor(() => expect(loginQuestion).toHaveAttribute('aria-expanded', 'true'))
  })

  it.each([
    ['/user-dashboard', 'Log in as a user to see the user dashboard'],
    ['/newsroom-dashboard', 'Log in as a newsroom to see the newsroom dashboard'],
  ])('says why a logged-out visit to %s lands on the login page', async (path, reason) => {
    await openLogin(path)
    expect(screen.getByText(reason).closest('[role="status"]')).toBeInTheDocument()
  })

  it('asks for no role when the login page is visited for itself', async () => {
    await openLogin('/login/newsroom')
    expect(screen.queryByText(/to see the newsroom dashboard/)).not.toBeInTheDocument()
  })

  describe('Remember me', () => {
    it('says that nothing is remembered while it is unticked', async () => {
      await openLogin('/login/user')
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
        'Nothing is remembered on this device.',
      )
    })

    it('remembers the username on this device, never the password, and says so', async () => {
      const { user } = await openLogin('/login/user')
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
        'Your username will be remembered on this device when you sign in. Your password never is.',
      )
      await signIn(user, 'user')
      await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
      expect(keptOnDevice()).toEqual({ 'tipwire:remembered-username': 'user' })
      expect(JSON.stringify(keptOnDevice())).not.toContain('password123')
    })

    it('remembers nothing of a sign in with the box unticked', async () => {
      const { user } = await openLogin('/login/user')
      await signIn(user, 'user')
      await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
      expect(keptOnDevice()).toEqual({})
    })

    it('remembers nothing of a failed sign in', async () => {
      const { user } = await openLogin('/login/user')
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
      await signIn(user, 'user', 'wrong')
      expect(screen.getByRole('alert')).toBeInTheDocument()
      expect(keptOnDevice()).toEqual({})
    })

    it('starts with the remembered username filled in and the box ticked', async () => {
      localStorage.setItem('tipwire:remembered-username', 'journo')
      await openLogin('/login/newsroom')
      expect(screen.getByLabelText(/Username/)).toHaveValue('journo')
      expect(screen.getByLabelText(/Password/)).toHaveValue('')
      const box = screen.getByRole('checkbox', { name: 'Remember me' })
      expect(box).toBeChecked()
      expect(box).toHaveAccessibleDescription(
        'Your username is remembered on this device. Your password never is.',
      )
    })

    it('forgets the remembered username as soon as the box is unticked', async () => {
      localStorage.setItem('tipwire:remembered-username', 'user')
      const { user } = await openLogin('/login/user')
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
      expect(keptOnDevice()).toEqual({})
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
        'Nothing is remembered on this device.',
      )
      await signIn(user, 'user')
      await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
      expect(keptOnDevice()).toEqual({})
    })

    it('keeps the username as it was typed in the last sign in with the box ticked', async () => {
      localStorage.setItem('tipwire:remembered-username', 'user')
      const { user } = await openLogin('/login/newsroom')
      await signIn(user, 'journo')
      await screen.findByRole('heading', { level: 1, name: 'Newsroom Dashboard' })
      expect(keptOnDevice()).toEqual({ 'tipwire:remembered-username': 'journo' })
    })
  })

  it('makes Forgot your password? a target of its own, not a link in running text', async () => {
    await openLogin('/login/user')
    const link = screen.getByRole('link', { name: 'Forgot your password?' })
    expect(getComputedStyle(link).minHeight).toBe('44px')
  })
})
