import { describe, expect, it } from 'vitest'
import { REHYDRATE } from 'redux-persist'
import { makeStore } from '@store/store'
import {
  reconcileStoredSession,
  selectIsLoggedIn,
  selectSessionEndsWithTab,
  selectSessionNotice,
  selectUserType,
  sessionNoticeDismissed,
  sessionStorageFailed,
  signUpAsked,
  signedInVisitorRedirected,
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

  it('tells a logout of this tab’s from one heard from another tab, and ends the session either way', () => {
    expect(userLoggedOut().meta.origin).toBe('thisTab')
    expect(userLoggedOut('anotherTab').meta.origin).toBe('anotherTab')
    const store = makeStore({ session: { isLoggedIn: true, userType: 'newsroom' } })
    store.dispatch(userLoggedOut('anotherTab'))
    expect(selectUserType(store.getState())).toBeNull()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })

  it('says what another tab’s logout took from this one, and nothing after a logout of its own', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'newsroom' } })
    store.dispatch(userLoggedOut('anotherTab'))
    expect(selectSessionNotice(store.getState())).toEqual({
      reason: 'loggedOutElsewhere',
      role: 'newsroom',
    })
    store.dispatch(userLoggedIn({ userType: 'user' }))
    expect(selectSessionNotice(store.getState())).toBeNull()
    store.dispatch(signedInVisitorRedirected({ asked: 'newsroom' }))
    store.dispatch(userLoggedOut())
    expect(selectSessionNotice(store.getState())).toBeNull()
    store.dispatch(userLoggedOut('anotherTab'))
    expect(selectSessionNotice(store.getState())).toBeNull()
  })

  it('notes why a redirect took the visitor where they are, until the notice is dismissed', () => {
    const store = makeStore()
    store.dispatch(signedInVisitorRedirected({ asked: 'user' }))
    expect(selectSessionNotice(store.getState())).toBeNull()
    store.dispatch(signUpAsked())
    expect(selectSessionNotice(store.getState())).toEqual({ reason: 'noSignUp' })
    store.dispatch(userLoggedIn({ userType: 'newsroom' }))
    store.dispatch(signedInVisitorRedirected({ asked: 'user' }))
    expect(selectSessionNotice(store.getState())).toEqual({
      reason: 'signedIn',
      role: 'newsroom',
      asked: 'user',
    })
    store.dispatch(sessionNoticeDismissed())
    expect(selectSessionNotice(store.getState())).toBeNull()
  })

  it('says a signed-in session ends with the tab once storage has failed', () => {
    const store = makeStore()
    store.dispatch(sessionStorageFailed())
    expect(selectSessionEndsWithTab(store.getState())).toBe(false)
    store.dispatch(userLoggedIn({ userType: 'user' }))
    expect(selectSessionEndsWithTab(store.getState())).toBe(true)
  })

  it('does not say so while storage works', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'newsroom' } })
    expect(selectSessionEndsWithTab(store.getState())).toBe(false)
  })

  it('remembers the failed storage over a logout and the next login', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'user' } })
    store.dispatch(sessionStorageFailed())
    store.dispatch(userLoggedOut())
    store.dispatch(userLoggedIn({ userType: 'newsroom' }))
    expect(selectSessionEndsWithTab(store.getState())).toBe(true)
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

  it('keeps what it knows of the tab’s storage when the stored session is restored', () => {
    const store = makeStore()
    store.dispatch(sessionStorageFailed())
    store.dispatch(rehydrate({ isLoggedIn: true, userType: 'user' }))
    expect(selectSessionEndsWithTab(store.getState())).toBe(true)
  })

  it('replaces a logged-in state when storage holds something invalid', () => {
    const store = makeStore({ session: { isLoggedIn: true, userType: 'user' } })
    store.dispatch(rehydrate({ isLoggedIn: true, userType: 'root' }))
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })
})
