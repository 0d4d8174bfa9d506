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
 * The build writes these into a prerendered page that fetches another page's code ahead; a
 * browser without `rel="prefetch"` (Safari) ignores them.
 */
const htmlPrefetches = (page: string) =>
  document.createElement('link').relList.supports('prefetch') &&
  document.querySelector(`link[rel="prefetch"][data-page="${page}"]`) !== null

/** A page whose code another page fetches ahead. */
export interface PagePrefetch<Page extends string = string> {
  page: Page
  load: () => Promise<unknown>
}

/**
 * Fetches a page's code once the browser is idle after the component appears. A prerendered
 * page's HTML asks the browser for it already (scripts/build.mjs), which fetches it without
 * running it: the code then runs only when needed, not as a long task while the visitor types.
 * A failed prefetch is ignored: whoever needs the code asks for it again then.
 */
export function usePrefetchWhenIdle({ page, load }: PagePrefetch) {
  useEffect(() => {
    if (htmlPrefetches(page)) return
    return whenIdle(() => void load().catch(() => undefined))
  }, [page, load])
}
