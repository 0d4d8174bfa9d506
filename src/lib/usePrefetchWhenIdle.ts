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

/** Resolves once the browser holds the link's file, or has given up on it. */
const fetched = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    // A finished fetch has its timing entry; its load event may have passed already.
    if (performance.getEntriesByName(link.href).length > 0) return resolve()
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })

/**
 * The build writes these into a prerendered page that fetches another page's code ahead; a
 * browser without `rel="prefetch"` (Safari) ignores them.
 */
const htmlPrefetches = (page: string) =>
  document.createElement('link').relList.supports('prefetch')
    ? [...document.querySelectorAll<HTMLLinkElement>(`link[rel="prefetch"][data-page="${page}"]`)]
    : []

/** A page whose code another page fetches ahead. */
export interface PagePrefetch<Page extends string = string> {
  page: Page
  load: () => Promise<unknown>
}

/**
 * Gets a page's code ready before it is needed: fetched and run once the browser is idle, so
 * the tap that opens the page renders it at once (product.md §14). A prerendered page's HTML has
 * the browser fetch the files early (scripts/build.mjs); they are imported only once they have
 * arrived, from the browser's cache, rather than downloaded a second time. Running them is a
 * short task, in an idle moment between keystrokes.
 * A failed prefetch is ignored: whoever needs the code asks for it again then.
 */
export function usePrefetchWhenIdle({ page, load }: PagePrefetch) {
  useEffect(() => {
    let stopIdleWait: (() => void) | undefined
    let unmounted = false
    void Promise.all(htmlPrefetches(page).map(fetched)).then(() => {
      if (!unmounted) stopIdleWait = whenIdle(() => void load().catch(() => undefined))
    })
    return () => {
      unmounted = true
      stopIdleWait?.()
    }
  }, [page, load])
}
