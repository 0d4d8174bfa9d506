import {
  configureStore,
  createListenerMiddleware,
  type Reducer,
  type TypedStartListening,
} from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
// The registry alone, not the feature's index: the index leads to components, which import the
// store's hooks, and so back here. Like the session's slice, it is the store's own part of a feature.
import { createAttachmentFiles } from '@features/attachments/attachmentFiles'
import {
  sessionStorageFailed,
  type SessionState,
  type StoredSession,
} from '@features/session/sessionSlice'
import { lazySlices } from './lazySlices'
import type { StoreExtras } from './storeExtras'
import { forgetSessionOnLogout, persistedSessionReducer } from './sessionPersistence'
import { createTabStorage, type TabStorage } from './tabStorage'

type PersistedSession = ReturnType<ReturnType<typeof persistedSessionReducer>>

export type RootState = ReturnType<typeof lazySlices> & { session: PersistedSession }

/**
 * A store's reducer: the lazy slices, which every store shares (lazySlices.ts), and beside them a
 * session of its own. redux-persist's reducer holds its store's persistence (what it last wrote,
 * and the storage it writes through, whose faults are that store's to report), so stores made
 * side by side, one per test, cannot share it as they share the lazy slices.
 */
function storeReducer(sessionStorage: TabStorage): Reducer<RootState> {
  const sessionReducer = persistedSessionReducer(sessionStorage)
  return (state, action) => {
    const { session, ...slices } = state ?? {}
    const nextSlices = lazySlices(slices, action)
    const nextSession = sessionReducer(session, action)
    if (state && nextSlices === slices && nextSession === session) return state
    return { ...nextSlices, session: nextSession }
  }
}

/** The state a test or the app may start from: redux-persist adds its own `_persist` field. */
export type PreloadedAppState = Partial<
  Omit<RootState, 'session'> & { session: StoredSession & Partial<SessionState> }
>

export const makeStore = (preloadedState?: PreloadedAppState) => {
  const sessionStorage = createTabStorage(() => {
    store.dispatch(sessionStorageFailed())
  })
  const session: SessionState | undefined = preloadedState?.session && {
    storage: 'ok',
    notice: null,
    ...preloadedState.session,
  }
  // Each store has its own files and listeners (the attachment journey adds its own with the
  // first file chosen): stores made side by side, one per test, never answer each other's events.
  const extras: StoreExtras = { attachmentFiles: createAttachmentFiles() }
  const listener = createListenerMiddleware({ extra: extras })
  const store = configureStore({
    reducer: storeReducer(sessionStorage),
    preloadedState: { ...preloadedState, ...(session && { session }) } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extras },
        // redux-persist's own actions carry functions; nothing of ours does.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(forgetSessionOnLogout(sessionStorage)),
    devTools: import.meta.env.DEV,
  })
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

/** How a feature registers side effects that answer events across slices (product.md §7: files released on logout). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, StoreExtras>
