import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { NewsroomDashboardPage } from '@/pages/NewsroomDashboardPage'
import { renderWithStore } from '../support/render'

const UNDERPASS = 'Monsoon flooding strands commuters in the Sion underpass'
const cardOf = (title: string) => screen.getByRole('article', { name: title })
/** Before the first purchase, the one live region with nothing to say. */
const announcement = () => screen.getAllByRole('status').find((region) => region.textContent === '')

describe('newsroom dashboard: buying answers at the card', () => {
  it('names each Buy button by its label and its tip', () => {
    renderWithStore(<NewsroomDashboardPage />)
    const names = screen
      .getAllByRole('button', { name: /^Buy This Tip/ })
      .map((button) => button.getAttribute('aria-label'))
    expect(names).toHaveLength(5)
    expect(names[0]).toBe(`Buy This Tip: ${UNDERPASS}`)
    for (const button of screen.getAllByRole('button', { name: /^Buy This Tip/ })) {
      expect(button).toHaveTextContent(/^Buy This Tip$/)
    }
  })

  it('marks the card bought with its count, and keeps its button to buy again', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const card = cardOf(UNDERPASS)
    expect(within(card).queryByText(/Bought/)).not.toBeInTheDocument()
    const buy = within(card).getByRole('button', { name: /^Buy This Tip/ })
    await user.click(buy)
    expect(within(card).getByText('Bought 1 time')).toBeInTheDocument()
    expect(buy).toBeEnabled()
    await user.click(buy)
    expect(within(card).getByText('Bought 2 times')).toBeInTheDocument()
    expect(
      within(cardOf('District hospital ran out of oxygen cylinders overnight')).queryByText(
        /Bought/,
      ),
    ).toBeNull()
  })

  it('announces each purchase politely with the title and price', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const region = announcement()
    expect(region).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: `Buy This Tip: ${UNDERPASS}` }))
    expect(region).toHaveTextContent(`Bought: ${UNDERPASS} for ₹2,000`)
  })

  it('lists each purchased tip with its price and how many times it was bought', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const buttons = screen.getAllByRole('button', { name: /^Buy This Tip/ })
    await user.click(buttons[2] as HTMLElement)
    await user.click(buttons[0] as HTMLElement)
    await user.click(buttons[2] as HTMLElement)
    const notice = screen.getByRole('region', { name: 'Your Purchased Tips' })
    expect(notice).toHaveTextContent('You have purchased 3 tips')
    const rows = within(notice)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      expect.stringMatching(/₹3,000, bought 2 times$/),
      `${UNDERPASS}₹2,000, bought 1 time`,
    ])
  })
})

describe('newsroom dashboard: search states', () => {
  it('says how many tips match as the query changes', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const count = screen.getByText('5 tips')
    expect(count).toHaveAttribute('role', 'status')
    await user.type(screen.getByRole('searchbox'), 'lucknow')
    await waitFor(() => expect(count).toHaveTextContent(/^1 tip$/))
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'over')
    await waitFor(() => expect(count).toHaveTextContent(/^[2-4] tips$/))
  })

  it('echoes a query that finds nothing, and Clear search empties the box and focuses it', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const search = screen.getByRole('searchbox')
    await user.type(search, '  xyz ')
    await screen.findByText('No tips match "xyz"')
    expect(screen.getByText('No tips match your search criteria.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })
})
