import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import type { AppStore } from '@store/store'
import { AppErrorBoundary } from './AppErrorBoundary'
import { AppRouter } from './AppRouter'
import { PageLoading } from './layout/PageLoading'
import { theme } from './theme'

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <Provider store={store}>
          <PersistGate
            loading={<PageLoading label="Restoring your session" />}
            persistor={persistor}
          >
            <AppRouter store={store} />
          </PersistGate>
        </Provider>
      </AppErrorBoundary>
    </ThemeProvider>
  )
}
