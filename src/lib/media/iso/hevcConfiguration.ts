import { readUint16BE } from '@/lib/media/core/bytes'
import { UNKNOWN_STRUCTURE } from './allowList'
import { keepOnly, type IsoBox } from './boxes'

/**
 * An HEVC configuration (hvcC, ISO/IEC 14496-15 §8.3.3): 22 bytes of fields, the number of
 * arrays, then each array: its NAL unit type (low six bits), its count of NAL units, and each
 * unit after its 16-bit length.
 */
export const ARRAY_COUNT_AT = 22
const ARRAY_HEADER_SIZE = 3
const NAL_LENGTH_SIZE = 2
/** Prefix and suffix SEI (ITU-T H.265 Table 7-1): x265 writes its name and every setting there. */
const SEI_TYPES = new Set([39, 40])

interface NalArray {
  start: number
  end: number
  type: number
}

function readNalArrays(bytes: Uint8Array, box: IsoBox) {
  const countAt = box.payloadStart + ARRAY_COUNT_AT
  if (countAt >= box.end) throw new Error(UNKNOWN_STRUCTURE)
  const arrays: NalArray[] = []
  let at = countAt + 1
  for (let index = 0; index < (bytes[countAt] ?? 0); index += 1) {
    if (at + ARRAY_HEADER_SIZE > box.end) throw new Error(UNKNOWN_STRUCTURE)
    let end = at + ARRAY_HEADER_SIZE
    for (let unit = 0; unit < readUint16BE(bytes, at + 1); unit += 1) {
      if (end + NAL_LENGTH_SIZE > box.end) throw new Error(UNKNOWN_STRUCTURE)
      end += NAL_LENGTH_SIZE + readUint16BE(bytes, end)
    }
    if (end > box.end) throw new Error(UNKNOWN_STRUCTURE)
    arrays.push({ start: at, end, type: (bytes[at] ?? 0) & 0x3f })
    at = end
  }
  return arrays
}

/** The SEI arrays of an HEVC configuration, which a decoder does not need to decode. */
export const seiArrays = (bytes: Uint8Array, box: IsoBox) =>
  readNalArrays(bytes, box).filter(({ type }) => SEI_TYPES.has(type))

/** The arrays a decoder needs, every one but SEI, where they lie. */
export const decodingArrays = (bytes: Uint8Array, box: IsoBox) =>
  readNalArrays(bytes, box).filter(({ type }) => !SEI_TYPES.has(type))

/**
 * Drops the configuration's SEI arrays where the box lies: the other arrays move up and are
 * counted anew, and the box ends after them (keepOnly).
 */
export function dropSeiArrays(bytes: Uint8Array, box: IsoBox) {
  const arrays = readNalArrays(bytes, box)
  const kept = arrays.filter(({ type }) => !SEI_TYPES.has(type))
  if (kept.length === arrays.length) return
  const countAt = box.payloadStart + ARRAY_COUNT_AT
  bytes[countAt] = kept.length
  keepOnly(bytes, box, countAt + 1, kept)
}
