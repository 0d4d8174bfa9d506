import { Activity, Component, createContext, useContext, type ReactNode } from 'react'

const RenderedAheadContext = createContext(false)

/**
 * True inside a page rendered ahead: it asks for nothing it can leave to its own visit, such as
 * its first images.
 */
export const useRenderedAhead = () => useContext(RenderedAheadContext)

/** A page rendered ahead is none of the visitor's business yet: if it fails, nothing shows. */
class ShowNothingOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), so that its components and styles are
 * made before the tap that opens it (product.md §14).
 */
export function RenderedAhead({ children }: { children: ReactNode }) {
  return (
    <ShowNothingOnFailure>
      <RenderedAheadContext value>
        <Activity mode="hidden">{children}</Activity>
      </RenderedAheadContext>
    </ShowNothingOnFailure>
  )
}
