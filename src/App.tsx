import { StrictMode, useEffect } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { AppStore, RootState } from '@store/store'
import { AppProviders } from './AppProviders'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createBrowserRouter>
  serverState?: RootState
}

/** index.html's notice that TipWire could not start, which CSS shows after a delay. */
const START_FAILURE_NOTICE_ID = 'start-failure'

export function App({ store, router, serverState }: AppProps) {
  useEffect(() => {
    document.getElementById(START_FAILURE_NOTICE_ID)?.remove()
  }, [])
  return (
    <StrictMode>
      <AppProviders store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
