import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { CashOutPanel } from '@features/karma/CashOutPanel'
import { renderWithStore } from '../../support/render'

const renderWithPoints = (points: number) =>
  renderWithStore(<CashOutPanel />, {
    preloadedState: { karma: { points, tipsSubmitted: 5, tipsAccepted: 1, history: [] } },
  })

const progressBar = () => screen.getByRole('progressbar', { name: 'Progress toward cash-out' })

describe('cash-out panel', () => {
  it('at 499 points needs 1 more point and does not show a full bar', () => {
    renderWithPoints(499)
    expect(screen.getByText('Need 1 more point')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeDisabled()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '99')
    expect(progressBar()).toHaveAttribute('aria-valuetext', '499 of 500 points')
  })

  it('counts the missing points in the plural from 2 upward', () => {
    renderWithPoints(498)
    expect(screen.getByText('Need 2 more points')).toBeInTheDocument()
  })

  it('fills the bar and opens Cash Out at 500 points', () => {
    renderWithPoints(500)
    expect(screen.getByText('Ready to cash out!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeEnabled()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100')
  })

  it('lists the payout methods as alternatives in the dialog', async () => {
    const { user } = renderWithPoints(500)
    await user.click(screen.getByRole('button', { name: 'Cash Out' }))
    expect(screen.getByRole('dialog', { name: 'How cash-out works' })).toHaveTextContent(
      'Karma points are paid out by PayPal, direct deposit or gift cards.',
    )
  })

  it.each([
    ['the Close button', 'close' as const],
    ['Escape', 'escape' as const],
  ])('closing the dialog with %s returns focus to Cash Out', async (_how, how) => {
    const { user } = renderWithPoints(500)
    const cashOut = screen.getByRole('button', { name: 'Cash Out' })
    await user.click(cashOut)
    const dialog = screen.getByRole('dialog', { name: 'How cash-out works' })
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    if (how === 'close') await user.click(screen.getByRole('button', { name: 'Close' }))
    else await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(cashOut).toHaveFocus()
  })
})
