import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from './afterNextPaint'

/**
 * False until the browser has painted the component's first render, then true. What can wait a
 * frame (below the fold, beyond the screen) renders after that paint, so that the first comes
 * sooner (product.md §14), in a render that input can interrupt.
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let unmounted = false
    const frame = afterNextPaint(() => {
      if (!unmounted) startTransition(() => setPainted(true))
    })
    return () => {
      unmounted = true
      cancelAnimationFrame(frame)
    }
  }, [])
  return painted
}
