import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'

const HydratedContext = createContext(true)

/**
 * False in a page prerendered on the server and while React hydrates it; true once the page
 * is interactive, and at once in a page rendered only in the browser.
 */
export const useHydrated = () => useContext(HydratedContext)

/**
 * Around a tree that is rendered to HTML or hydrates it (`prerendered`): `useHydrated` is false
 * in it until hydration is done, then turns true in a transition, which React renders in slices
 * between the browser's other work. A store of its own read with useSyncExternalStore turned
 * true in a synchronous render instead, which made React hydrate the rest of the page in one
 * go: a task of 170-320 ms on a login page on a slow phone (product.md §14).
 */
export function HydratedProvider({
  prerendered,
  children,
}: {
  prerendered: boolean
  children: ReactNode
}) {
  const [hydrated, setHydrated] = useState(!prerendered)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return <HydratedContext value={hydrated}>{children}</HydratedContext>
}
