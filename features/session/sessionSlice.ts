import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type UserType = 'user' | 'newsroom'

/** What is kept in the tab's sessionStorage. */
export interface StoredSession {
  isLoggedIn: boolean
  userType: UserType | null
}

/**
 * Whether the tab's storage keeps the session: 'unavailable' once the browser refuses a read
 * or a write (blocked or full). Never persisted: it describes this tab, not the session.
 */
export type SessionStorageStatus = 'ok' | 'unavailable'

export interface SessionState extends StoredSession {
  storage: SessionStorageStatus
}

/**
 * Where a logout happened: in this tab, or in another tab holding a copy of the session, whose
 * logout this tab has heard of (product.md §4). Only a logout of this tab's is told to the others.
 */
export type LogoutOrigin = 'thisTab' | 'anotherTab'

export const USER_TYPES: readonly UserType[] = ['user', 'newsroom']

export const isUserType = (value: unknown): value is UserType =>
  USER_TYPES.includes(value as UserType)

const loggedOut: StoredSession = { isLoggedIn: false, userType: null }

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ ...loggedOut, storage: 'ok' }),
  reducers: {
    userLoggedIn: (state, action: PayloadAction<{ userType: UserType }>) => {
      state.isLoggedIn = true
      state.userType = action.payload.userType
    },
    userLoggedOut: {
      reducer: (state) => ({ ...loggedOut, storage: state.storage }),
      prepare: (origin: LogoutOrigin = 'thisTab') => ({ payload: undefined, meta: { origin } }),
    },
    sessionStorageFailed: (state) => {
      state.storage = 'unavailable'
    },
  },
  selectors: {
    selectIsLoggedIn: (session) => session.isLoggedIn,
    selectUserType: (session) => (session.isLoggedIn ? session.userType : null),
    /** product.md §4: a signed-in visitor is told when a reload will end the session. */
    selectSessionEndsWithTab: (session) => session.isLoggedIn && session.storage === 'unavailable',
    selectTabStorageWorks: (session) => session.storage === 'ok',
  },
})

export const { userLoggedIn, userLoggedOut, sessionStorageFailed } = sessionSlice.actions
export const { selectIsLoggedIn, selectUserType, selectSessionEndsWithTab, selectTabStorageWorks } =
  sessionSlice.selectors
export const sessionReducer = sessionSlice.reducer

/**
 * Only a well-formed logged-in user or newsroom survives rehydration: whatever else is in
 * storage (garbage, an unknown role, missing fields) is treated as logged out (product.md §4).
 */
export function reconcileStoredSession(stored: unknown): StoredSession {
  if (typeof stored !== 'object' || stored === null) return loggedOut
  const { isLoggedIn, userType } = stored as Record<string, unknown>
  return isLoggedIn === true && isUserType(userType) ? { isLoggedIn: true, userType } : loggedOut
}
