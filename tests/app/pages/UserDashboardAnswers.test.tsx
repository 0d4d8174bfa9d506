import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { TipHistoryEntry } from '@features/karma/sampleKarma'
import { UserDashboardPage } from '@/app/pages/UserDashboardPage'
import { advanceClock } from '../../support/clock'
import { renderOnceBeforeTests, renderWithStore } from '../../support/render'
import { write } from '../../support/write'

renderOnceBeforeTests(<UserDashboardPage />)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const historyOf = (length: number): TipHistoryEntry[] =>
  Array.from({ length }, (_, index) => ({
    id: `entry-${index}`,
    title: `Tip number ${index + 1}`,
    submittedAt: Date.now(),
    status: 'pending',
    karma: 10,
  }))

const renderDashboard = (history?: TipHistoryEntry[]) =>
  renderWithStore(<UserDashboardPage />, {
    preloadedState: history && {
      karma: { points: 150, tipsSubmitted: history.length, tipsAccepted: 0, history },
    },
  })

const historyTitles = () =>
  within(screen.getByRole('list', { name: 'Tips History' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('bdi')?.textContent)

describe('user dashboard: what answers where the eye is', () => {
  it('puts the tip form before karma, cash-out and history', () => {
    renderDashboard()
    const regions = screen.getAllByRole('region')
    const order = ['Submit a tip', 'Your karma', 'Cash out', 'Tips History'].map((name) =>
      regions.indexOf(screen.getByRole('region', { name })),
    )
    expect(order).toEqual([...order].sort((first, second) => first - second))
  })

  it('marks Name and Email optional, like Phone', () => {
    renderDashboard()
    for (const label of ['Name (optional)', 'Email (optional)', 'Phone (optional)']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument()
    }
  })

  it('keeps the focus on Submit Tip, which says it is submitting, then on the success heading and the description', async () => {
    const { user } = renderDashboard()
    await write(user, /Description/, 'Strike')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    const button = screen.getByRole('button', { name: /Submitting/ })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await advanceClock(1000)
    expect(screen.getByRole('heading', { name: 'Tip Submitted Successfully!' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Submit Another Tip' }))
    expect(screen.getByLabelText(/Description/)).toHaveFocus()
  })

  it('moves the focus to Submit Tip when Enter in a field sends the tip', async () => {
    const { user } = renderDashboard()
    await write(user, /Description/, 'Closed')
    await user.type(screen.getByLabelText('Name (optional)'), 'Asha{Enter}')
    expect(screen.getByRole('button', { name: /Submitting/ })).toHaveFocus()
  })

  it('discards an empty draft without asking, and a written one only after asking', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveFocus()
    await write(user, 'Name (optional)', 'Asha')
    await user.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.getByRole('dialog', { name: 'Discard this draft?' })).toBeInTheDocument()
  })

  it('shows the latest ten tips of a longer history, and all of them on Show all', async () => {
    const { user } = renderDashboard(historyOf(12))
    expect(historyTitles()).toHaveLength(10)
    expect(historyTitles()[0]).toBe('Tip number 1')
    const toggle = screen.getByRole('button', { name: 'Show all (12)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(historyTitles()).toHaveLength(12)
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveTextContent('Show the latest 10')
    await user.click(toggle)
    expect(historyTitles()).toHaveLength(10)
  })

  it('offers no Show all to a history of ten or fewer', () => {
    renderDashboard(historyOf(10))
    expect(historyTitles()).toHaveLength(10)
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument()
  })
})
