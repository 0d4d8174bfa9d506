import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { NewsroomDashboardPage } from '@/app/pages/NewsroomDashboardPage'
import { documentTitles, renderOnceBeforeTests, renderWithStore } from '../../support/render'

renderOnceBeforeTests(<NewsroomDashboardPage />)

const cards = () => screen.queryAllByRole('article')

describe('newsroom dashboard', () => {
  it('shows the search box, inactive Filter and Export, and five priced cards', () => {
    renderWithStore(<NewsroomDashboardPage />)
    expect(screen.getByPlaceholderText('Search for tips...')).toBe(
      screen.getByRole('searchbox', { name: /Search tips/ }),
    )
    for (const name of ['Filter', 'Export']) {
      const button = screen.getByRole('button', { name: `${name} Not part of this demo` })
      expect(button).toHaveAttribute('aria-disabled', 'true')
    }
    expect(screen.getByRole('heading', { name: 'Available Tips' })).toBeInTheDocument()
    expect(cards()).toHaveLength(5)
    const prices = cards().map((card) => within(card).getByText(/^₹/).textContent)
    expect(prices).toEqual(['₹2,000', '₹2,500', '₹3,000', '₹4,000', '₹2,800'])
    for (const card of cards()) {
      expect(within(card).getByRole('img')).toHaveAccessibleName()
      expect(within(card).getByRole('button', { name: /Buy This Tip/ })).toBeEnabled()
    }
  })

  it('narrows the cards as you type and says when nothing matches', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    const search = screen.getByPlaceholderText('Search for tips...')
    await user.type(search, 'LUCKNOW')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('District hospital ran out of oxygen cylinders overnight')
    await user.clear(search)
    // user-event reads '[[' and '{{' as one literal bracket each: this types [.*]{<b>}
    await user.type(search, '[[.*]{{<b>}')
    await waitFor(() => expect(cards()).toHaveLength(0))
    expect(screen.getByText('No tips match your search criteria.')).toBeInTheDocument()
    await user.clear(search)
    await waitFor(() => expect(cards()).toHaveLength(5))
  })

  it('names the document after the dashboard', () => {
    renderWithStore(<NewsroomDashboardPage />)
    expect(documentTitles()).toEqual(['Newsroom Dashboard · TipWire'])
  })

  it('shows the purchase notice only from the first purchase on', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    expect(screen.queryByRole('region', { name: 'Your Purchased Tips' })).not.toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: /^Buy This Tip/ })[0] as HTMLElement)
    expect(screen.getByRole('region', { name: 'Your Purchased Tips' })).toBeInTheDocument()
  })

  it('counts purchases in the notice, singular then plural', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await user.click(screen.getByRole('button', { name: /^Buy This Tip: Monsoon/ }))
    const notice = screen.getByRole('region', { name: 'Your Purchased Tips' })
    // Read whole: 'You have purchased 1 tips' is no match.
    expect(within(notice).getByText('You have purchased 1 tip')).toBeVisible()
    await user.click(screen.getByRole('button', { name: /^Buy This Tip: Board exam/ }))
    expect(within(notice).getByText('You have purchased 2 tips')).toBeVisible()
  })

  it('shows Your Purchased Tips below the available tips, where the FAQ says they are counted', async () => {
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    await user.click(screen.getAllByRole('button', { name: /^Buy This Tip/ })[0] as HTMLElement)
    const tips = screen.getByRole('heading', { name: 'Available Tips' })
    const notice = screen.getByRole('region', { name: 'Your Purchased Tips' })
    expect(tips.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('newsroom dashboard: what the demo leaves out', () => {
  it.each(['Filter', 'Export'])(
    'lets the keyboard reach %s, which says why it does nothing and does nothing',
    async (name) => {
      const { user, store } = renderWithStore(<NewsroomDashboardPage />)
      const stateBefore = store.getState()
      // Named by the words on it, label first, so that speech input finds it by its label.
      const button = screen.getByRole('button', { name: `${name} Not part of this demo` })
      expect(screen.getAllByText('Not part of this demo')).toHaveLength(2)
      screen.getByRole('searchbox').focus()
      await user.tab()
      if (name === 'Export') await user.tab()
      expect(button).toHaveFocus()
      await user.keyboard('{Enter}')
      await user.click(button)
      expect(button).toHaveFocus()
      expect(store.getState()).toBe(stateBefore)
    },
  )
})
