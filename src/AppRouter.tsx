import { useState } from 'react'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import type { AppStore } from '@store/store'
import { createRoutes } from './router/routes'

/** Rendered inside PersistGate, so the guards of the first route see the restored session. */
export function AppRouter({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(store)))
  return <RouterProvider router={router} />
}
