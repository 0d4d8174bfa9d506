import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { UserDashboardPage } from '@/pages/UserDashboardPage'
import { renderWithStore } from '../support/render'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const renderDashboard = (karmaPoints?: number) =>
  renderWithStore(<UserDashboardPage />, {
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    preloadedState:
      karmaPoints === undefined
        ? undefined
        : { karma: { points: karmaPoints, tipsSubmitted: 5, tipsAccepted: 1, history: [] } },
  })

const counter = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('user dashboard', () => {
  it('shows the three labelled counters and the history', () => {
    renderDashboard()
    expect(counter('Karma points')).toBe('150')
    expect(counter('Tips submitted')).toBe('5')
    expect(counter('Tips accepted')).toBe('1')
    const history = screen.getByRole('list', { name: 'Tips History' })
    const entries = within(history).getAllByRole('listitem')
    expect(entries).toHaveLength(3)
    expect(entries[0]).toHaveTextContent('Accepted')
    expect(entries[0]).toHaveTextContent('+110 karma')
    expect(entries[1]).toHaveTextContent('Pending')
    expect(entries[2]).toHaveTextContent('+10 karma')
  })

  it('keeps Cash Out disabled below 500 points and says how many are missing', () => {
    renderDashboard(499)
    expect(screen.getByText('Need 1 more points')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Progress toward cash-out' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
  })

  it('shows the progress of the sample karma toward 500', () => {
    renderDashboard()
    expect(screen.getByText('Need 350 more points')).toBeInTheDocument()
    const progress = screen.getByRole('progressbar', { name: 'Progress toward cash-out' })
    expect(progress).toHaveAttribute('aria-valuenow', '30')
    expect(progress).toHaveAttribute('aria-valuetext', '150 of 500 points')
  })

  it('explains payouts in a dialog once 500 points are reached', async () => {
    const { user } = renderDashboard(500)
    expect(screen.getByText('Ready to cash out!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cash Out' }))
    const dialog = screen.getByRole('dialog', { name: 'How cash-out works' })
    expect(dialog).toHaveTextContent('PayPal, direct deposit or gift cards')
    expect(dialog).toHaveTextContent('3-5 business days')
    expect(dialog).toHaveTextContent('no payout is processed')
  })

  it('shows an inactive Account Settings button', () => {
    renderDashboard()
    expect(screen.getByRole('button', { name: 'Account Settings' })).toBeDisabled()
  })
})

describe('tip submission form', () => {
  it('hides name, email, phone and the privacy notice while anonymous', async () => {
    const { user } = renderDashboard()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByText(/Privacy notice/)).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    for (const label of ['Name', 'Email', 'Phone (optional)']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    }
    expect(screen.queryByText(/Privacy notice/)).not.toBeInTheDocument()
  })

  it('requires a description that is not only spaces', async () => {
    const { user, store } = renderDashboard()
    await user.type(screen.getByLabelText(/Description/), '   ')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByText(/A description is required/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveFocus()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(store.getState().tipForm.status).toBe('editing')
    expect(counter('Karma points')).toBe('150')
  })

  it('reveals a file input per media toggle with the right accept and multiple', async () => {
    const { user } = renderDashboard()
    expect(screen.getByRole('group', { name: 'Media (optional)' })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Photo' }))
    await user.click(screen.getByRole('checkbox', { name: 'Video' }))
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }))
    const photos = screen.getByLabelText('Choose photos')
    expect(photos).toHaveAttribute('accept', 'image/*')
    expect(photos).toHaveAttribute('multiple')
    const video = screen.getByLabelText('Choose a video')
    expect(video).toHaveAttribute('accept', 'video/*')
    expect(video).not.toHaveAttribute('multiple')
    const audio = screen.getByLabelText('Choose an audio file')
    expect(audio).toHaveAttribute('accept', 'audio/*')
    expect(audio).not.toHaveAttribute('multiple')
  })

  it('lists chosen photos with name and size, and removes one', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('checkbox', { name: 'Photo' }))
    await user.upload(screen.getByLabelText('Choose photos'), [
      new File(['x'.repeat(2048)], 'flooded-road.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'crowd.png', { type: 'image/png' }),
    ])
    const list = screen.getByRole('list', { name: 'Chosen photo files' })
    expect(list).toHaveTextContent('flooded-road.jpg')
    expect(list).toHaveTextContent('2.0 KB')
    await user.click(screen.getByRole('button', { name: 'Remove flooded-road.jpg' }))
    expect(list).not.toHaveTextContent('flooded-road.jpg')
    expect(list).toHaveTextContent('crowd.png')
  })

  it('refuses a file of the wrong kind with a message', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('checkbox', { name: 'Photo' }))
    // The picker's accept filter is only a hint: a visitor can still choose any file.
    fireEvent.change(screen.getByLabelText('Choose photos'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only image files can be added here. Not added: notes.pdf',
    )
    expect(screen.queryByRole('list', { name: 'Chosen photo files' })).not.toBeInTheDocument()
  })

  it('shows the success screen only after 1000 ms, then counts the tip', async () => {
    const { user } = renderDashboard()
    await user.type(screen.getByLabelText(/Description/), 'Bus depot workers on strike since dawn')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(screen.queryByText('Tip Submitted Successfully!')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    const heading = screen.getByRole('heading', { name: 'Tip Submitted Successfully!' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(/10 karma points for this submission/)).toHaveTextContent(
      /100 more when a newsroom picks it up or buys it/,
    )
    expect(counter('Karma points')).toBe('160')
    expect(counter('Tips submitted')).toBe('6')
    const [newest] = within(screen.getByRole('list', { name: 'Tips History' })).getAllByRole(
      'listitem',
    )
    expect(newest).toHaveTextContent('Bus depot workers on strike since dawn')
    expect(newest).toHaveTextContent('Pending')
  })

  it('returns to an empty form on Submit Another Tip', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    await user.type(screen.getByLabelText(/Description/), 'Tip')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await user.click(screen.getByRole('button', { name: 'Submit Another Tip' }))
    expect(screen.getByLabelText(/Description/)).toHaveValue('')
    expect(screen.getByRole('switch', { name: 'Submit anonymously' })).not.toBeChecked()
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('keeps the draft when the form is left and opened again', async () => {
    const { user, store, unmount } = renderDashboard()
    await user.type(screen.getByLabelText(/Description/), 'Half-written tip')
    unmount()
    renderWithStore(<UserDashboardPage />, { store })
    expect(screen.getByLabelText(/Description/)).toHaveValue('Half-written tip')
  })
})
