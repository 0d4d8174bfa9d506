import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { LanguageLinks } from '@/layout/LanguageLinks'
import { importPagesBeforeTests, renderApp, renderWithStore } from '../support/render'

importPagesBeforeTests()

afterEach(async () => {
  await speak('en-IN', CATALOGUE_AREAS)
})

/** The control alone, at `address` of the app under the router's `basename`. */
function renderControl(basename: string, address: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageLinks /> }], {
    basename,
    initialEntries: [address],
  })
  return renderWithStore(<RouterProvider router={router} />)
}

describe('the language control', () => {
  it('offers the page in Hindi and Urdu from the navigation bar, each in its own script', async () => {
    renderApp('/faq')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const control = within(nav).getByRole('group', { name: 'Language' })
    const hindi = within(control).getByRole('link', { name: 'हिन्दी' })
    expect(hindi).toHaveAttribute('href', '/hi/faq')
    expect(hindi).toHaveAttribute('lang', 'hi-IN')
    expect(hindi).toHaveAttribute('hreflang', 'hi-IN')
    const urdu = within(control).getByRole('link', { name: 'اردو' })
    expect(urdu).toHaveAttribute('href', '/ur/faq')
    expect(urdu).toHaveAttribute('lang', 'ur-IN')
    expect(urdu).toHaveAttribute('hreflang', 'ur-IN')
  })

  it('marks the language shown, rather than linking to it', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const control = within(screen.getByRole('contentinfo')).getByRole('group', {
      name: 'Language',
    })
    const english = within(control).getByText('English')
    expect(english).toHaveAttribute('aria-current', 'true')
    expect(english).toHaveAttribute('lang', 'en-IN')
    expect(within(control).queryByRole('link', { name: 'English' })).not.toBeInTheDocument()
    expect(within(control).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi')
  })

  it('leads from a Hindi page to the same page, query and fragment in English and Urdu', async () => {
    await speak('hi-IN', ['common'])
    renderControl('/hi', '/hi/login/user?from=dashboard#main')
    const control = await screen.findByRole('group', { name: 'भाषा' })
    expect(within(control).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/login/user?from=dashboard#main',
    )
    expect(within(control).getByRole('link', { name: 'اردو' })).toHaveAttribute(
      'href',
      '/ur/login/user?from=dashboard#main',
    )
    expect(within(control).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true')
  })
})
