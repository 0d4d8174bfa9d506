import { useEffect, useState } from 'react'
import { whenIdle } from './whenIdle'

/**
 * Gets the code of the page this one leads to ready before it is needed: fetched and run once
 * the browser is idle after `start` turns true, so the tap that opens it renders it at once
 * (product.md §14). Running it comes in idle moments between keystrokes.
 * Returns what `load` resolved to, once it has, for as long as `load` stays the same: the login
 * pages render that page ahead. With `start` false nothing new is loaded, and what was is kept.
 * A failed fetch is ignored: whoever needs the code asks for it again then.
 */
export function useLoadWhenIdle<Loaded>(
  load: () => Promise<Loaded>,
  { start = true } = {},
): Loaded | undefined {
  const [loaded, setLoaded] = useState<{ load: typeof load; value: Loaded }>()
  useEffect(() => {
    if (!start) return
    // A load that ends after the page has moved on (to another role's login) is not kept.
    let current = true
    const cancelIdle = whenIdle(
      () =>
        void load().then(
          (value) => current && setLoaded({ load, value }),
          () => undefined,
        ),
    )
    return () => {
      current = false
      cancelIdle()
    }
  }, [load, start])
  return loaded?.load === load ? loaded.value : undefined
}
