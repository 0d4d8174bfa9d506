import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoadWhenIdle } from '@/lib/useLoadWhenIdle'

/** A load the test settles by hand. */
function deferredLoad(value: string) {
  let settle: () => void = () => undefined
  const load = vi.fn(() => new Promise<string>((resolve) => (settle = () => resolve(value))))
  return { load, settle: () => act(async () => settle()) }
}

afterEach(() => vi.useRealTimers())

describe('useLoadWhenIdle', () => {
  it('loads once the browser is idle and returns what the load gave', async () => {
    vi.useFakeTimers()
    const dashboard = deferredLoad('user dashboard')
    const { result } = renderHook(() => useLoadWhenIdle(dashboard.load))
    expect(dashboard.load).not.toHaveBeenCalled()
    await act(async () => vi.runAllTimers())
    expect(dashboard.load).toHaveBeenCalledOnce()
    expect(result.current).toBeUndefined()
    await dashboard.settle()
    expect(result.current).toBe('user dashboard')
  })

  it('keeps no load that ends after the page has moved on to another', async () => {
    vi.useFakeTimers()
    const user = deferredLoad('user dashboard')
    const newsroom = deferredLoad('newsroom dashboard')
    const { result, rerender } = renderHook(({ load }) => useLoadWhenIdle(load), {
      initialProps: { load: user.load },
    })
    await act(async () => vi.runAllTimers())
    rerender({ load: newsroom.load })
    await act(async () => vi.runAllTimers())
    await newsroom.settle()
    await user.settle()
    expect(result.current).toBe('newsroom dashboard')
  })

  it('loads nothing until started, and keeps what it loaded once stopped', async () => {
    vi.useFakeTimers()
    const dashboard = deferredLoad('newsroom dashboard')
    const { result, rerender } = renderHook(
      ({ start }) => useLoadWhenIdle(dashboard.load, { start }),
      { initialProps: { start: false } },
    )
    await act(async () => vi.runAllTimers())
    expect(dashboard.load).not.toHaveBeenCalled()
    rerender({ start: true })
    await act(async () => vi.runAllTimers())
    await dashboard.settle()
    rerender({ start: false })
    await act(async () => vi.runAllTimers())
    expect(dashboard.load).toHaveBeenCalledOnce()
    expect(result.current).toBe('newsroom dashboard')
  })
})
