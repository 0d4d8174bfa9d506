import createCache from '@emotion/cache'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { DECLARATION, compile, middleware, serialize, stringify, type Middleware } from 'stylis'

/**
 * Safari knows `user-select` only by its prefixed name (web-features: not Baseline), and MUI's
 * buttons, icons and labels set it. stylis's whole prefixer is not used: its other prefixes are
 * for browsers older than those the build targets (Vite's default: Safari 16.4, Chrome 111),
 * which cannot run the app's code anyway; and the build cannot part it from the stylis Emotion
 * uses on every page, so English pages would load its 517 bytes (gzip) too.
 */
const prefixUserSelect: Middleware = (element) => {
  if (element.type === DECLARATION && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`
  }
}

const STYLIS_PLUGINS = [prefixUserSelect, rtlPlugin]

/**
 * Emotion's cache for a right-to-left page (Urdu, product.md §15): MUI's styles are written left to
 * right, and this plugin swaps left and right in them. Imported only by a right-to-left page.
 */
export function rightToLeftStyleCache() {
  // The plugin's first rule compiles its patterns: 60-70 ms at 4x CPU, a long task on a slow
  // phone (docs/benchmarks.md). Turning one rule now, while the page's code is still arriving,
  // keeps that wait out of hydration, whose first styles would pay it.
  serialize(compile('a{left:0}'), middleware([...STYLIS_PLUGINS, stringify]))
  return createCache({ key: 'rtl', stylisPlugins: STYLIS_PLUGINS })
}
