import { combineReducers, configureStore } from '@reduxjs/toolkit'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  type PersistConfig,
} from 'redux-persist'
// The es build: the lib build of this module gives a blank page under Vite 8.
import sessionStorage from 'redux-persist/es/storage/session'
import { faqReducer } from '@features/faq/faqSlice'
import { karmaReducer } from '@features/karma/karmaSlice'
import { purchasesReducer } from '@features/purchases/purchasesSlice'
import { tipFormReducer } from '@features/tipForm/tipFormSlice'
import { registerMediaListeners } from '@features/tipForm/media/mediaListeners'
import {
  reconcileStoredSession,
  sessionReducer,
  type SessionState,
} from '@features/session/sessionSlice'
import { listenerMiddleware } from './listenerMiddleware'

registerMediaListeners()

// Stored under `persist:session`; the session is the only persisted slice (tab-scoped by design).
const sessionPersistConfig: PersistConfig<SessionState> = {
  key: 'session',
  storage: sessionStorage,
  stateReconciler: (storedSession) => reconcileStoredSession(storedSession),
}

const rootReducer = combineReducers({
  session: persistReducer(sessionPersistConfig, sessionReducer),
  tipForm: tipFormReducer,
  karma: karmaReducer,
  purchases: purchasesReducer,
  faq: faqReducer,
})

export type RootState = ReturnType<typeof rootReducer>

/** The state a test or the app may start from: redux-persist adds its own `_persist` field. */
export type PreloadedAppState = Partial<Omit<RootState, 'session'> & { session: SessionState }>

export const makeStore = (preloadedState?: PreloadedAppState) =>
  configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; nothing of ours does.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listenerMiddleware.middleware),
    devTools: import.meta.env.DEV,
  })

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
