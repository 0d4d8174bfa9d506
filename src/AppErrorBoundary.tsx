import { Component, type ReactNode } from 'react'
import { ErrorFallback } from '@/layout/ErrorFallback'

interface Props {
  children: ReactNode
}

/** Catches what fails above the router (store, persistence); routes have their own fallback. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
