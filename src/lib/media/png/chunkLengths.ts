// The lengths PNG (Third Edition, §11) gives the chunks a picture keeps.

/** Chunks whose data PNG fixes in length: a longer one is cut to it, IEND to nothing. */
const FIXED_LENGTHS = new Map([
  ['IHDR', 13],
  ['pHYs', 9],
  ['acTL', 8],
  ['fcTL', 26],
  ['IEND', 0],
])

/** Colour chunks of a fixed length. */
const COLOUR_LENGTHS = new Map([
  ['gAMA', 4],
  ['cHRM', 32],
  ['sRGB', 1],
  ['cICP', 4],
  ['mDCV', 24],
  ['cLLI', 8],
])

const GREYSCALE = 0
const TRUECOLOUR = 2
const INDEXED = 3
/** sBIT's length by colour type: one byte for each channel the type has (§11.3.3.4). */
const SIGNIFICANT_BITS_LENGTHS = new Map([
  [GREYSCALE, 1],
  [TRUECOLOUR, 3],
  [INDEXED, 3],
  [4, 2],
  [6, 4],
])

/**
 * What the lengths of some chunks hang on: the colour type, and how many colours an indexed
 * picture's palette can give, at most one for each index its bit depth allows.
 */
export interface PictureHeader {
  colourType: number
  paletteEntries: number
}

export function pictureHeader(ihdr: Uint8Array | undefined, plte: Uint8Array | undefined) {
  const colourType = ihdr?.[9] ?? -1
  const indices = 2 ** (ihdr?.[8] ?? 8)
  return { colourType, paletteEntries: Math.min(Math.floor((plte?.length ?? 0) / 3), indices) }
}

/** How long a chunk's data PNG lets be (tRNS: at most); undefined when it leaves it open. */
function definedLength(type: string, { colourType, paletteEntries }: PictureHeader) {
  if (type === 'sBIT') return SIGNIFICANT_BITS_LENGTHS.get(colourType)
  if (type === 'tRNS') {
    if (colourType === INDEXED) return paletteEntries
    return colourType === GREYSCALE ? 2 : colourType === TRUECOLOUR ? 6 : 0
  }
  return COLOUR_LENGTHS.get(type)
}

/**
 * Whether decoders read a colour chunk of this length: one of another (a tRNS longer than the
 * palette, or in a picture with an alpha channel) is ignored, and so is the palette a picture
 * that is not indexed only suggests: it can go and the picture look the same.
 */
export function decodersRead(type: string, length: number, picture: PictureHeader) {
  if (type === 'PLTE') return picture.colourType === INDEXED
  const defined = definedLength(type, picture)
  if (defined === undefined) return true
  return type === 'tRNS' && picture.colourType === INDEXED ? length <= defined : length === defined
}

/**
 * The longest a chunk's data may be, undefined when PNG sets no bound: the fixed lengths, and
 * an indexed picture's palette, whose colours past the indices its bit depth allows decoders
 * leave unread.
 */
export const longestLength = (type: string, picture: PictureHeader) =>
  type === 'PLTE' ? 3 * picture.paletteEntries : FIXED_LENGTHS.get(type)
