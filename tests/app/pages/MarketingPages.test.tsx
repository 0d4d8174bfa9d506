import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { documentTitles, importPagesBeforeTests, renderApp } from '../../support/render'

importPagesBeforeTests()

describe('marketing pages', () => {
  it('tells citizen journalists the karma rules, cash-out and payouts, then asks them to log in', async () => {
    renderApp('/for-users')
    await screen.findByRole('heading', { level: 1, name: 'TipWire for citizen journalists' })
    const page = screen.getByRole('main')
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(fact('karma points for every tip you submit')).toBe('10')
    expect(fact('more when a newsroom picks up or buys it')).toBe('+100')
    expect(fact('points and you can cash out')).toBe('500')
    expect(page).toHaveTextContent('PayPal, direct deposit or gift cards')
    expect(page).toHaveTextContent('3-5 business days')
    expect(screen.getByRole('link', { name: 'Log in as a citizen journalist' })).toHaveAttribute(
      'href',
      '/login/user',
    )
  })

  it('tells newsrooms the rupee prices and payment methods, then asks them to log in', async () => {
    renderApp('/for-newsrooms')
    await screen.findByRole('heading', { level: 1, name: 'TipWire for newsrooms' })
    const page = screen.getByRole('main')
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(fact('per tip in the current catalogue')).toBe('₹2,000 – ₹4,000')
    expect(page).toHaveTextContent('credit and debit cards, PayPal or bank transfer')
    expect(screen.getByRole('link', { name: 'Log in as a newsroom' })).toHaveAttribute(
      'href',
      '/login/newsroom',
    )
  })

  it.each([
    ['/for-users', 'For Users · TipWire'],
    ['/for-newsrooms', 'For Newsrooms · TipWire'],
  ])('names the document of %s %j', async (path, title) => {
    renderApp(path)
    await screen.findByRole('heading', { level: 1 })
    expect(documentTitles()).toEqual([title])
  })

  it.each(['/for-users', '/for-newsrooms', '/', '/faq'])(
    '%s has one h1 and no skipped heading level',
    async (path) => {
      renderApp(path)
      await screen.findByRole('heading', { level: 1 })
      const levels = screen
        .getAllByRole('heading')
        .map((heading) => Number(heading.tagName.slice(1)))
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1)
      })
    },
  )
})
