import createCache from '@emotion/cache'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { compile, middleware, serialize, stringify } from 'stylis'
import { prefixWhereStillNeeded } from '@/ui/stillPrefixed'

const STYLIS_PLUGINS = [prefixWhereStillNeeded, rtlPlugin]

/**
 * Emotion's cache for a right-to-left page (Urdu, product.md §15): MUI's styles are written left to
 * right, and this plugin swaps left and right in them. Imported only by a right-to-left page.
 */
export function rightToLeftStyleCache() {
  // The plugin's first rule compiles its patterns: 60-70 ms at 4x CPU, a long task on a slow
  // phone (measured in 6831543). Turning one rule now, while the page's code is still arriving,
  // keeps that wait out of hydration, whose first styles would pay it.
  serialize(compile('a{left:0}'), middleware([...STYLIS_PLUGINS, stringify]))
  return createCache({ key: 'rtl', stylisPlugins: STYLIS_PLUGINS })
}
