import { useEffect, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { RenderedAhead, RenderedInTurn, useRenderedAhead } from '@/ui/RenderedAhead'

// The frames the browser would paint, one at a time: what waits for the next paint waits here.
const waitingForPaint = vi.hoisted(() => [] as (() => void)[])
vi.mock('@/lib/afterNextPaint', () => ({
  afterNextPaint: (work: () => void) => void waitingForPaint.push(work),
}))
const paint = () =>
  act(() => {
    for (const work of waitingForPaint.splice(0)) work()
  })

afterEach(() => {
  waitingForPaint.length = 0
  vi.restoreAllMocks()
  vi.useRealTimers()
})

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

  describe('in turns', () => {
    const page = (
      <>
        <h1>Dashboard</h1>
        <RenderedInTurn turn={1}>
          <p>The form</p>
        </RenderedInTurn>
        <RenderedInTurn turn={3}>
          <p>The history</p>
        </RenderedInTurn>
        <RenderedInTurn turn={2}>
          <p>The attachments</p>
        </RenderedInTurn>
      </>
    )
    const partsInPage = () =>
      ['The form', 'The attachments', 'The history'].filter(
        (part) => screen.queryByText(part, { selector: 'p' }) !== null,
      )
    /** jsdom has no idle callbacks: the wait for idle is a timer. */
    const nextIdle = () => act(async () => vi.runOnlyPendingTimers())

    it('renders the frame first, then one turn more at each idle moment, in turn order', async () => {
      vi.useFakeTimers()
      render(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      expect(screen.getByText('Dashboard', { selector: 'h1' })).not.toBeVisible()
      expect(partsInPage()).toEqual([])
      await nextIdle()
      expect(partsInPage()).toEqual(['The form'])
      await nextIdle()
      expect(partsInPage()).toEqual(['The form', 'The attachments'])
      await nextIdle()
      expect(partsInPage()).toEqual(['The form', 'The attachments', 'The history'])
      expect(vi.getTimerCount()).toBe(0)
    })

    it('shows the parts up to the form with the frame, made then if need be, and the rest after the first paint', async () => {
      vi.useFakeTimers()
      const { rerender } = render(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      await nextIdle()
      rerender(<RenderedAhead shown>{page}</RenderedAhead>)
      expect(partsInPage()).toEqual(['The form', 'The attachments'])
      expect(screen.getByText('The attachments')).toBeVisible()
      await paint()
      expect(partsInPage()).toEqual(['The form', 'The attachments', 'The history'])
      expect(screen.getByText('The history')).toBeVisible()
      expect(vi.getTimerCount()).toBe(0)
    })

    it('shows each part made ahead as that very render, the later ones and their effects once the frame with the form is painted', async () => {
      vi.useFakeTimers()
      const onHistoryMount = vi.fn()
      const withEffects = (
        <>
          {page}
          <RenderedInTurn turn={3}>
            <Dashboard onMount={onHistoryMount} />
          </RenderedInTurn>
        </>
      )
      const { rerender } = render(<RenderedAhead shown={false}>{withEffects}</RenderedAhead>)
      for (let turn = 1; turn <= 3; turn++) await nextIdle()
      const [form, history] = ['The form', 'The history'].map((part) =>
        screen.getByText(part, { selector: 'p' }),
      )
      rerender(<RenderedAhead shown>{withEffects}</RenderedAhead>)
      expect(screen.getByText('The form')).toBe(form)
      expect(form).toBeVisible()
      expect(history).not.toBeVisible()
      expect(onHistoryMount).not.toHaveBeenCalled()
      await paint()
      expect(screen.getByText('The history')).toBe(history)
      expect(history).toBeVisible()
      expect(onHistoryMount).toHaveBeenCalledOnce()
    })

    it('shows the later parts after the next paint should it be hidden again before one', async () => {
      vi.useFakeTimers()
      const { rerender } = render(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      rerender(<RenderedAhead shown>{page}</RenderedAhead>)
      rerender(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      await paint()
      await nextIdle()
      expect(partsInPage()).toEqual(['The form', 'The attachments', 'The history'])
      rerender(<RenderedAhead shown>{page}</RenderedAhead>)
      expect(screen.getByText('The history', { selector: 'p' })).not.toBeVisible()
      await paint()
      expect(screen.getByText('The history')).toBeVisible()
    })

    it('keeps every part once shown, should the page be hidden again', async () => {
      vi.useFakeTimers()
      const { rerender } = render(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      rerender(<RenderedAhead shown>{page}</RenderedAhead>)
      await paint()
      const history = screen.getByText('The history')
      rerender(<RenderedAhead shown={false}>{page}</RenderedAhead>)
      expect(screen.getByText('The history', { selector: 'p' })).toBe(history)
      expect(history).not.toBeVisible()
      expect(vi.getTimerCount()).toBe(0)
    })

    it('renders every part at once on a page that is not rendered ahead', () => {
      render(page)
      expect(partsInPage()).toEqual(['The form', 'The attachments', 'The history'])
      for (const part of partsInPage()) expect(screen.getByText(part)).toBeVisible()
    })
  })
})
