import type { Middleware } from '@reduxjs/toolkit'
import { KEY_PREFIX, persistReducer } from 'redux-persist'
import {
  reconcileStoredSession,
  sessionReducer,
  userLoggedOut,
  type SessionState,
} from '@features/session/sessionSlice'
import type { TabStorage } from './tabStorage'

const SESSION_KEY = 'session'
/** `persist:session`, the one key the app keeps (tab-scoped by design, product.md §4). */
const STORED_SESSION_KEY = `${KEY_PREFIX}${SESSION_KEY}`

/** The session slice, mirrored to the tab's storage; only its login survives a reload. */
export const persistedSessionReducer = (storage: TabStorage) =>
  persistReducer<SessionState>(
    {
      key: SESSION_KEY,
      storage,
      blacklist: ['storage', 'notice'],
      stateReconciler: (stored, _before, current) => ({
        ...current,
        ...reconcileStoredSession(stored),
      }),
    },
    sessionReducer,
  )

/**
 * product.md §4: a logout holds at once, even if the landing page's code never arrives.
 * redux-persist writes on a timer, so the stored session is removed here, before the
 * navigation that follows the logout can start.
 */
export const forgetSessionOnLogout =
  (storage: TabStorage): Middleware =>
  () =>
  (next) =>
  (action) => {
    const result = next(action)
    if (userLoggedOut.match(action)) storage.forget(STORED_SESSION_KEY)
    return result
  }
