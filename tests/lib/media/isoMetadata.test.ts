import { describe, expect, it } from 'vitest'
import { readIsoHiddenDetails, neutraliseIsoMetadata } from '@/lib/media/isoMetadata'

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]
const box = (type: string, ...payload: number[][]) => {
  const body = payload.flat()
  return [...u32(body.length + 8), ...ascii(type), ...body]
}

/** Seconds from 1904, QuickTime's epoch, to 14 March 2026 04:11 UTC. */
const RECORDED = Date.UTC(2026, 2, 14, 4, 11) / 1000 + 2_082_844_800

/** A movie header (version 0): creation and modification time, then fields we leave alone. */
const movieHeader = box(
  'mvhd',
  [0, 0, 0, 0],
  u32(RECORDED),
  u32(RECORDED),
  u32(600),
  new Array<number>(88).fill(7),
)

/** QuickTime's own `meta`, a plain box, as Android phones write it with keys. */
const androidMeta = box(
  'meta',
  box('hdlr', [0, 0, 0, 0], u32(0), ascii('mdta'), new Array<number>(13).fill(0)),
  box(
    'keys',
    [0, 0, 0, 0],
    u32(2),
    box('mdta', ascii('com.android.manufacturer')),
    box('mdta', ascii('com.android.model')),
  ),
  box(
    'ilst',
    [...u32(8 + 8 + 8 + 6), ...u32(1), ...box('data', u32(1), u32(0), ascii('Google'))],
    [...u32(8 + 8 + 8 + 7), ...u32(2), ...box('data', u32(1), u32(0), ascii('Pixel 8'))],
  ),
)

const movie = () => Uint8Array.from(box('moov', movieHeader, androidMeta))

describe('MP4 and MOV metadata that phones write', () => {
  it('reads Android’s keyed make and model in QuickTime’s plain meta box, and the movie’s creation time', () => {
    expect(readIsoHiddenDetails(movie())).toEqual({
      device: { make: 'Google', model: 'Pixel 8' },
      date: '2026-03-14T04:11',
    })
  })

  it('blanks the items and the creation time in place, leaving every other byte and the length', () => {
    const original = movie()
    const cleaned = neutraliseIsoMetadata(original)
    expect(cleaned.length).toBe(original.length)
    expect(readIsoHiddenDetails(cleaned)).toEqual({})
    const text = new TextDecoder('latin1').decode(cleaned)
    expect(text).not.toContain('Pixel')
    expect(text).toContain('com.android.model')
    // moov and mvhd headers, then version and flags: the two times follow.
    const timesStart = 8 + 8 + 4
    const timesEnd = timesStart + 8
    const headerEnd = 8 + movieHeader.length
    expect(cleaned.slice(timesStart, timesEnd)).toEqual(new Uint8Array(8))
    expect(cleaned.slice(timesEnd, headerEnd)).toEqual(original.slice(timesEnd, headerEnd))
  })
})
