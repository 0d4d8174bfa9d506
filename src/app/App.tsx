import { StrictMode, useEffect } from 'react'
import type { EmotionCache } from '@emotion/cache'
import { type createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { AppStore, RootState } from '@store/store'
import { AppProviders } from './providers/AppProviders'
import { removeStartFailureNotice } from './start/startFailureNotice'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createBrowserRouter>
  serverState?: RootState
  styleCache?: EmotionCache
}

export function App({ store, router, serverState, styleCache }: AppProps) {
  useEffect(removeStartFailureNotice, [])
  return (
    <StrictMode>
      <AppProviders
        store={store}
        serverState={serverState}
        prerendered={serverState !== undefined}
        styleCache={styleCache}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
