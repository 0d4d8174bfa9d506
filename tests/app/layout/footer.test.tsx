import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { importPagesBeforeTests, renderApp } from '../../support/render'

importPagesBeforeTests()

describe('footer', () => {
  it('has the four link columns, the social networks to come, and a copyright line', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const footer = screen.getByRole('contentinfo')
    const headings = within(footer)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)
    expect(headings).toEqual(['For Users', 'For Newsrooms', 'Company', 'Support'])
    // Named in plain text, not links: TipWire has no social accounts yet.
    const networks = within(footer).getByRole('list', { name: 'Soon on social media:' })
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['X', 'Facebook', 'Instagram', 'LinkedIn'])
    expect(within(networks).queryAllByRole('link')).toEqual([])
    expect(footer).toHaveTextContent(/© \d{4} TipWire\. All rights reserved\./)
  })

  it('points every link at a real page, the support mail or the shop', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const footer = screen.getByRole('contentinfo')
    // The language control's links are the same page in another language (LanguageLinks.test.tsx).
    const languages = within(footer).getByRole('group', { name: 'Language' })
    const hrefs = within(footer)
      .getAllByRole('link')
      .filter((link) => !languages.contains(link))
      .map((link) => link.getAttribute('href'))
    const realPages = [
      '/',
      '/for-users',
      '/for-newsrooms',
      '/faq',
      '/login/user',
      '/login/newsroom',
    ]
    // Every link goes to one of these, and each of these is linked: no link can slip by.
    expect(new Set(hrefs)).toEqual(
      new Set([...realPages, 'mailto:support@tipwire.example', 'https://shop.tipwire.example']),
    )
  })
})
