import createCache from '@emotion/cache'
import cssjanus from 'cssjanus'
import { compile, DECLARATION, middleware, serialize, stringify, type Middleware } from 'stylis'
import { prefixWhereStillNeeded } from '@/ui/stillPrefixed'

// What cssjanus can change in a declaration (its transform's rules, cssjanus 2.3): a left or a
// right, in a name or a value; ltr or rtl; a cursor's e- or w-resize; a shadow's or a
// translation's offset; four sides of a margin, a padding or a border; a radius given twice or
// more, or with a slash; a background's position in percent; a backtick, which it escapes. The
// rest it leaves as it is, and is not asked.
const MAY_TURN =
  /left|right|ltr|rtl|[ew]-resize|shadow|translate|`|(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;}\s]+(?:\s+[^;}\s]+){3}|border-radius\s*:[^;}]*[\s/][^;}\s]|background(?:-position(?:-x)?)?\s*:[^;}]*%/i

/**
 * A stylis step that turns each declaration right to left by cssjanus (MediaWiki's, which MUI's
 * own right-to-left plugin runs too), where cssjanus could change it. MUI's plugin gives cssjanus
 * every whole rule and compiles what comes back again; given one declaration at a time, and only
 * those, it does a fifth to two fifths of that work for the same output (src/lib/i18n/README.md).
 */
export const turnRightToLeft: Middleware = (element) => {
  if (element.type !== DECLARATION) return
  const written = element.return || element.value
  if (!MAY_TURN.test(written)) return
  const turned = cssjanus.transform(written)
  // Compiled again where it changed, as MUI's plugin compiles its rules: stylis writes the
  // declaration its own way (`4px/8px`, not cssjanus's `4px / 8px`).
  if (turned !== written) element.return = serialize(compile(turned), stringify)
}

const STYLIS_PLUGINS = [prefixWhereStillNeeded, turnRightToLeft]

/**
 * Emotion's cache for a right-to-left page (Urdu, product.md §15): MUI's styles are written left to
 * right, and this step swaps left and right in them. Imported only by a right-to-left page.
 */
export function rightToLeftStyleCache() {
  // cssjanus compiles its patterns on its first transform: 60-70 ms at 4x CPU, a long task on a
  // slow phone (measured in 6831543). Turning one rule now, while the page's code is still
  // arriving, keeps that wait out of hydration, whose first styles would pay it.
  serialize(compile('a{left:0}'), middleware([...STYLIS_PLUGINS, stringify]))
  return createCache({ key: 'rtl', stylisPlugins: STYLIS_PLUGINS })
}
