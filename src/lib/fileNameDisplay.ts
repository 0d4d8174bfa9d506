import { graphemesOf } from './graphemes'

// A file's name is text its sender chose: it may hold characters that reorder or hide the rest
// (a right-to-left override turns `holiday-\u202Egpj.exe` into "holiday-exe.jpg" on screen) or
// be thousands of characters long. These helpers show such a name as what it is.

// Controls, format characters (bidi embeddings, overrides and isolates, zero-width characters,
// tags), line and paragraph separators, lone surrogates, and the blank fillers of Hangul.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]/gu
// Zero-width joiners and non-joiners do their work between two letters or emoji (Persian words,
// Indic conjuncts, family emoji): there they hide nothing and stay as they are.
const JOINED = /^[\p{L}\p{M}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]/u
const JOINERS = new Set(['\u200C', '\u200D'])

const codePointLabel = (character: string) =>
  `⟨U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`

/** The character that ends just before `offset`, a whole emoji rather than half of it. */
const characterBefore = (text: string, offset: number) => {
  const last = text.charCodeAt(offset - 1)
  const isLowSurrogate = last >= 0xdc00 && last <= 0xdfff
  return text.slice(isLowSurrogate ? offset - 2 : offset - 1, offset)
}

const staysAsItIs = (name: string, character: string, offset: number) =>
  JOINERS.has(character) &&
  JOINED.test(characterBefore(name, offset)) &&
  JOINED.test(name.slice(offset + 1, offset + 3))

/** The name's characters as a reader counts them, each invisible one written out. */
const shownCharacters = (name: string) =>
  Array.from(graphemesOf(name), ({ segment, index }) =>
    segment.replace(INVISIBLE, (character, offset: number) =>
      staysAsItIs(name, character, index + offset) ? character : codePointLabel(character),
    ),
  )

/**
 * The name with every invisible or reordering character written out as its code point, such as
 * `⟨U+202E⟩`, so that what is shown is what the name holds.
 */
export const showInvisibleCharacters = (name: string) => shownCharacters(name).join('')

/** The most characters (as a reader counts them) a shown name keeps by default. */
export const SHOWN_NAME_LENGTH = 60
/** Longer text after the last dot is not an extension worth keeping whole. */
const EXTENSION_LENGTH = 10
const ELLIPSIS = '…'

/**
 * The name for the screen: invisible characters written out (see `showInvisibleCharacters`)
 * and, past `maxLength` characters, shortened in the middle, keeping its end and so its
 * extension: `a-very-long-…-name.jpg`. A written-out character counts as one.
 */
export function fileNameForDisplay(name: string, maxLength = SHOWN_NAME_LENGTH) {
  const shown = shownCharacters(name)
  if (shown.length <= maxLength) return shown.join('')
  const dotAndExtension = shown.length - shown.lastIndexOf('.')
  const room = maxLength - ELLIPSIS.length
  const kept = dotAndExtension <= EXTENSION_LENGTH + 1 ? dotAndExtension : 0
  const end = Math.max(Math.floor(room / 3), kept)
  return `${shown.slice(0, room - end).join('')}${ELLIPSIS}${shown.slice(-end).join('')}`
}
