import { Activity, createContext, useContext, type ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'

const RenderedAheadContext = createContext(false)

/**
 * True inside a page rendered ahead, shown yet or not: it asks for nothing it can leave till it
 * is shown, such as its first images (lazy ones load as they come into view). It does not change
 * as the page is shown, so showing it renders none of it again.
 */
export const useRenderedAhead = () => useContext(RenderedAheadContext)

interface Props {
  /** Whether the visitor has opened the page: until then it is hidden. */
  shown: boolean
  /** What shows once the page is opened if it has failed: the page rendered afresh. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), then shows that very render when it is
 * opened: its components, styles and elements are made before the tap that opens it
 * (product.md §14). While hidden it is none of the visitor's business: if it fails, nothing
 * shows.
 */
export function RenderedAhead({ shown, fallback, children }: Props) {
  return (
    <ErrorBoundary fallback={shown ? fallback : null}>
      <RenderedAheadContext value>
        <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
      </RenderedAheadContext>
    </ErrorBoundary>
  )
}
