import { useEffect } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RenderedAhead, useRenderedAhead } from '@/ui/RenderedAhead'

afterEach(() => vi.restoreAllMocks())

function Dashboard({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount])
  return <h1>{useRenderedAhead() ? 'Dashboard, rendered ahead' : 'Dashboard'}</h1>
}

const Broken = () => {
  throw new Error('the page rendered ahead failed')
}

describe('RenderedAhead', () => {
  it('renders the page hidden, its effects not run, then shows that very render, still ahead', () => {
    const onMount = vi.fn()
    const page = <Dashboard onMount={onMount} />
    const { rerender } = render(
      <RenderedAhead shown={false} fallback="rendered afresh">
        {page}
      </RenderedAhead>,
    )
    const heading = screen.getByText('Dashboard, rendered ahead', { selector: 'h1' })
    expect(heading).not.toBeVisible()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(onMount).not.toHaveBeenCalled()

    rerender(
      <RenderedAhead shown fallback="rendered afresh">
        {page}
      </RenderedAhead>,
    )
    expect(screen.getByRole('heading', { name: 'Dashboard, rendered ahead' })).toBe(heading)
    expect(heading).toBeVisible()
    expect(onMount).toHaveBeenCalledOnce()
  })

  it('shows nothing when the page fails while hidden, and the fallback once it is opened', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container, rerender } = render(
      <RenderedAhead shown={false} fallback="rendered afresh">
        <Broken />
      </RenderedAhead>,
    )
    expect(container).toBeEmptyDOMElement()
    rerender(
      <RenderedAhead shown fallback="rendered afresh">
        <Broken />
      </RenderedAhead>,
    )
    expect(container).toHaveTextContent('rendered afresh')
  })
})
