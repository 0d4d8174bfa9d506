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

/**
 * What the visitor is told where a redirect or another tab has taken them (product.md §4), as a
 * code: the words are the notice's. `noSignUp`: Sign up has no page, as accounts are not part of
 * the demo. `signedIn`: a visitor signed in as `role` asked for `asked`'s login page or dashboard
 * and was sent to their own dashboard. `loggedOutElsewhere`: another tab logged out the session
 * of `role`.
 */
export type SessionNotice =
  | { reason: 'noSignUp' }
  | { reason: 'signedIn'; role: UserType; asked: UserType }
  | { reason: 'loggedOutElsewhere'; role: UserType }

export interface SessionState extends StoredSession {
  storage: SessionStorageStatus
  /** Never persisted: told once, in this tab, and gone on a reload. */
  notice: SessionNotice | null
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
  initialState: (): SessionState => ({ ...loggedOut, storage: 'ok', notice: null }),
  reducers: {
    userLoggedIn: (state, action: PayloadAction<{ userType: UserType }>) => {
      state.isLoggedIn = true
      state.userType = action.payload.userType
      state.notice = null
    },
    userLoggedOut: {
      reducer: (state, { meta }: { meta: { origin: LogoutOrigin } }) => ({
        ...loggedOut,
        storage: state.storage,
        // product.md §4: what this tab lost to another tab's logout is said here.
        notice:
          meta.origin === 'anotherTab' && state.userType
            ? { reason: 'loggedOutElsewhere' as const, role: state.userType }
            : null,
      }),
      prepare: (origin: LogoutOrigin = 'thisTab') => ({ payload: undefined, meta: { origin } }),
    },
    sessionStorageFailed: (state) => {
      state.storage = 'unavailable'
    },
    /** product.md §2: the address /signup was asked for; there is no sign-up page. */
    signUpAsked: (state) => {
      state.notice = { reason: 'noSignUp' }
    },
    /** product.md §2: a signed-in visitor asked for a login page or a dashboard of `asked`. */
    signedInVisitorRedirected: (state, action: PayloadAction<{ asked: UserType }>) => {
      if (state.userType) {
        state.notice = { reason: 'signedIn', role: state.userType, asked: action.payload.asked }
      }
    },
    sessionNoticeDismissed: (state) => {
      state.notice = null
    },
  },
  selectors: {
    selectIsLoggedIn: (session) => session.isLoggedIn,
    selectUserType: (session) => (session.isLoggedIn ? session.userType : null),
    /** product.md §4: a signed-in visitor is told when a reload will end the session. */
    selectSessionEndsWithTab: (session) => session.isLoggedIn && session.storage === 'unavailable',
    selectTabStorageWorks: (session) => session.storage === 'ok',
    selectSessionNotice: (session) => session.notice,
  },
})

export const {
  userLoggedIn,
  userLoggedOut,
  sessionStorageFailed,
  signUpAsked,
  signedInVisitorRedirected,
  sessionNoticeDismissed,
} = sessionSlice.actions
export const {
  selectIsLoggedIn,
  selectUserType,
  selectSessionEndsWithTab,
  selectTabStorageWorks,
  selectSessionNotice,
} = sessionSlice.selectors
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
