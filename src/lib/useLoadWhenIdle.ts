import { useEffect, useState } from 'react'

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
 * Gets the code of the page this one leads to ready before it is needed: fetched and run once
 * the browser is idle after the page has started, so the tap that opens it renders it at once
 * (product.md §14). Running it is a short task, in an idle moment between keystrokes.
 * Returns what `load` resolved to, once it has. A failed fetch is ignored: whoever needs the
 * code asks for it again then.
 */
export function useLoadWhenIdle<Loaded>(load: () => Promise<Loaded>): Loaded | undefined {
  const [loaded, setLoaded] = useState<{ load: typeof load; value: Loaded }>()
  useEffect(
    () =>
      whenIdle(
        () =>
          void load().then(
            (value) => setLoaded({ load, value }),
            () => undefined,
          ),
      ),
    [load],
  )
  return loaded?.load === load ? loaded.value : undefined
}
