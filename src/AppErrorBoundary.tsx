import { Component, type ReactNode } from 'react'
import { ErrorFallback } from '@/layout/ErrorFallback'

interface Props {
  children: ReactNode
}

/**
 * Catches a render failure above the routes (the store's provider, the router itself); each route
 * has its own fallback. It sits inside the theme, so its page is styled like the others.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
