import createCache from '@emotion/cache'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { DECLARATION, compile, middleware, serialize, stringify, type Middleware } from 'stylis'

/**
 * The names a browser the build targets (Vite's default: Chrome 111, Safari 16.4) reads only with
 * a prefix, for properties MUI's components set. stylis's whole prefixer is not used: its other
 * prefixes are for older browsers, and it would land in the shell chunk beside the stylis
 * Emotion uses, so every page would load it (515-525 bytes gzip more; commit 02442ad).
 */
const STILL_PREFIXED = new Map([
  // Safari has no unprefixed user-select (MUI's buttons, icons and labels).
  ['user-select', '-webkit-'],
  // Chrome and Safari do not read color-adjust (MUI's buttons, when printed).
  ['color-adjust', '-webkit-print-'],
])

const prefixWhereStillNeeded: Middleware = (element) => {
  if (element.type !== DECLARATION) return
  const prefix = STILL_PREFIXED.get(String(element.props))
  if (prefix) element.return = `${prefix}${element.value}${element.value}`
}

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
