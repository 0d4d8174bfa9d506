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

/** What the lengths of some chunks hang on: the colour type, and how many colours PLTE lists. */
export interface PictureHeader {
  colourType: number
  paletteEntries: number
}

export function pictureHeader(ihdr: Uint8Array | undefined, plte: Uint8Array | undefined) {
  return { colourType: ihdr?.[9] ?? -1, paletteEntries: Math.floor((plte?.length ?? 0) / 3) }
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
 * palette, or in a picture with an alpha channel) is ignored, so it can go and the picture look
 * the same.
 */
export function decodersRead(type: string, length: number, picture: PictureHeader) {
  const defined = definedLength(type, picture)
  if (defined === undefined) return true
  return type === 'tRNS' && picture.colourType === INDEXED ? length <= defined : length === defined
}

export const fixedLength = (type: string) => FIXED_LENGTHS.get(type)
