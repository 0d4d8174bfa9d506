// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blankedElements } from '@/lib/media/core/aacElements'

/** Bits written most significant first, as AAC packs its elements, padded to a byte. */
function packed(fields: readonly [value: number, bits: number][]) {
  const bits = fields.flatMap(([value, count]) =>
    Array.from({ length: count }, (_, index) => (value >> (count - 1 - index)) & 1),
  )
  while (bits.length % 8) bits.push(0)
  return Uint8Array.from({ length: bits.length / 8 }, (_, byte) =>
    bits.slice(byte * 8, byte * 8 + 8).reduce((value, bit) => value * 2 + bit, 0),
  )
}

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
  return packed([
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

  it('keeps dynamic range and SBR data, which decoders read', () => {
    for (const type of [11, 13]) {
      expect(blankedElements(fillElement(type, 'CANARY'), 0)).toEqual({
        bytes: undefined,
        payloads: [],
      })
    }
  })
})
