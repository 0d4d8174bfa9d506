// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codedUnitAt, unitHeaderBytes } from '@/lib/media/core/codedUnits'

const hevc = { codec: 'hevc', lengthSize: 4 } as const
const av1 = { codec: 'av1' } as const

describe('a coded unit read from its header alone', () => {
  it('is an HEVC NAL unit ending where its length says, SEI or not', () => {
    const suffixSei = Uint8Array.of(0, 0, 0, 40, 40 << 1, 1)
    const slice = Uint8Array.of(0, 0, 0x10, 0, 1 << 1, 1)
    expect(codedUnitAt(suffixSei, 0, 10_000, hevc)).toEqual({ end: 44, mayHoldSkippedData: true })
    expect(codedUnitAt(slice, 0, 10_000, hevc)).toEqual({ end: 4100, mayHoldSkippedData: false })
    expect(unitHeaderBytes(hevc)).toBe(6)
  })

  it('is none where a NAL unit’s length is zero, as no unit’s is', () => {
    expect(codedUnitAt(new Uint8Array(6), 0, 100, hevc)).toBeUndefined()
  })

  it('is an AV1 OBU ending where its size says, or at the data’s end where it has none', () => {
    const metadataWithSize = Uint8Array.of((5 << 3) | 2, 0x81, 0x01)
    const frameWithoutSize = Uint8Array.of(6 << 3)
    expect(codedUnitAt(metadataWithSize, 0, 1000, av1)).toEqual({
      end: 3 + 129,
      mayHoldSkippedData: true,
    })
    expect(codedUnitAt(frameWithoutSize, 0, 1000, av1)).toEqual({
      end: 1000,
      mayHoldSkippedData: false,
    })
  })

  it('is none where an OBU’s forbidden bit is set', () => {
    expect(codedUnitAt(Uint8Array.of(0x80 | (5 << 3) | 2, 1), 0, 100, av1)).toBeUndefined()
  })
})
