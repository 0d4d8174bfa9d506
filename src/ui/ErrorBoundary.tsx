import { Component, type ReactNode } from 'react'

interface Props {
  /**
   * What shows instead of `children` once one of them has failed to render; given the error,
   * it may throw it on, to the boundary above, when this one is not the place to answer it.
   */
  fallback: ReactNode | ((error: unknown) => ReactNode)
  children: ReactNode
}

interface State {
  failed: boolean
  error?: unknown
}

/** Catches a render failure in `children` and shows `fallback` in their place. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  render() {
    const { fallback, children } = this.props
    if (!this.state.failed) return children
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback
  }
}
