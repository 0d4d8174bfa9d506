// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blankedElements } from '@/lib/media/core/aacElements'
import { SCALE_FACTOR_BOOK, SPECTRAL_BOOKS } from '@/lib/media/core/aacCodebooks'
import { packedBits } from '../canaries/bytes'

const FIL = 6
const END = 7

const FILL_DATA = 1

/**
 * A raw data block of one fill element of `type` holding `text`, then END. Fill data puts a
 * zero nibble before its bytes; another type's payload starts at once, the nibble after it.
 */
function fillElement(type: number, text: string) {
  const letters = [...text].map((letter): [number, number] => [letter.charCodeAt(0), 8])
  const nibble: [number, number] = [0, 4]
  return packedBits([
    [FIL, 3],
    [text.length + 1, 4],
    [type, 4],
    ...(type === FILL_DATA ? [nibble, ...letters] : [...letters, nibble]),
    [END, 3],
  ])
}

const holds = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text)

describe('the fill elements that open an AAC raw data block', () => {
  it.each([
    ['fill data', 1],
    ['a data element', 2],
    ['a reserved type', 3],
    ['another reserved type', 15],
  ])('blanks %s, which decoders skip', (_name, type) => {
    const { bytes, payloads } = blankedElements(fillElement(type, 'CANARY'), 0)
    expect(payloads.some((held) => holds(held, 'CANARY'))).toBe(true)
    expect(blankedElements(bytes ?? new Uint8Array(), 0).payloads).toEqual([])
  })

  it('keeps dynamic range, object audio and SBR data, which decoders read', () => {
    for (const type of [4, 10, 11, 13]) {
      expect(blankedElements(fillElement(type, 'CANARY'), 0)).toEqual({
        bytes: undefined,
        payloads: [],
      })
    }
  })
})

type Fields = [value: number, bits: number][]

const SCE = 0
const CPE = 1
const DSE = 4
const ONLY_LONG = 0
const EIGHT_SHORT = 2
/** 44.1 kHz: its first long band is 4 lines, one codeword of book 1. */
const AT_44100 = { samplingIndex: 4, objectType: 2 } as const

/** A data stream element holding `text`, not aligned. */
const dataStream = (text: string): Fields => [
  [DSE, 3],
  [0, 4],
  [0, 1],
  [text.length, 8],
  ...[...text].map((letter): [number, number] => [letter.charCodeAt(0), 8]),
]

/** The fields of one long window of `maxBands` bands (ics_info), predicting or not. */
const longWindow = (maxBands: number, predicting = 0): Fields => [
  [0, 1],
  [ONLY_LONG, 2],
  [0, 1],
  [maxBands, 6],
  [predicting, 1],
]

/** Index `index`'s codeword in `book`. */
const codeword = (book: { lengths: readonly number[]; codes: readonly number[] }, index: number) =>
  [book.codes[index] ?? 0, book.lengths[index] ?? 0] as [number, number]

/** Book 1's codeword of four zero lines, and the scale factor book's of no change. */
const FOUR_ZEROS = codeword(SPECTRAL_BOOKS[0] ?? { lengths: [], codes: [] }, 40)
const NO_CHANGE = codeword(SCALE_FACTOR_BOOK, 60)

/**
 * A channel pair sharing one long window of 4 bands, mid/side on all of them: the first
 * channel's first band coded with book 1, with two pulses and a filter of order 3; the second
 * channel's bands all zero.
 */
const LONG_PAIR: Fields = [
  [CPE, 3],
  [0, 4],
  [1, 1],
  ...longWindow(4),
  [2, 2],
  [100, 8],
  ...([
    [1, 4],
    [1, 5],
    [0, 4],
    [3, 5],
  ] as Fields),
  NO_CHANGE,
  ...([
    [1, 1],
    [1, 2],
    [0, 6],
    [3, 5],
    [2, 4],
    [5, 5],
    [1, 4],
  ] as Fields),
  ...([
    [1, 1],
    [1, 2],
    [1, 1],
    [10, 6],
    [3, 5],
    [0, 1],
    [0, 1],
    [5, 4],
    [9, 4],
    [1, 4],
  ] as Fields),
  [0, 1],
  FOUR_ZEROS,
  [100, 8],
  [0, 4],
  [4, 5],
  [0, 1],
  [0, 1],
  [0, 1],
]

/**
 * A single channel of eight short windows, each its own group of 2 zero bands, each window with
 * a filter of order 2 in compressed coefficients.
 */
const SHORT_SINGLE: Fields = [
  [SCE, 3],
  [0, 4],
  [100, 8],
  [0, 1],
  [EIGHT_SHORT, 2],
  [0, 1],
  [2, 4],
  [0, 7],
  ...Array.from({ length: 8 }, (): Fields => [
    [0, 4],
    [2, 3],
  ]).flat(),
  [0, 1],
  [1, 1],
  ...Array.from({ length: 8 }, (): Fields => [
    [1, 1],
    [0, 1],
    [4, 4],
    [2, 3],
    [0, 1],
    [1, 1],
    [1, 2],
    [2, 2],
  ]).flat(),
  [0, 1],
]

describe('the data stream and fill elements after an AAC frame’s channel elements', () => {
  it.each([
    ['a channel pair with pulses, a filter, mid/side and a coded band', LONG_PAIR],
    ['a single channel of eight grouped short windows with filters', SHORT_SINGLE],
  ])('are found after %s, where the bands are known', (_name, channel) => {
    const block = packedBits([...channel, ...dataStream('CANARY'), [END, 3]])
    const { payloads } = blankedElements(block, 0, AT_44100)
    expect(payloads.map((held) => holds(held, 'CANARY'))).toEqual([true])
    expect(blankedElements(block, 0).payloads).toEqual([])
  })

  it('are left where the walk does not end with the bytes: it has misread, or the bytes go on', () => {
    const block = packedBits([...LONG_PAIR, ...dataStream('CANARY'), [END, 3]])
    const cut = packedBits([...LONG_PAIR.slice(0, -2), ...dataStream('CANARY'), [END, 3]])
    const paddedWithOnes = Uint8Array.of(...block, 0xff)
    for (const bytes of [cut, paddedWithOnes]) {
      expect(blankedElements(bytes, 0, AT_44100).payloads).toEqual([])
    }
    expect(blankedElements(block, 0, { ...AT_44100, samplingIndex: 15 }).payloads).toEqual([])
  })

  it.each([
    [
      'AAC Main’s prediction, with a reset of group 7 and a bit for each band',
      1,
      [
        [1, 1],
        [7, 5],
        [0b1010, 4],
      ],
    ],
    [
      'long-term prediction, with its lag, coefficient and a bit for each band',
      4,
      [
        [1, 1],
        [1000, 11],
        [5, 3],
        [0b0110, 4],
      ],
    ],
  ] as [string, 1 | 4, Fields][])(
    'are found after %s, which AAC LC may not have',
    (_name, objectType, fields) => {
      // One long window of 4 zero bands, predicting.
      const predicted: Fields = [
        [SCE, 3],
        [0, 4],
        [100, 8],
        ...longWindow(4, 1),
        ...fields,
        [0, 4],
        [4, 5],
        [0, 1],
        [0, 1],
        [0, 1],
      ]
      const block = packedBits([...predicted, ...dataStream('CANARY'), [END, 3]])
      expect(blankedElements(block, 0, { ...AT_44100, objectType }).payloads).toHaveLength(1)
      expect(blankedElements(block, 0, AT_44100).payloads).toEqual([])
    },
  )

  it('are found after a channel pair’s long-term prediction, one for each channel', () => {
    const pair: Fields = [
      [CPE, 3],
      [0, 4],
      [1, 1],
      ...longWindow(2, 1),
      ...([
        [1, 1],
        [700, 11],
        [3, 3],
        [0b11, 2],
      ] as Fields),
      ...([
        [1, 1],
        [701, 11],
        [4, 3],
        [0b01, 2],
      ] as Fields),
      [0, 2],
      ...Array.from({ length: 2 }, (): Fields => [
        [100, 8],
        [0, 4],
        [2, 5],
        [0, 1],
        [0, 1],
        [0, 1],
      ]).flat(),
    ]
    const block = packedBits([...pair, ...dataStream('CANARY'), [END, 3]])
    expect(blankedElements(block, 0, { ...AT_44100, objectType: 4 }).payloads).toHaveLength(1)
  })

  it('are found in the second of two raw data blocks of an ADTS frame, each aligned', () => {
    const first = packedBits([...SHORT_SINGLE, [END, 3]])
    const second = packedBits([...LONG_PAIR, ...dataStream('CANARY'), [END, 3]])
    const frame = Uint8Array.of(...first, ...second)
    expect(blankedElements(frame, 0, AT_44100, 2).payloads).toHaveLength(1)
    expect(blankedElements(frame, 0, AT_44100).payloads).toEqual([])
  })
})

/** 4 long bands, the first coded with book 1 (one codeword of four zero lines), the rest zero. */
const ONE_CODED_BAND: Fields = [
  [1, 4],
  [1, 5],
  [0, 4],
  [3, 5],
  NO_CHANGE,
  [0, 1],
  [0, 1],
  [0, 1],
  FOUR_ZEROS,
]

const CCE = 2

/**
 * A coupling channel element up to its channel stream: switched independently or not, coupled
 * to each of `targets`, a single channel or a pair with its cc_l and cc_r bits.
 */
const couplingHeader = (independentlySwitched: 0 | 1, targets: ('single' | number)[]): Fields => [
  [CCE, 3],
  [0, 4],
  [independentlySwitched, 1],
  [targets.length - 1, 3],
  ...targets.flatMap((target, tag): Fields =>
    target === 'single'
      ? [
          [0, 1],
          [tag, 4],
        ]
      : [
          [1, 1],
          [tag, 4],
          [target, 2],
        ],
  ),
  // Its domain, its gains' sign and their scale.
  [0, 1],
  [1, 1],
  [2, 2],
  [100, 8],
]

describe('the data stream and fill elements after an AAC coupling channel element', () => {
  it('are found after gains for each coupled channel, common or for each coded band', () => {
    // Coupled to a single channel and to both channels of a pair: three gain lists, the second
    // one common gain, the third a gain for the one coded band.
    const coupling: Fields = [
      ...couplingHeader(0, ['single', 0b11]),
      ...longWindow(4),
      ...ONE_CODED_BAND,
      [1, 1],
      NO_CHANGE,
      [0, 1],
      NO_CHANGE,
    ]
    const block = packedBits([...coupling, ...dataStream('CANARY'), [END, 3]])
    expect(blankedElements(block, 0, AT_44100).payloads).toHaveLength(1)
  })

  it('are found after a gain for each band with a book, noise bands too, one list a target', () => {
    // Coupled to the left channel of a pair and to a single channel: two gain lists, the second
    // a gain for each of bands 0 and 1 (book 1) and band 2 (noise), none for band 3.
    const coupling: Fields = [
      ...couplingHeader(0, [0b10, 'single']),
      ...longWindow(4),
      ...([
        [1, 4],
        [2, 5],
        [13, 4],
        [1, 5],
        [0, 4],
        [1, 5],
      ] as Fields),
      NO_CHANGE,
      NO_CHANGE,
      [256, 9],
      [0, 1],
      [0, 1],
      [0, 1],
      FOUR_ZEROS,
      FOUR_ZEROS,
      [0, 1],
      NO_CHANGE,
      NO_CHANGE,
      NO_CHANGE,
    ]
    const block = packedBits([...coupling, ...dataStream('CANARY'), [END, 3]])
    expect(blankedElements(block, 0, AT_44100).payloads).toHaveLength(1)
  })

  it('are found after an independently switched one, whose gains are common', () => {
    const coupling: Fields = [
      ...couplingHeader(1, ['single', 'single']),
      ...longWindow(4),
      ...ONE_CODED_BAND,
      NO_CHANGE,
    ]
    const block = packedBits([...coupling, ...dataStream('CANARY'), [END, 3]])
    expect(blankedElements(block, 0, AT_44100).payloads).toHaveLength(1)
  })
})

const LONG_START = 1
const LONG_STOP = 3
const SSR = { ...AT_44100, objectType: 3 } as const

describe('the data stream and fill elements after AAC SSR’s gain control', () => {
  it.each([
    // Windows with adjustments, and the bits of a location in the first window and the others.
    ['one long window', ONLY_LONG, 1, 5, 5],
    ['a long start', LONG_START, 2, 4, 2],
    ['eight short windows', EIGHT_SHORT, 8, 2, 2],
    ['a long stop', LONG_STOP, 2, 4, 5],
  ])('are found after %s’s', (_name, sequence, windows, firstBits, otherBits) => {
    const short = sequence === EIGHT_SHORT
    // Bands 1 to 3, band n with n adjustments in each window.
    const gainControl: Fields = [
      [3, 2],
      ...[1, 2, 3].flatMap((adjustments) =>
        Array.from({ length: windows }, (_, window): Fields => [
          [adjustments, 3],
          ...Array.from({ length: adjustments }, (): Fields => [
            [adjustments, 4],
            [1, window === 0 ? firstBits : otherBits],
          ]).flat(),
        ]).flat(),
      ),
    ]
    const channel: Fields = [
      [SCE, 3],
      [0, 4],
      [100, 8],
      [0, 1],
      [sequence, 2],
      [0, 1],
      ...(short
        ? ([
            [2, 4],
            [0b1111111, 7],
            [0, 4],
            [2, 3],
          ] as Fields)
        : ([
            [2, 6],
            [0, 1],
            [0, 4],
            [2, 5],
          ] as Fields)),
      [0, 1],
      [0, 1],
      [1, 1],
      ...gainControl,
    ]
    const block = packedBits([...channel, ...dataStream('CANARY'), [END, 3]])
    expect(blankedElements(block, 0, SSR).payloads).toHaveLength(1)
    expect(blankedElements(block, 0, AT_44100).payloads).toEqual([])
  })
})
