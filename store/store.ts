import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import type { FaqState } from '@features/faq/faqSlice'
import type { KarmaState } from '@features/karma/karmaSlice'
import type { PurchasesState } from '@features/purchases/purchasesSlice'
import type { TipFormState } from '@features/tipForm'
import { createAttachmentFiles, type AttachmentsState } from '@features/attachments'
import {
  sessionStorageFailed,
  type SessionState,
  type StoredSession,
} from '@features/session/sessionSlice'
import { takeInLazySlices } from './lazySlices'
import type { StoreExtras } from './storeExtras'
import { forgetSessionOnLogout, persistedSessionReducer } from './sessionPersistence'
import { createTabStorage, type TabStorage } from './tabStorage'

/** The slices that load with their pages' code (lazySlices.ts): absent until then. */
interface LazyLoadedSlices {
  tipForm: TipFormState
  attachments: AttachmentsState
  karma: KarmaState
  purchases: PurchasesState
  faq: FaqState
}

// Each store has storage of its own, so that a storage fault is reported to that store.
const makeRootReducer = (sessionStorage: TabStorage) =>
  combineSlices({
    session: persistedSessionReducer(sessionStorage),
  }).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>

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
  const rootReducer = makeRootReducer(sessionStorage)
  takeInLazySlices(rootReducer)
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...(session && { session }) } as Partial<RootState>,
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
