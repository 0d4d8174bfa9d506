import type { StorageManager } from '@mui/material/styles'
import { COLOR_SCHEME_ATTRIBUTE } from './theme'

/** Where the tab keeps the chosen colour scheme: light, dark or system (product.md §5). */
export const COLOR_SCHEME_KEY = 'tipwire:color-scheme'

/**
 * MUI's colour-scheme storage in the tab's sessionStorage, outside the Redux session: the
 * choice lasts as long as the tab. Storage that refuses leaves the choice to this page alone.
 */
export const tabColorSchemeStorage: StorageManager = ({ key }) => ({
  get: (defaultValue) => {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? defaultValue
    } catch {
      return defaultValue
    }
  },
  set: (value) => {
    try {
      globalThis.sessionStorage?.setItem(key, value)
    } catch {
      // Kept in memory for this page, as the storage allows no more.
    }
  },
  // sessionStorage belongs to this tab alone: no other page can change it meanwhile.
  subscribe: () => () => {},
})

/**
 * Applies a scheme chosen earlier in the tab as soon as the app's code runs, before the
 * session is restored and the page hydrated, when MUI would apply it (product.md §14).
 */
export function applyChosenColorScheme() {
  const mode = tabColorSchemeStorage({ key: COLOR_SCHEME_KEY }).get(null)
  if (mode === 'light' || mode === 'dark') {
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, mode)
  }
}
