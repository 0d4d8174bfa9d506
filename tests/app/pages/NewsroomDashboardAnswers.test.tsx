import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { NewsroomDashboardPage } from '@/app/pages/NewsroomDashboardPage'
import { sampleTips } from '@features/purchases/sampleTips'
import { renderOnceBeforeTests, renderWithStore } from '../../support/render'

renderOnceBeforeTests(<NewsroomDashboardPage />)

const UNDERPASS = 'Monsoon flooding strands commuters in the Sion underpass'
const HOSPITAL = 'District hospital ran out of oxygen cylinders overnight'
const cardOf = (title: string) => screen.getByRole('article', { name: title })
const buyButtonOf = (title: string) =>
  within(cardOf(title)).getByRole('button', { name: `Buy This Tip: ${title}` })
const notice = () => screen.getByRole('region', { name: 'Your Purchased Tips' })
const noticeText = () => notice().textContent
/** The notice's count, the spec's sentence, read whole: 'You have purchased 1 tips' is no match. */
const purchasedCount = () => within(notice()).getByText(/^You have purchased /).textContent

// Only the clock is fake: a press a moment after another is one the test lets time pass for.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})
const twoSecondsLater = () => vi.setSystemTime(Date.now() + 2000)

/** Buys the tip at once if it was never bought, or through "Buy again?" if it was. */
async function buy(user: ReturnType<typeof renderWithStore>['user'], title: string) {
  twoSecondsLater()
  await user.click(buyButtonOf(title))
  const question = within(cardOf(title)).queryByRole('group', { name: 'Buy again?' })
  if (!question) return
  twoSecondsLater()
  await user.click(within(question).getByRole('button', { name: 'Buy again' }))
}
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
    await buy(user, UNDERPASS)
    expect(within(card).getByText('Bought 1 time')).toBeInTheDocument()
    expect(buyButtonOf(UNDERPASS)).toBeEnabled()
    await buy(user, UNDERPASS)
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

  it('lists each purchased tip once with its price, its count and what it came to, and the total spent', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, HOSPITAL)
    await buy(user, UNDERPASS)
    await buy(user, HOSPITAL)
    const notice = screen.getByRole('region', { name: 'Your Purchased Tips' })
    expect(within(notice).getByText('You have purchased 3 tips')).toBeVisible()
    expect(within(notice).getByText('3 purchases of 2 tips')).toBeVisible()
    const rows = within(notice)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual([`${HOSPITAL}₹3,000 ×2₹6,000`, `${UNDERPASS}₹2,000 ×1₹2,000`])
    expect(notice).toHaveTextContent(/Total spent₹8,000$/)
  })

  it('counts purchases and tips alike while no tip is bought twice', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, HOSPITAL)
    await buy(user, UNDERPASS)
    expect(noticeText()).toMatch(/^Your Purchased TipsYou have purchased 2 tips(?!\d)/)
    expect(screen.queryByText(/purchases of/)).not.toBeInTheDocument()
  })

  it('groups a total of a lakh or more the Indian way', () => {
    renderWithStore(<NewsroomDashboardPage />, {
      preloadedState: {
        purchases: {
          availableTips: sampleTips,
          purchasedTipIds: Array<string>(26).fill('tip-exam-leak'),
          buyAgainTipId: null,
          lastAnsweredPress: null,
        },
      },
    })
    expect(noticeText()).toMatch(/×26₹1,04,000Total spent₹1,04,000$/)
  })
})

describe('newsroom dashboard: a purchase never doubles by accident', () => {
  it('counts a double-click on Buy as one purchase', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await user.dblClick(buyButtonOf(UNDERPASS))
    expect(purchasedCount()).toBe('You have purchased 1 tip')
    expect(within(cardOf(UNDERPASS)).getByText('Bought 1 time')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Buy again?' })).not.toBeInTheDocument()
  })

  it('counts Enter then Space on Buy as one purchase', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    buyButtonOf(UNDERPASS).focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(purchasedCount()).toBe('You have purchased 1 tip')
    expect(screen.queryByRole('group', { name: 'Buy again?' })).not.toBeInTheDocument()
    expect(buyButtonOf(UNDERPASS)).toHaveFocus()
  })

  it('asks "Buy again?" for a tip bought before, with Cancel focused, and Cancel buys nothing', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, UNDERPASS)
    twoSecondsLater()
    await user.click(buyButtonOf(UNDERPASS))
    const question = within(cardOf(UNDERPASS)).getByRole('group', { name: 'Buy again?' })
    expect(question).toHaveTextContent(/^Buy again\?₹2,000Buy againCancel$/)
    expect(question).toHaveAccessibleDescription('₹2,000')
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    twoSecondsLater()
    await user.keyboard('{Enter}')
    expect(question).not.toBeInTheDocument()
    expect(buyButtonOf(UNDERPASS)).toHaveFocus()
    expect(purchasedCount()).toBe('You have purchased 1 tip')
  })

  it('buys again when Buy again is chosen, and gives the focus back to Buy', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, UNDERPASS)
    twoSecondsLater()
    await user.click(buyButtonOf(UNDERPASS))
    twoSecondsLater()
    await user.click(screen.getByRole('button', { name: 'Buy again' }))
    expect(screen.queryByRole('group', { name: 'Buy again?' })).not.toBeInTheDocument()
    expect(buyButtonOf(UNDERPASS)).toHaveFocus()
    expect(purchasedCount()).toBe('You have purchased 2 tips')
    expect(within(cardOf(UNDERPASS)).getByText('Bought 2 times')).toBeInTheDocument()
  })

  it('takes a double-click that reaches Buy again as one press, and buys nothing', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, UNDERPASS)
    twoSecondsLater()
    await user.click(buyButtonOf(UNDERPASS))
    await user.click(screen.getByRole('button', { name: 'Buy again' }))
    expect(screen.getByRole('group', { name: 'Buy again?' })).toBeInTheDocument()
    expect(purchasedCount()).toBe('You have purchased 1 tip')
  })

  it('closes the question with Escape, buying nothing', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await buy(user, UNDERPASS)
    twoSecondsLater()
    await user.click(buyButtonOf(UNDERPASS))
    twoSecondsLater()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Buy again?' })).not.toBeInTheDocument()
    expect(buyButtonOf(UNDERPASS)).toHaveFocus()
    expect(purchasedCount()).toBe('You have purchased 1 tip')
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
    await screen.findByText((_text, element) => element?.textContent === 'No tips match "xyz"')
    expect(screen.getByText('No tips match your search criteria.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('echoes a query as typed in its own direction, which no control in it can turn round', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await user.type(screen.getByRole('searchbox'), '\u202Exyz')
    const query = await screen.findByText('xyz')
    expect(query.tagName).toBe('BDI')
    expect(query.parentElement).toHaveTextContent(/^No tips match "xyz"$/)
  })
})
