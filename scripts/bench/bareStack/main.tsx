// The bench's stack control: what React, MUI with Emotion, the data router, Redux Toolkit and
// redux-persist cost on their own, client-rendered, with one heading and one button. A public
// page cannot become interactive sooner than this (issue: TTI <= this page's TTI).
import { createRoot } from 'react-dom/client'
import { configureStore, createSlice } from '@reduxjs/toolkit'
import { Provider } from 'react-redux'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist'
import storage from 'redux-persist/es/storage/session'
import { PersistGate } from 'redux-persist/integration/react'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider, createTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'

const session = createSlice({
  name: 'session',
  initialState: { isLoggedIn: false },
  reducers: { loggedIn: (state) => ({ ...state, isLoggedIn: true }) },
})

const store = configureStore({
  reducer: { session: persistReducer({ key: 'session', storage }, session.reducer) },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }),
})

function Home() {
  return (
    <Container component="main">
      <Typography variant="h1">Stack control</Typography>
      <Button variant="contained" onClick={() => store.dispatch(session.actions.loggedIn())}>
        Sign in
      </Button>
    </Container>
  )
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }])

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistStore(store)}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </ThemeProvider>,
)
