/** Where Remember me keeps the username on this device (product.md §3): never the password. */
export const REMEMBERED_USERNAME_KEY = 'tipwire:remembered-username'

// Storage that is blocked or full leaves the form as it would be without Remember me: nothing
// remembered, nothing broken. localStorage is touched only when these are called, never when the
// module loads (pages are prerendered on Node).

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** The username remembered on this device, or '' when there is none. */
export function readRememberedUsername(): string {
  try {
    return globalThis.localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? ''
  } catch {
    return ''
  }
}

export function forgetRememberedUsername() {
  try {
    globalThis.localStorage.removeItem(REMEMBERED_USERNAME_KEY)
  } catch {
    // Refused only where this page may not use storage at all, so nothing can be read back.
  }
  changed()
}

export function rememberUsername(username: string) {
  try {
    globalThis.localStorage.setItem(REMEMBERED_USERNAME_KEY, username)
    changed()
  } catch {
    // No room: an older name must not stay behind as if it were this one.
    forgetRememberedUsername()
  }
}

/** Calls `listener` whenever the remembered username changes, here or in another tab. */
export function subscribeToRememberedUsername(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
