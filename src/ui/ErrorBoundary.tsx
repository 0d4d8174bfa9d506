import { Component, type ReactNode } from 'react'

interface Props {
  /** What shows instead of `children` once one of them has failed to render. */
  fallback: ReactNode
  children: ReactNode
}

/** Catches a render failure in `children` and shows `fallback` in their place. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
