import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import { AppErrorBoundary } from '@/app/AppErrorBoundary'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, importPagesBeforeTests, renderApp } from '../support/render'

importPagesBeforeTests()

/** A failure above the router, inside the catalogues' provider as AppProviders places it. */
const renderAboveTheRouter = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>
    </I18nProvider>,
  )

// The FAQ page stands in for any page whose render fails.
vi.mock('@/app/pages/FaqPage', () => ({
  FaqPage: () => {
    throw new Error('secret internals at FaqPage.tsx:12')
  },
}))

beforeEach(() => {
  // React and the router report the caught error on the console; the page must not show it.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await speak('en-IN', CATALOGUE_AREAS)
})

const Broken = () => {
  throw new Error('secret internals at Store.tsx:3')
}

describe('render failures', () => {
  it('show the route fallback with a way home and no stack trace', async () => {
    renderApp('/faq')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('main')).toHaveTextContent(
      'Something went wrong while showing this page. Go back to the home page and try again.',
    )
    expect(document.body).not.toHaveTextContent('secret internals')
    expect(documentTitles()).toEqual(['Unexpected Application Error! · TipWire'])
    // The fallback takes the focus in an effect, after the heading is on screen.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  it('take the focus to their heading when the link that led there went with the page', async () => {
    const { user } = renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }))
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Unexpected Application Error!',
    })
    // The heading can be on screen a moment before the fallback's effect moves the focus to it.
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('show the same fallback for a failure above the router', () => {
    renderAboveTheRouter()
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(document.body).not.toHaveTextContent('secret internals')
    expect(documentTitles()).toEqual(['Unexpected Application Error! · TipWire'])
  })

  it('speak the page’s language, and lead to its home page', async () => {
    await speak('ur-IN', ['common'])
    renderAboveTheRouter()
    expect(screen.getByRole('heading', { name: 'ایپ میں غیر متوقع خرابی!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toHaveAttribute(
      'href',
      '/ur',
    )
    expect(documentTitles()).toEqual(['ایپ میں غیر متوقع خرابی! · TipWire'])
  })
})
