import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { documentTitles, importPagesBeforeTests, loggedInAs, renderApp } from '../../support/render'

importPagesBeforeTests()

const openLanding = async (options?: Parameters<typeof renderApp>[1]) => {
  const view = renderApp('/', options)
  await screen.findByRole('heading', { level: 1 })
  return view
}

const section = (name: string) => screen.getByRole('region', { name })

describe('landing page', () => {
  it.each([
    ['a visitor', undefined, '/login/user', '/login/newsroom'],
    ['a logged-in user', loggedInAs('user'), '/user-dashboard', '/login/newsroom'],
    ['a logged-in newsroom', loggedInAs('newsroom'), '/login/user', '/newsroom-dashboard'],
  ])(
    'says what TipWire is, with calls to action for both sides, for %s',
    async (_who, preloadedState, submitHref, browseHref) => {
      await openLanding({ preloadedState })
      const hero = section('TipWire: where citizen journalists and newsrooms meet')
      const link = (name: string) => within(hero).getByRole('link', { name })
      expect(link('Submit a tip')).toHaveAttribute('href', submitHref)
      expect(link('Browse tips')).toHaveAttribute('href', browseHref)
    },
  )

  it('explains how it works with the karma rules', async () => {
    await openLanding()
    const steps = within(section('How it works')).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps[0]).toHaveTextContent('10 karma points')
    expect(steps[1]).toHaveTextContent('100 more points')
    expect(steps[2]).toHaveTextContent('500 karma points')
  })

  it('shows exactly three testimonials with quote, name and role', async () => {
    await openLanding()
    const testimonials = within(section('What our community says')).getAllByRole('figure')
    const quoteOf = (figure: HTMLElement) => within(figure).getByRole('blockquote')
    const captionOf = (figure: HTMLElement) => figure.querySelector('figcaption')
    expect(testimonials.map(quoteOf).map((quote) => quote.textContent)).toEqual([
      'I filmed the flooded underpass on my way to work. Two days later it led the evening bulletin, and the karma paid for a new phone lens.',
      'TipWire gives our desk eyes in neighbourhoods we could never staff. Several of our local scoops this year started as tips here.',
      'I submit anonymously. Knowing my name stays out of it is the only reason I report what I see at the plant.',
    ])
    expect(testimonials.map(captionOf).map((caption) => caption?.textContent)).toEqual([
      'Priya NairCitizen journalist, Mumbai',
      'Rahul MehtaCity editor, The Deccan Ledger',
      'Anonymous contributorCitizen journalist, Gujarat',
    ])
  })

  it('names the document after TipWire', async () => {
    await openLanding()
    expect(documentTitles()).toEqual(['TipWire: news tips from citizen journalists'])
  })

  it('ends with a call to action', async () => {
    await openLanding()
    expect(
      within(section('Have a story the world should know?')).getAllByRole('link'),
    ).toHaveLength(2)
  })
})
