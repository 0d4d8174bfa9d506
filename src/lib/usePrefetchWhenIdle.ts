import { useEffect } from 'react'

/** Lets the browser finish what the page needs first; a fallback where idle callbacks are missing. */
const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 500)
  return () => clearTimeout(timer)
}

/**
 * Calls `load` once the browser is idle after the component appears. A failed prefetch is
 * ignored: whoever needs the code asks for it again then.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load])
}
