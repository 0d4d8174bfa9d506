import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * product.md §5: after the app moves to another page (a link, signing in, logging out), the
 * focus goes to that page's heading, so a screen reader says where the visitor has arrived and
 * Tab goes on from the page rather than from the top of the document. The first page of a
 * visit keeps the browser's own focus. Returns the ref for the element holding the page.
 *
 * @param restoresScroll whether the router puts the scroll position back: then focusing must
 *   not scroll; otherwise it brings the heading into view.
 */
export function useFocusOnNewPage(restoresScroll: boolean) {
  const page = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    focusPageHeading(page.current, { preventScroll: restoresScroll })
  }, [pathname, restoresScroll])
  return page
}

/** Focuses the heading of the page `page` holds, or the page itself where it has none. */
export function focusPageHeading(page: HTMLElement | null, options: FocusOptions) {
  const target = page?.querySelector('h1') ?? page
  if (!target) return
  // Focusable by script only, as the main element already is.
  target.tabIndex = -1
  target.focus(options)
}
