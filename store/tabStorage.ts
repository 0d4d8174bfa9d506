import type { WebStorage } from 'redux-persist'

export interface TabStorage extends WebStorage {
  /** Removes `key` at once, not on redux-persist's write timer. */
  forget: (key: string) => void
}

/**
 * The tab's sessionStorage, as redux-persist's storage, that never throws or rejects: when the
 * browser blocks storage or has no room left, it calls `reportFault` and the app goes on in
 * memory for the tab (product.md §4). sessionStorage is touched only when a method is called,
 * so importing this is safe where there is no window (pages prerendered on Node).
 */
export function createTabStorage(reportFault: () => void): TabStorage {
  // Deferred: redux-persist reads inside a reducer, where dispatching is not allowed.
  const fault = () => queueMicrotask(reportFault)

  const forget = (key: string) => {
    try {
      globalThis.sessionStorage.removeItem(key)
    } catch {
      fault()
      // Removing needs no room, so it fails only where the tab may not use storage at all, and
      // then the next load cannot read the old value either. Should a browser still read while
      // refusing removal, clearing is the last way to leave no session behind.
      try {
        globalThis.sessionStorage.clear()
      } catch {
        // Nothing is left to try; see above why nothing stored can be read back.
      }
    }
  }

  return {
    getItem: async (key) => {
      try {
        return globalThis.sessionStorage.getItem(key)
      } catch {
        fault()
        return null
      }
    },
    setItem: async (key, value) => {
      try {
        globalThis.sessionStorage.setItem(key, value)
      } catch {
        fault()
        // A refused write must not leave an older value behind, such as a logged-in session
        // after logout: a reload then starts logged out, as the notice says.
        forget(key)
      }
    },
    removeItem: async (key) => forget(key),
    forget,
  }
}
