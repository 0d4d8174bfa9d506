import { concatBytes, isZero, readUint16BE } from '@/lib/media/core/bytes'
import { UNKNOWN_STRUCTURE } from './allowList'
import { keepOnly, type IsoBox } from './boxes'

/**
 * An HEVC configuration (hvcC, ISO/IEC 14496-15 §8.3.3) or a layered HEVC one (lhvC, §9.6.3,
 * as MV-HEVC's second view has): its fields, 22 bytes or 5, the number of arrays, then each
 * array: its NAL unit type (low six bits), its count of NAL units, and each unit after its
 * 16-bit length.
 */
const arrayCountAt = (box: IsoBox) => (box.type === 'lhvC' ? 5 : 22)
const ARRAY_HEADER_SIZE = 3
const NAL_LENGTH_SIZE = 2
/**
 * The parameter sets a decoder needs (ITU-T H.265 Table 7-1: video, sequence and picture): every
 * other array goes, SEI above all, where x265 writes its name and every setting, and the NAL
 * unit types left to users, which may hold any bytes.
 */
const DECODING_TYPES = new Set([32, 33, 34])

interface NalArray {
  start: number
  end: number
  type: number
}

function readNalArrays(bytes: Uint8Array, box: IsoBox) {
  const countAt = box.payloadStart + arrayCountAt(box)
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

const isDecoding = ({ type }: NalArray) => DECODING_TYPES.has(type)

/** The arrays a decoder needs, the parameter sets, where they lie. */
export const decodingArrays = (bytes: Uint8Array, box: IsoBox) =>
  readNalArrays(bytes, box).filter(isDecoding)

/** What a decoder does not need: the other arrays, and any bytes after the last array. */
export function extraArrays(bytes: Uint8Array, box: IsoBox) {
  const arrays = readNalArrays(bytes, box)
  const end = arrays.at(-1)?.end ?? box.payloadStart + arrayCountAt(box) + 1
  const tail = isZero(bytes, end, box.end) ? [] : [{ start: end, end: box.end }]
  return [...arrays.filter((array) => !isDecoding(array)), ...tail]
}

/**
 * Keeps the configuration's parameter sets alone where the box lies: they move up and are
 * counted anew, and the box ends after them (keepOnly).
 */
export function keepDecodingArrays(bytes: Uint8Array, box: IsoBox) {
  if (extraArrays(bytes, box).length === 0) return
  const kept = decodingArrays(bytes, box)
  const countAt = box.payloadStart + arrayCountAt(box)
  bytes[countAt] = kept.length
  keepOnly(bytes, box, countAt + 1, kept)
}

/**
 * The configuration's payload written anew with its parameter sets alone: its fields, their
 * count, the arrays (for HEIF's property and Matroska's CodecPrivate, written whole).
 */
export function writtenHevcPayload(bytes: Uint8Array, box: IsoBox) {
  const kept = decodingArrays(bytes, box)
  return concatBytes([
    bytes.subarray(box.payloadStart, box.payloadStart + arrayCountAt(box)),
    Uint8Array.of(kept.length),
    ...kept.map(({ start, end }) => bytes.subarray(start, end)),
  ])
}

/** lhvC's reserved bits, each set (§9.6.3): before its segmentation idc, parallelism and layers. */
const LAYERED_RESERVED_BITS = [
  [1, 0xf0],
  [3, 0xfc],
  [4, 0xc0],
] as const

/** A layered configuration kept as keepDecodingArrays keeps it, its reserved bits set. */
export function keepLayeredDecodingArrays(bytes: Uint8Array, box: IsoBox) {
  keepDecodingArrays(bytes, box)
  for (const [at, reserved] of LAYERED_RESERVED_BITS) {
    bytes[box.payloadStart + at] = (bytes[box.payloadStart + at] ?? 0) | reserved
  }
}
