import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in a page prerendered on the server and while React hydrates it; true once the page
 * is interactive, and at once in a page rendered only in the browser.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
