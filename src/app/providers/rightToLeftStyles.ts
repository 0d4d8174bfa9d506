import createCache from '@emotion/cache'
import { convertProperty } from 'rtl-css-js/core'
import { compile, DECLARATION, serialize, stringify, type Middleware } from 'stylis'
import { prefixWhereStillNeeded } from '@/ui/stillPrefixed'

// What could turn in a declaration: a left or a right, in a name or a value; ltr or rtl; a
// cursor's e- or w-resize; a shadow's or a translation's offset; four sides of a margin, a padding
// or a border; a radius given twice or more, or with a slash; a background's position in percent.
// The rest is left as it is, and rtl-css-js is not asked.
const MAY_TURN =
  /left|right|ltr|rtl|[ew]-resize|shadow|translate|(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;}\s]+(?:\s+[^;}\s]+){3}|border-radius\s*:[^;}]*[\s/][^;}\s]|background(?:-position(?:-x)?)?\s*:[^;}]*%/i

const IMPORTANT = /\s*!important$/i

/** Three plain radii, written four times: rtl-css-js turns two or four (`a b c b`). */
function withFourRadii(property: string, value: string) {
  const radii = value.split(/\s+/)
  const threePlain = radii.length === 3 && !value.includes('(')
  return property === 'border-radius' && threePlain ? [...radii, radii[1]].join(' ') : value
}

/**
 * A stylis step that turns each declaration that could change right to left, by rtl-css-js
 * (src/lib/i18n/README.md), written again by stylis as MUI's own plugin writes it (`4px/8px`).
 * Left as written: a declaration an earlier step wrote again (a prefixed copy, stillPrefixed.ts,
 * never of a side), and a value with a `url()`, whose file's name rtl-css-js would turn.
 */
export const turnRightToLeft: Middleware = (element) => {
  if (element.type !== DECLARATION || element.return || !MAY_TURN.test(element.value)) return
  const property = String(element.props)
  const written = String(element.children)
  if (written.includes('url(')) return
  // stylis writes `left!important`, without the space rtl-css-js looks for.
  const value = written.replace(IMPORTANT, '')
  const turned = convertProperty(property, withFourRadii(property, value))
  if (turned.key === property && turned.value === value) return
  const declaration = `${turned.key}:${turned.value}${written.slice(value.length)};`
  element.return = serialize(compile(declaration), stringify)
}

/**
 * Emotion's cache for a right-to-left page (Urdu, product.md §15): MUI's styles are written left to
 * right, and this step swaps left and right in them. Imported only by a right-to-left page.
 */
export const rightToLeftStyleCache = () =>
  createCache({ key: 'rtl', stylisPlugins: [prefixWhereStillNeeded, turnRightToLeft] })
