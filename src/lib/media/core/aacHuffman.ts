import { SCALE_FACTOR_BOOK, SPECTRAL_BOOKS, type Codebook } from './aacCodebooks'
import type { BitReader } from './bitReader'

/**
 * Decoders of AAC's Huffman books (aacCodebooks.ts) that read a codeword in one or two table
 * look-ups rather than a bit at a time: a raw data block holds hundreds of codewords, and a file
 * of an hour of sound some hundred million.
 */

/** Codewords no longer than this are found in the first table; longer ones in a second. */
const FIRST_TABLE_BITS = 10
/** A table entry: a value above the bits to move past (5 bits). */
const LENGTH_BITS = 5
const LENGTH_MASK = (1 << LENGTH_BITS) - 1

/**
 * What follows a codeword of each index: bits read past with it (a spectral book's sign bits),
 * and a value to give.
 */
type Follows = (index: number) => { bits: number; value: number }

/**
 * Tables of a book: each entry is a value and the bits to move past (the codeword and what
 * `follows` it), or -(n + 1) for second table n.
 */
function tablesOf({ lengths, codes }: Codebook, follows: Follows) {
  const longest = Math.max(...lengths)
  const firstBits = Math.min(longest, FIRST_TABLE_BITS)
  const restBits = longest - firstBits
  const first = new Int32Array(1 << firstBits)
  const second: Int32Array[] = []
  lengths.forEach((length, index) => {
    const code = codes[index] ?? 0
    const { bits, value } = follows(index)
    const entry = (value << LENGTH_BITS) | (length + bits)
    if (length <= firstBits) {
      const from = code << (firstBits - length)
      first.fill(entry, from, from + (1 << (firstBits - length)))
      return
    }
    const prefix = code >> (length - firstBits)
    let tableAt = -(first[prefix] ?? 0) - 1
    if (tableAt < 0) {
      tableAt = second.push(new Int32Array(1 << restBits)) - 1
      first[prefix] = -(tableAt + 1)
    }
    const from = (code & ((1 << (length - firstBits)) - 1)) << (longest - length)
    second[tableAt]?.fill(entry, from, from + (1 << (longest - length)))
  })
  return { longest, restBits, first, second }
}

/**
 * Reads a book's codewords: `read` moves past the next one and the bits that follow it, and
 * gives its value.
 */
function decoderOf(book: Codebook, follows: Follows) {
  const { longest, restBits, first, second } = tablesOf(book, follows)
  const restMask = (1 << restBits) - 1
  return {
    read(reader: BitReader) {
      const bits = reader.peek(longest)
      let entry = first[bits >>> restBits] ?? 0
      if (entry < 0) entry = second[-entry - 1]?.[bits & restMask] ?? 0
      reader.skip(entry & LENGTH_MASK)
      return entry >> LENGTH_BITS
    },
  }
}

/**
 * How each spectral book codes its lines (§4.6.3.1, table 4.148): 4 or 2 lines a codeword, each
 * a digit of the index in base `base`; signed books centre the digits on zero, unsigned ones
 * send a sign bit after the codeword for each line not zero. Book 11 escapes a 16 to larger
 * values with a sequence after the signs.
 */
const SPECTRAL_LAYOUTS = [
  { dimension: 4, base: 3, signed: true },
  { dimension: 4, base: 3, signed: true },
  { dimension: 4, base: 3, signed: false },
  { dimension: 4, base: 3, signed: false },
  { dimension: 2, base: 9, signed: true },
  { dimension: 2, base: 9, signed: true },
  { dimension: 2, base: 8, signed: false },
  { dimension: 2, base: 8, signed: false },
  { dimension: 2, base: 13, signed: false },
  { dimension: 2, base: 13, signed: false },
  { dimension: 2, base: 17, signed: false },
] as const
const ESCAPE_VALUE = 16

/** The digits of `index` in `base`, `count` of them. */
const digitsOf = (index: number, base: number, count: number) =>
  Array.from({ length: count }, (_, place) => Math.floor(index / base ** place) % base)

/**
 * Readers of the spectral books 1 to 11, in order: each moves past a codeword and its sign bits,
 * and gives how many escape sequences follow; with how many lines a codeword codes.
 */
const spectralReaders = () =>
  SPECTRAL_BOOKS.map((book, at) => {
    const { dimension, base, signed } = SPECTRAL_LAYOUTS[at] ?? SPECTRAL_LAYOUTS[0]
    const decoder = decoderOf(book, (index) => {
      const digits = digitsOf(index, base, dimension)
      return {
        bits: signed ? 0 : digits.filter((digit) => digit !== 0).length,
        value: digits.filter((digit) => digit === ESCAPE_VALUE).length,
      }
    })
    return { dimension, read: decoder.read }
  })

let books: ReturnType<typeof buildBooks> | undefined

const buildBooks = () => ({
  /** Moves past a scale factor's codeword: its value is not needed. */
  scaleFactor: decoderOf(SCALE_FACTOR_BOOK, () => ({ bits: 0, value: 0 })),
  spectral: spectralReaders(),
})

/**
 * The books' readers, their tables made on the first AAC frame walked (a few milliseconds, many
 * more on a slow phone), not when the media worker starts for a photo.
 */
export const aacBooks = () => (books ??= buildBooks())
