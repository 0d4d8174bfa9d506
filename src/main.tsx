import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { makeStore } from '@store/store'
import { App } from './App'

const store = makeStore()
const persistor = persistStore(store)

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
