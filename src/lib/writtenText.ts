// Text a person writes may look empty without being empty, or hold characters that reorder it on
// screen. These rules say what such text shows, and how it is shown.

// A character that draws something: a letter, a digit, a symbol (emoji included) or punctuation.
// Punctuation counts because it is seen: a tip of "?!" is not missing, and saying it is would be
// false. Not counted: spaces, line and paragraph separators (U+2028, U+2029) and other controls
// (U+0085), format characters, and combining marks, which show only on a character before them
// (that character counts). Nor the few letters and symbols drawn as nothing: Unicode's default
// ignorables (the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0 are letters) and the Braille
// blank U+2800, a symbol.
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{S}\p{P}]/u

/** product.md §6: text with no visible letter, digit, symbol or punctuation counts as empty. */
export const hasVisibleText = (text: string) => VISIBLE.test(text)

// Embeddings, overrides, isolates and the direction marks (U+061C, U+200E, U+200F, U+202A-U+202E,
// U+2066-U+2069): Unicode's Bidi_Control characters.
const DIRECTION_CONTROLS = /\p{Bidi_Control}/gu

/**
 * The text without its direction controls, for text shown isolated in its own direction (a `<bdi>`
 * or `dir="auto"`, which takes it from the first letter): a right-to-left override at its start
 * would otherwise show "report from the station" as "noitats eht morf troper".
 */
export const withoutDirectionControls = (text: string) => text.replace(DIRECTION_CONTROLS, '')
