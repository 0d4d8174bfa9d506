import { describe, expect, it } from 'vitest'
import { LONG_WINDOW_BANDS, SHORT_WINDOW_BANDS } from '@/lib/media/core/aacBands'
import { SCALE_FACTOR_BOOK, SPECTRAL_BOOKS, type Codebook } from '@/lib/media/core/aacCodebooks'

/** Each codeword as its bits written out, to compare prefixes. */
const words = ({ lengths, codes }: Codebook) =>
  lengths.map((length, index) => (codes[index] ?? 0).toString(2).padStart(length, '0'))

const BOOKS: [string, Codebook, number][] = [
  ['the scale factor book', SCALE_FACTOR_BOOK, 121],
  ...SPECTRAL_BOOKS.map((book, at): [string, Codebook, number] => [
    `spectral book ${at + 1}`,
    book,
    [81, 81, 81, 81, 81, 81, 64, 64, 169, 169, 289][at] ?? 0,
  ]),
]

describe.each(BOOKS)('%s', (_, book, entries) => {
  it('has a codeword for each index, each fitting its length', () => {
    expect(book.lengths).toHaveLength(entries)
    expect(book.codes).toHaveLength(entries)
    expect(words(book).every((word, index) => word.length === book.lengths[index])).toBe(true)
  })

  it('is a complete prefix code: no codeword starts another, and every bit string decodes', () => {
    const sorted = words(book).sort()
    const prefixes = sorted.filter((word, index) => sorted[index + 1]?.startsWith(word))
    expect(prefixes).toEqual([])
    expect(book.lengths.reduce((sum, length) => sum + 2 ** -length, 0)).toBe(1)
  })
})

describe('the scale factor bands', () => {
  it('cover each window from its first line to its last, for all 13 sampling frequencies', () => {
    for (const [tables, lines] of [
      [LONG_WINDOW_BANDS, 1024],
      [SHORT_WINDOW_BANDS, 128],
    ] as const) {
      expect(tables).toHaveLength(13)
      for (const bands of tables) {
        expect(bands[0]).toBe(0)
        expect(bands.at(-1)).toBe(lines)
        expect(bands.every((start, index) => index === 0 || start > (bands[index - 1] ?? 0))).toBe(
          true,
        )
      }
    }
  })

  it('have as many bands as the standard gives each rate (96 kHz first, 7.35 kHz last)', () => {
    expect(LONG_WINDOW_BANDS.map((bands) => bands.length - 1)).toEqual([
      41, 41, 47, 49, 49, 51, 47, 47, 43, 43, 43, 40, 40,
    ])
    expect(SHORT_WINDOW_BANDS.map((bands) => bands.length - 1)).toEqual([
      12, 12, 12, 14, 14, 14, 15, 15, 15, 15, 15, 15, 15,
    ])
  })
})
