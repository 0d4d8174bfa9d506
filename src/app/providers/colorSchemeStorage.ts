import type { StorageManager } from '@mui/material/styles'
import { COLOR_SCHEME_KEY } from '@/lib/colorSchemeScript.js'

export { COLOR_SCHEME_KEY }

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
