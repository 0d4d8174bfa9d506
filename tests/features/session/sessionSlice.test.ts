import { describe, expect, it } from 'vitest'
import { REHYDRATE } from 'redux-persist'
import { makeStore } from '@store/store'
import {
  reconcileStoredSession,
  selectIsLoggedIn,
  selectUserType,
  userLoggedIn,
  userLoggedOut,
} from '@features/session/sessionSlice'

const rehydrate = (payload: unknown) => ({ type: REHYDRATE, key: 'session', payload })

describe('session slice', () => {
  it('starts logged out with no user type', () => {
    const store = makeStore()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(selectUserType(store.getState())).toBeNull()
  })

  it('logs in as a user or as a newsroom', () => {
    const store = makeStore()
    store.dispatch(userLoggedIn({ userType: 'newsroom' }))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(selectUserType(store.getState())).toBe('newsroom')
    store.dispatch(userLoggedIn({ userType: 'user' }))
    expect(selectUserType(store.getState())).toBe('user')
  })

  it('clears both flags on logout', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'user' } })
    store.dispatch(userLoggedOut())
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, userType: null })
  })

  it('reports no user type for a stored type without a login', () => {
    const store = makeStore({ session: { isLoggedIn: false, userType: 'newsroom' } })
    expect(selectUserType(store.getState())).toBeNull()
  })
})

describe('rehydrating the stored session', () => {
  it('restores a logged-in user and a logged-in newsroom', () => {
    expect(reconcileStoredSession({ isLoggedIn: true, userType: 'user' })).toEqual({
      isLoggedIn: true,
      userType: 'user',
    })
    const store = makeStore()
    store.dispatch(rehydrate({ isLoggedIn: true, userType: 'newsroom' }))
    expect(selectUserType(store.getState())).toBe('newsroom')
  })

  it.each([
    ['garbage text', 'not a session'],
    ['null', null],
    ['an array', ['user']],
    ['an unknown role', { isLoggedIn: true, userType: 'admin' }],
    ['a role without a login', { isLoggedIn: false, userType: 'user' }],
    ['a login flag stored as text', { isLoggedIn: 'true', userType: 'user' }],
    ['a missing role', { isLoggedIn: true }],
    ['a missing login flag', { userType: 'newsroom' }],
    ['an empty object', {}],
  ])('treats %s as logged out', (_label, stored) => {
    const store = makeStore()
    store.dispatch(rehydrate(stored))
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(selectUserType(store.getState())).toBeNull()
  })

  it('replaces a logged-in state when storage holds something invalid', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'user' } })
    store.dispatch(rehydrate({ isLoggedIn: true, userType: 'root' }))
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })
})
