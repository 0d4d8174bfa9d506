import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/locales'
import { speak } from '@/lib/i18n/catalogues'
import { LanguageLinks } from '@/app/layout/LanguageLinks'
import { importPagesBeforeTests, renderApp, renderWithStore } from '../../support/render'

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
  it("opens from the navigation bar's button, named by the language shown, a list of every language in its own script", async () => {
    renderApp('/faq')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const button = within(nav).getByRole('button', { name: 'English' })
    expect(button).toHaveAttribute('title', 'Language')
    // The browser's popover opens it: its list is out of sight until then.
    const control = within(nav).getByRole('group', { name: 'Language', hidden: true })
    const list = control.closest('[popover="auto"]')
    expect(list).toHaveAttribute('id', button.getAttribute('popovertarget'))
    const others = LOCALES.filter((locale) => locale !== 'en-IN').map((locale) => {
      const link = within(control).getByRole('link', { name: LANGUAGE_NAMES[locale], hidden: true })
      return [link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')]
    })
    expect(others).toEqual([
      ['/hi/faq', 'hi-IN', 'hi-IN'],
      ['/ur/faq', 'ur-IN', 'ur-IN'],
      ['/bn/faq', 'bn-IN', 'bn-IN'],
      ['/mr/faq', 'mr-IN', 'mr-IN'],
      ['/ta/faq', 'ta-IN', 'ta-IN'],
      ['/te/faq', 'te-IN', 'te-IN'],
      ['/ml/faq', 'ml-IN', 'ml-IN'],
    ])
    expect(within(control).getByText('English')).toHaveAttribute('aria-current', 'true')
  })

  it('opens in the footer from the language shown, the list closed until then', async () => {
    const { user } = renderApp('/for-users')
    await screen.findByRole('heading', { level: 1 })
    const footer = within(screen.getByRole('contentinfo'))
    const list = footer.getByRole('group', { name: 'Language', hidden: true })
    expect(list).not.toBeVisible()
    await user.click(footer.getByText('Language', { selector: 'summary' }))
    expect(list).toBeVisible()
    expect(within(list).getByRole('link', { name: 'தமிழ்' })).toHaveAttribute(
      'href',
      '/ta/for-users',
    )
  })

  it('marks the language shown, rather than linking to it', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const control = within(screen.getByRole('contentinfo')).getByRole('group', {
      name: 'Language',
      hidden: true,
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
