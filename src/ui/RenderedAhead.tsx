import { Activity, createContext, useContext, type ReactNode } from 'react'

const RenderedAheadContext = createContext(false)

/**
 * True inside a page rendered ahead, shown yet or not: it asks for nothing it can leave till it
 * is shown, such as its first images (lazy ones load as they come into view). It does not change
 * as the page is shown, so showing it renders none of it again.
 */
export const useRenderedAhead = () => useContext(RenderedAheadContext)

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), then shows that very render when it is
 * opened: its components, styles and elements are made before the tap that opens it
 * (product.md §14). While hidden it is none of the visitor's business: React keeps a failure in
 * it from escaping until it is shown, and then it is the page's like any other.
 */
export function RenderedAhead({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <RenderedAheadContext value>
      <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
    </RenderedAheadContext>
  )
}
