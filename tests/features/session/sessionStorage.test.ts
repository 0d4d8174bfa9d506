import { afterEach, describe, expect, it, vi } from 'vitest'
import { persistStore } from 'redux-persist'
import { makeStore } from '@store/store'
import {
  selectIsLoggedIn,
  selectSessionEndsWithTab,
  selectSessionNotice,
  selectTabStorageWorks,
  selectUserType,
  signedInVisitorRedirected,
  userLoggedIn,
  userLoggedOut,
} from '@features/session/sessionSlice'

const LOGGED_IN_USER = JSON.stringify({
  isLoggedIn: 'true',
  userType: '"user"',
  _persist: '{"version":-1,"rehydrated":true}',
})

const refuse = (method: 'getItem' | 'setItem' | 'removeItem' | 'clear') =>
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })

/** A store restored from the tab's storage, as the app starts. */
async function startApp() {
  const store = makeStore()
  const persistor = persistStore(store)
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true))
  return store
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the session in the tab’s storage', () => {
  it('is stored after login, without what the tab knows of its storage', async () => {
    const store = await startApp()
    store.dispatch(userLoggedIn({ userType: 'newsroom' }))
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('persist:session')).toContain('"userType":"\\"newsroom\\""'),
    )
    expect(sessionStorage.getItem('persist:session')).not.toContain('storage')
  })

  it('keeps no notice: one told in this tab is gone on a reload', async () => {
    const store = await startApp()
    store.dispatch(userLoggedIn({ userType: 'user' }))
    store.dispatch(signedInVisitorRedirected({ asked: 'newsroom' }))
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('persist:session')).toContain('"isLoggedIn":"true"'),
    )
    expect(sessionStorage.getItem('persist:session')).not.toContain('notice')
    const reloaded = await startApp()
    expect(selectUserType(reloaded.getState())).toBe('user')
    expect(selectSessionNotice(reloaded.getState())).toBeNull()
  })

  it('is gone the moment the user logs out, before any timer runs', async () => {
    sessionStorage.setItem('persist:session', LOGGED_IN_USER)
    const store = await startApp()
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    store.dispatch(userLoggedOut())
    expect(sessionStorage.getItem('persist:session')).toBeNull()
  })

  it('drops the older value when the browser refuses to write a newer one', async () => {
    sessionStorage.setItem('persist:session', LOGGED_IN_USER)
    const store = await startApp()
    refuse('setItem')
    store.dispatch(userLoggedIn({ userType: 'newsroom' }))
    await vi.waitFor(() => expect(selectSessionEndsWithTab(store.getState())).toBe(true))
    expect(sessionStorage.getItem('persist:session')).toBeNull()
  })

  it('is cleared as a last resort when the browser refuses removal too', async () => {
    sessionStorage.setItem('persist:session', LOGGED_IN_USER)
    const store = await startApp()
    refuse('setItem')
    refuse('removeItem')
    store.dispatch(userLoggedOut())
    expect(sessionStorage.getItem('persist:session')).toBeNull()
  })

  it('reports a refused write and keeps the login for the tab, without a console error', async () => {
    const consoleError = vi.spyOn(console, 'error')
    refuse('setItem')
    const store = await startApp()
    store.dispatch(userLoggedIn({ userType: 'user' }))
    await vi.waitFor(() => expect(selectSessionEndsWithTab(store.getState())).toBe(true))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('reports a refused write to the store whose session it was, not to a store made after it', async () => {
    const store = await startApp()
    const later = await startApp()
    refuse('setItem')
    store.dispatch(userLoggedIn({ userType: 'user' }))
    await vi.waitFor(() => expect(selectSessionEndsWithTab(store.getState())).toBe(true))
    expect(selectTabStorageWorks(later.getState())).toBe(true)
  })

  it('reports storage that cannot even be read, and starts logged out', async () => {
    const consoleError = vi.spyOn(console, 'error')
    sessionStorage.setItem('persist:session', LOGGED_IN_USER)
    refuse('getItem')
    const store = await startApp()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    store.dispatch(userLoggedIn({ userType: 'user' }))
    await vi.waitFor(() => expect(selectSessionEndsWithTab(store.getState())).toBe(true))
    expect(consoleError).not.toHaveBeenCalled()
  })
})
