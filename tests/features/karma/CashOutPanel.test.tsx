import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { CashOutPanel } from '@features/karma/CashOutPanel'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { withHindiAndUrdu } from '../../support/languages'
import { renderWithStore } from '../../support/render'

withHindiAndUrdu()

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

  it('counts below 500 as points of the 500 needed', () => {
    renderWithPoints(150)
    expect(screen.getByText('150 of the 500 points you need to cash out')).toBeVisible()
  })

  it.each([500, 510])('at %i points says they are enough, never "510 of 500"', (points) => {
    renderWithPoints(points)
    expect(
      screen.getByText(`${points} points: enough to cash out (the minimum is 500)`),
    ).toBeVisible()
    expect(screen.queryByText(/of the 500 points/)).not.toBeInTheDocument()
    expect(progressBar()).toHaveAttribute('aria-valuetext', `${points} points, 500 reached`)
    expect(screen.getByText('Ready to cash out!')).toBeVisible()
  })

  it('says enough in Hindi and in Urdu', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { unmount } = renderWithPoints(510)
    expect(screen.getByText('510 पॉइंट: भुगतान लेने के लिए काफ़ी (कम से कम 500 पॉइंट चाहिए)')).toBeVisible()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '510 पॉइंट, 500 पूरे')
    unmount()
    await speak('ur-IN', CATALOGUE_AREAS)
    renderWithPoints(510)
    expect(
      screen.getByText('۵۱۰ پوائنٹس: ادائیگی لینے کے لیے کافی (کم از کم ۵۰۰ پوائنٹس درکار ہیں)'),
    ).toBeVisible()
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '۵۱۰ پوائنٹس، ۵۰۰ پورے',
    )
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

  it('says the rupee value of the points is set at cash-out, naming none', async () => {
    const { user } = renderWithPoints(510)
    await user.click(screen.getByRole('button', { name: 'Cash Out' }))
    const dialog = screen.getByRole('dialog', { name: 'How cash-out works' })
    expect(dialog).toHaveTextContent(
      'What your 510 points are worth in rupees is not stated here: the amount is set when you cash out.',
    )
    expect(dialog.textContent).not.toMatch(/₹/)
  })

  it('says so in Hindi and in Urdu', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { user, unmount } = renderWithPoints(510)
    await user.click(screen.getByRole('button', { name: 'भुगतान लें' }))
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'आपके 510 पॉइंट कितने रुपये के हैं, यह यहाँ नहीं बताया गया है: रक़म भुगतान लेते समय तय होती है।',
    )
    unmount()
    await speak('ur-IN', CATALOGUE_AREAS)
    const urdu = renderWithPoints(510)
    await urdu.user.click(screen.getByRole('button', { name: 'ادائیگی لیں' }))
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'آپ کے ۵۱۰ پوائنٹس کتنے روپے کے ہیں، یہ یہاں نہیں بتایا گیا: رقم ادائیگی لیتے وقت طے ہوتی ہے۔',
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
