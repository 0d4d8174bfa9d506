import { createListenerMiddleware } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from './store'

/** Side effects that answer events across slices (product.md §7: files released on logout). */
export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>()
