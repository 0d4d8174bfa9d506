import { createRef, type MouseEvent, type ReactNode } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, useLocation } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { NavLink, RouterLink } from '@/ui/links'

function Address() {
  const { pathname } = useLocation()
  return <p>At {pathname}</p>
}

/** `links` on every address, under the router's `basename`, starting at `address`. */
function renderLinks(links: ReactNode, address: string, basename = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Address />
            {links}
          </>
        ),
      },
    ],
    { basename, initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

/**
 * Records, for each click, whether the page kept the browser from following the link (true) or
 * left it to the browser (false). Then keeps jsdom on the page, as it cannot open another one.
 */
function watchClicksLeftToBrowser() {
  const prevented: boolean[] = []
  const watch = (event: Event) => {
    prevented.push(event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('click', watch)
  onTestFinished(() => window.removeEventListener('click', watch))
  return prevented
}

describe('RouterLink', () => {
  it('points at the path under the app’s language prefix and goes there without a page load', async () => {
    const { router, user } = renderLinks(<RouterLink to="/faq">FAQ</RouterLink>, '/hi/', '/hi')
    const prevented = watchClicksLeftToBrowser()
    const link = screen.getByRole('link', { name: 'FAQ' })
    expect(link).toHaveAttribute('href', '/hi/faq')
    await user.click(link)
    expect(await screen.findByText('At /faq')).toBeInTheDocument()
    expect(router.state.historyAction).toBe('PUSH')
    expect(prevented).toEqual([true])
  })

  it('hands its ref the anchor, as MUI’s buttons made of it need', () => {
    const ref = createRef<HTMLAnchorElement>()
    renderLinks(
      <RouterLink to="/faq" ref={ref}>
        FAQ
      </RouterLink>,
      '/',
    )
    expect(ref.current).toBe(screen.getByRole('link', { name: 'FAQ' }))
  })

  it('replaces rather than adds a history entry when the link is to the page shown', async () => {
    const { router, user } = renderLinks(<RouterLink to="/faq">FAQ</RouterLink>, '/faq')
    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('leaves a Ctrl-click, and a link to another tab, to the browser', async () => {
    const { router, user } = renderLinks(
      <>
        <RouterLink to="/faq">FAQ</RouterLink>
        <RouterLink to="/for-users" target="_blank">
          For Users
        </RouterLink>
      </>,
      '/',
    )
    const prevented = watchClicksLeftToBrowser()
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    await user.keyboard('{/Control}')
    await user.click(screen.getByRole('link', { name: 'For Users' }))
    expect(router.state.location.pathname).toBe('/')
    expect(prevented).toEqual([false, false])
    expect(screen.getByRole('link', { name: 'For Users' })).toHaveAttribute('target', '_blank')
  })

  it('calls its own click handler first, and stays when that handler prevents the default', async () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault())
    const { router, user } = renderLinks(
      <RouterLink to="/faq" onClick={onClick}>
        FAQ
      </RouterLink>,
      '/',
    )
    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/faq" className="item">
        FAQ
      </NavLink>
      <NavLink to="/for-users">For Users</NavLink>
    </>
  )

  it.each([
    ['/faq', 'FAQ'],
    ['/FAQ', 'FAQ'],
    ['/faq/payments', 'FAQ'],
    ['/', 'Home'],
    ['/for-users', 'For Users'],
  ])('at %s marks %s alone as the current page', (address, current) => {
    renderLinks(links, address)
    for (const link of screen.getAllByRole('link')) {
      const isCurrent = link.textContent === current
      expect(link.getAttribute('aria-current')).toBe(isCurrent ? 'page' : null)
      expect(link.classList.contains('active')).toBe(isCurrent)
    }
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveClass('item')
  })

  it('marks nothing on a page none of them leads to, nor on one whose path only begins alike', () => {
    renderLinks(links, '/faqs')
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual(
      [],
    )
  })

  it('follows the address as the visitor moves on, under a language prefix too', async () => {
    const { user } = renderLinks(links, '/ur/faq', '/ur')
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'For Users' }))
    expect(await screen.findByText('At /for-users')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'For Users' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'For Users' })).toHaveAttribute('href', '/ur/for-users')
  })
})
