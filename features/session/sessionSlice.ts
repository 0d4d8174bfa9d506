import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type UserType = 'user' | 'newsroom'

export interface SessionState {
  isLoggedIn: boolean
  userType: UserType | null
}

export const USER_TYPES: readonly UserType[] = ['user', 'newsroom']

export const isUserType = (value: unknown): value is UserType =>
  USER_TYPES.includes(value as UserType)

export const loggedOutSession: SessionState = { isLoggedIn: false, userType: null }

const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOutSession,
  reducers: {
    userLoggedIn: (_state, action: PayloadAction<{ userType: UserType }>) => ({
      isLoggedIn: true,
      userType: action.payload.userType,
    }),
    userLoggedOut: () => loggedOutSession,
  },
  selectors: {
    selectIsLoggedIn: (session) => session.isLoggedIn,
    selectUserType: (session) => (session.isLoggedIn ? session.userType : null),
  },
})

export const { userLoggedIn, userLoggedOut } = sessionSlice.actions
export const { selectIsLoggedIn, selectUserType } = sessionSlice.selectors
export const sessionReducer = sessionSlice.reducer
export const sessionSliceName = sessionSlice.name

/**
 * Only a well-formed logged-in user or newsroom survives rehydration: whatever else is in
 * storage (garbage, an unknown role, missing fields) is treated as logged out (spec 6).
 */
export function reconcileStoredSession(stored: unknown): SessionState {
  if (typeof stored !== 'object' || stored === null) return loggedOutSession
  const { isLoggedIn, userType } = stored as Record<string, unknown>
  return isLoggedIn === true && isUserType(userType)
    ? { isLoggedIn: true, userType }
    : loggedOutSession
}
