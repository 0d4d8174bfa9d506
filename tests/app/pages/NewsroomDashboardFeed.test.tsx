import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { NewsroomDashboardPage } from '@/app/pages/NewsroomDashboardPage'
import { sampleTips } from '@features/purchases/sampleTips'
import { renderOnceBeforeTests, renderWithStore } from '../../support/render'

renderOnceBeforeTests(<NewsroomDashboardPage />)

const FEED_SIZE = 500

/** A feed of 500 tips, each titled by its place in the feed. */
const feed = Array.from({ length: FEED_SIZE }, (_, index) => ({
  ...(sampleTips[index % sampleTips.length] as (typeof sampleTips)[number]),
  id: `feed-tip-${index + 1}`,
  title: `Feed tip number ${index + 1}`,
}))

const statusLines = () => screen.getAllByRole('status').map((status) => status.textContent)

const renderFeed = () =>
  renderWithStore(<NewsroomDashboardPage />, {
    preloadedState: {
      purchases: {
        availableTips: feed,
        purchasedTipIds: [],
        buyAgainTipId: null,
        lastAnsweredPress: null,
      },
    },
  })

describe('newsroom dashboard with a feed of hundreds of tips', () => {
  it('draws only a window of cards, and still says how many there are', () => {
    renderFeed()
    expect(statusLines()).toContain('500 tips')
    const cards = screen.getAllByRole('article')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(60)
    expect(cards[0]).toHaveAccessibleName('Feed tip number 1')
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', '500')
  })

  it('finds a tip far down the feed, beyond the drawn window', async () => {
    const { user } = renderFeed()
    await user.type(screen.getByPlaceholderText('Search for tips...'), 'number 437')
    await waitFor(() => expect(statusLines()).toContain('1 tip'))
    expect(screen.getByRole('article')).toHaveAccessibleName('Feed tip number 437')
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-setsize', '1')
  })

  it('opens where the page stands: it writes no scroll position of its own as it mounts', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    renderFeed()
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0)
    expect(scrollTo).not.toHaveBeenCalled()
    scrollTo.mockRestore()
  })
})
