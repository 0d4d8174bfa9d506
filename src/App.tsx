import { StrictMode, useEffect } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { AppStore, RootState } from '@store/store'
import { AppProviders } from './AppProviders'
import { removeStartFailureNotice } from './startFailureNotice'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createBrowserRouter>
  serverState?: RootState
}

export function App({ store, router, serverState }: AppProps) {
  useEffect(removeStartFailureNotice, [])
  return (
    <StrictMode>
      <AppProviders store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
