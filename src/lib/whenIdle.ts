/**
 * Runs `run` once the browser is idle (at the latest after two seconds), and returns what
 * cancels it. Where idle callbacks are missing, after half a second.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 500)
  return () => clearTimeout(timer)
}
