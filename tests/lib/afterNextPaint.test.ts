import { describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { afterNextPaint } from '@/lib/afterNextPaint'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'

// tests/support/setup.ts runs paint-bound work at once for every other test.
vi.unmock('@/lib/afterNextPaint')

describe('afterNextPaint', () => {
  it('runs the work in a task after the next animation frame, not in it', async () => {
    const order: string[] = []
    afterNextPaint(() => order.push('work'))
    requestAnimationFrame(() => order.push('frame'))
    expect(order).toEqual([])
    await waitFor(() => expect(order).toEqual(['frame', 'work']))
  })
})

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true once it has been painted', async () => {
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
