import { useEffect, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { RenderedAhead, useRenderedAhead } from '@/ui/RenderedAhead'

afterEach(() => vi.restoreAllMocks())

function Dashboard({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount])
  return <h1>{useRenderedAhead() ? 'Dashboard, rendered ahead' : 'Dashboard'}</h1>
}

function Broken({ fails }: { fails: boolean }) {
  if (fails) throw new Error('the dashboard failed')
  return <h1>Dashboard</h1>
}

/** RenderedAhead inside a boundary of the page's own, as a route has. */
const renderAhead = (shown: boolean, page: ReactNode) => (
  <ErrorBoundary fallback="the route's error page">
    <RenderedAhead shown={shown}>{page}</RenderedAhead>
  </ErrorBoundary>
)

describe('RenderedAhead', () => {
  it('renders the page hidden, its effects not run, then shows that very render, still ahead', () => {
    const onMount = vi.fn()
    const page = <Dashboard onMount={onMount} />
    const { rerender } = render(renderAhead(false, page))
    const heading = screen.getByText('Dashboard, rendered ahead', { selector: 'h1' })
    expect(heading).not.toBeVisible()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(onMount).not.toHaveBeenCalled()

    rerender(renderAhead(true, page))
    expect(screen.getByRole('heading', { name: 'Dashboard, rendered ahead' })).toBe(heading)
    expect(heading).toBeVisible()
    expect(onMount).toHaveBeenCalledOnce()
  })

  it('keeps a failure in the hidden page from escaping, then leaves it to the boundary above once shown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container, rerender } = render(renderAhead(false, <Broken fails />))
    expect(container).toBeEmptyDOMElement()
    rerender(renderAhead(true, <Broken fails />))
    expect(container).toHaveTextContent("the route's error page")
  })

  it('leaves a failure after it is shown to the boundary above, like any page’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container, rerender } = render(renderAhead(false, <Broken fails={false} />))
    rerender(renderAhead(true, <Broken fails={false} />))
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    rerender(renderAhead(true, <Broken fails />))
    expect(container).toHaveTextContent("the route's error page")
  })
})
