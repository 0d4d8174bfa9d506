import type { ReactNode } from 'react'
import { ErrorFallback } from '@/app/layout/ErrorFallback'
import { ErrorBoundary } from '@/ui/ErrorBoundary'

/**
 * Catches a render failure above the routes (the store's provider, the router itself); each route
 * has its own fallback. It sits inside the theme and the catalogues, so its page is styled and
 * worded like the others.
 */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={<ErrorFallback />}>{children}</ErrorBoundary>
)
