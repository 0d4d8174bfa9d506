import { Activity, createContext, useContext, type ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'

const RenderedAheadContext = createContext(false)

/**
 * True inside a page rendered ahead: it asks for nothing it can leave to its own visit, such as
 * its first images.
 */
export const useRenderedAhead = () => useContext(RenderedAheadContext)

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), so that its components and styles are
 * made before the tap that opens it (product.md §14). It is none of the visitor's business yet:
 * if it fails, nothing shows.
 */
export function RenderedAhead({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <RenderedAheadContext value>
        <Activity mode="hidden">{children}</Activity>
      </RenderedAheadContext>
    </ErrorBoundary>
  )
}
