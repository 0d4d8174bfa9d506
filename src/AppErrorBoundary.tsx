import type { ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { ErrorFallback } from '@/layout/ErrorFallback'
import { ErrorBoundary } from '@/ui/ErrorBoundary'

/**
 * Catches a render failure above the routes (the store's provider, the router itself); each route
 * has its own fallback. It sits inside the theme, so its page is styled like the others, and
 * outside the app's catalogue provider, so it gives its page one of its own.
 */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary
    fallback={
      <I18nProvider i18n={i18n}>
        <ErrorFallback />
      </I18nProvider>
    }
  >
    {children}
  </ErrorBoundary>
)
