import type { ListenerMiddlewareInstance, TypedStartListening } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from './store'

/** How a feature registers side effects that answer events across slices (product.md §7: files released on logout). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>

/**
 * The typed `startListening` of one store's own listener middleware (made in makeStore), so
 * stores made side by side, one per test, never answer each other's events.
 */
export const appStartListening = (listener: ListenerMiddlewareInstance): AppStartListening =>
  listener.startListening as AppStartListening
