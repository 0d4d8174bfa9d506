import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { importPagesBeforeTests, loggedInAs, renderApp } from '../../support/render'

importPagesBeforeTests()

const LANDING = 'TipWire: where citizen journalists and newsrooms meet'

const expectHeadingAt = async (
  router: { state: { location: { pathname: string } } },
  path: string,
  heading: string,
) => {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(path)
}

describe('routes (product.md §2)', () => {
  it.each([
    ['/', LANDING],
    ['/for-users', 'TipWire for citizen journalists'],
    ['/for-newsrooms', 'TipWire for newsrooms'],
    ['/faq', 'Frequently asked questions'],
    ['/login/user', 'User Login'],
    ['/login/newsroom', 'Newsroom Login'],
  ])('renders %s', async (path, heading) => {
    const { router } = renderApp(path)
    await expectHeadingAt(router, path, heading)
  })

  it.each([
    ['/login', '/login/user', 'User Login'],
    ['/login/admin', '/login/user', 'User Login'],
    ['/login/USER', '/login/user', 'User Login'],
    ['/signup', '/', LANDING],
    ['/no-such-page', '/', LANDING],
    ['/faq/deeper/still', '/', LANDING],
  ])('redirects %s to %s', async (from, to, heading) => {
    const { router } = renderApp(from)
    await expectHeadingAt(router, to, heading)
  })

  it('replaces the redirected entry, so Back does not return to it', async () => {
    const { router } = renderApp('/signup')
    await screen.findByRole('heading', { level: 1, name: LANDING })
    expect(router.state.historyAction).toBe('REPLACE')
  })
})

describe('guards (product.md §2)', () => {
  it.each([
    ['/user-dashboard', undefined, '/login/user', 'User Login'],
    ['/newsroom-dashboard', undefined, '/login/newsroom', 'Newsroom Login'],
    ['/newsroom-dashboard', loggedInAs('user'), '/user-dashboard', 'User Dashboard'],
    ['/user-dashboard', loggedInAs('newsroom'), '/newsroom-dashboard', 'Newsroom Dashboard'],
  ])('sends a visit to %s to the right place', async (from, preloadedState, to, heading) => {
    const { router } = renderApp(from, { preloadedState })
    await expectHeadingAt(router, to, heading)
  })

  it.each([
    ['/user-dashboard', loggedInAs('user'), 'User Dashboard'],
    ['/newsroom-dashboard', loggedInAs('newsroom'), 'Newsroom Dashboard'],
  ])('lets its own role into %s', async (path, preloadedState, heading) => {
    const { router } = renderApp(path, { preloadedState })
    await expectHeadingAt(router, path, heading)
  })

  it('treats a stored type without a login as a visitor', async () => {
    const { router } = renderApp('/user-dashboard', {
      preloadedState: { session: { isLoggedIn: false, userType: 'user' } },
    })
    await expectHeadingAt(router, '/login/user', 'User Login')
  })

  it('keeps the public pages public for a logged-in newsroom', async () => {
    const { router } = renderApp('/faq', { preloadedState: loggedInAs('newsroom') })
    await expectHeadingAt(router, '/faq', 'Frequently asked questions')
  })
})

describe('navigation', () => {
  it('offers Log in and Sign up to a visitor', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav).toHaveTextContent('Log in')
    expect(nav).toHaveTextContent('Sign up')
    expect(nav).not.toHaveTextContent('Logout')
  })

  it('opens the shop in a new tab without an opener', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const shop = screen
      .getByRole('navigation', { name: 'Main' })
      .querySelector('a[href^="https://shop"]')
    expect(shop).toHaveAttribute('href', 'https://shop.tipwire.example')
    expect(shop).toHaveAttribute('target', '_blank')
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each([
    ['user', 'User Dashboard'],
    ['newsroom', 'Newsroom Dashboard'],
  ] as const)(
    'shows a logged-in %s their dashboard link and a Logout that logs out',
    async (role, label) => {
      const { router, store, user } = renderApp('/for-users', { preloadedState: loggedInAs(role) })
      await screen.findByRole('heading', { level: 1 })
      const nav = screen.getByRole('navigation', { name: 'Main' })
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument()
      expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
      await user.click(within(nav).getByRole('button', { name: 'Logout' }))
      expect(await within(nav).findByRole('link', { name: 'Log in' })).toBeInTheDocument()
      expect(within(nav).queryByRole('link', { name: label })).not.toBeInTheDocument()
      expect(store.getState().session).toMatchObject({ isLoggedIn: false, userType: null })
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )

  it('logs out to the landing page with both flags cleared', async () => {
    const { router, store, user } = renderApp('/user-dashboard', {
      preloadedState: loggedInAs('user'),
    })
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, userType: null })
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  })

  it('moves the focus to the heading of the page that signing in and logging out lead to', async () => {
    const { user } = renderApp('/login/user')
    await screen.findByRole('heading', { level: 1, name: 'User Login' })
    expect(document.body).toHaveFocus()
    await user.type(screen.getByLabelText(/Username/), 'user')
    await user.type(screen.getByLabelText(/Password/), 'password123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    await waitFor(() => expect(dashboard).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    const landing = await screen.findByRole('heading', { level: 1, name: LANDING })
    await waitFor(() => expect(landing).toHaveFocus())
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getAllByRole('link', { name: /Browse tips|Submit a tip/ })[0],
    )
  })

  it('leaves the focus where it is when only the query or the hash changes', async () => {
    const { router } = renderApp('/faq')
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    const tab = screen.getByRole('tab', { name: 'General' })
    tab.focus()
    await act(() => router.navigate('/faq?topic=payments#faq-panel'))
    await waitFor(() => expect(router.state.location.hash).toBe('#faq-panel'))
    expect(tab).toHaveFocus()
  })
})
