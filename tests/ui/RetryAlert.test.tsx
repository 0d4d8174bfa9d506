import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RetryAlert } from '@/ui/RetryAlert'

describe('a failure that can be tried again', () => {
  it('says what failed, and its Retry button, named for what it retries, tries again', async () => {
    const onRetry = vi.fn()
    render(
      <RetryAlert severity="warning" retry="Retry" retryName="Retry market.jpg" onRetry={onRetry}>
        market.jpg could not be checked yet.
      </RetryAlert>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('market.jpg could not be checked yet.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry market.jpg' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('names its button by its word when only one can be on screen', () => {
    render(
      <RetryAlert severity="error" retry="Retry" onRetry={() => undefined}>
        The editor could not be loaded.
      </RetryAlert>,
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
