import { DECLARATION, type Middleware } from 'stylis'

/**
 * The names a browser the build targets (Vite's default: Chrome 111, Safari 16.4) reads only with
 * a prefix, for properties MUI's components set. stylis's whole prefixer, which Emotion runs by
 * default, writes every flexbox, transition and transform rule three or four times for browsers
 * that cannot run the app's code: a tenth of a page's prerendered styles, and about two fifths
 * of the work of each style inserted as a page renders.
 */
const STILL_PREFIXED = new Map([
  // Safari has no unprefixed user-select (MUI's buttons, icons and labels).
  ['user-select', '-webkit-'],
  // Chrome and Safari do not read color-adjust (MUI's buttons, when printed).
  ['color-adjust', '-webkit-print-'],
])

/** A stylis step that writes the prefixed name before the standard one, where one is needed. */
export const prefixWhereStillNeeded: Middleware = (element) => {
  if (element.type !== DECLARATION) return
  const prefix = STILL_PREFIXED.get(String(element.props))
  if (prefix) element.return = `${prefix}${element.value}${element.value}`
}
