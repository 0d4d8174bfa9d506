import { concatBytes } from '@/lib/media/core/bytes'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { HEVC_ARRAY_COUNT_AT, hevcDecodingArrays } from '@/lib/media/iso'
import type { WrittenAnew } from './allowList'

/**
 * HEVC's CodecPrivate, an hvcC box's payload (ISO/IEC 14496-15): its fields and the parameter
 * set arrays a decoder needs; SEI arrays (where x265 writes its name and settings) and anything
 * after the arrays go.
 */
export function writeHevcConfiguration(data: Uint8Array): WrittenAnew {
  const box = { type: 'hvcC', start: 0, payloadStart: 0, end: data.length }
  const arrays = hevcDecodingArrays(data, box)
  const written = concatBytes([
    data.subarray(0, HEVC_ARRAY_COUNT_AT),
    Uint8Array.of(arrays.length),
    ...arrays.map(({ start, end }) => data.subarray(start, end)),
  ])
  const encoder = encoderNameIn(data)
  return {
    data: written,
    revealed:
      written.length === data.length ? {} : encoder ? { software: encoder } : { other: true },
  }
}
