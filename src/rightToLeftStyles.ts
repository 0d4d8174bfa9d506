import createCache from '@emotion/cache'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { prefixer } from 'stylis'

/**
 * Emotion's cache for a right-to-left page (Urdu, product.md §15): MUI's styles are written left to
 * right, and this plugin swaps left and right in them. Imported only by a right-to-left page.
 */
export const rightToLeftStyleCache = () =>
  createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] })
