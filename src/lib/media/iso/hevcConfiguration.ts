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
 * The bits each configuration reserves as ones, by byte of its payload: hvcC's (§8.3.3.1)
 * before its segmentation idc, parallelism type, chroma format and the two bit depths; lhvC's
 * (§9.6.3) before its segmentation idc, parallelism type and temporal layers.
 */
const RESERVED_ONES: Record<string, readonly (readonly [at: number, ones: number])[]> = {
  hvcC: [
    [13, 0xf0],
    [15, 0xfc],
    [16, 0xfc],
    [17, 0xf8],
    [18, 0xf8],
  ],
  lhvC: [
    [1, 0xf0],
    [3, 0xfc],
    [4, 0xc0],
  ],
}
/** The bit after an array's completeness flag, reserved as zero. */
const ARRAY_RESERVED_BIT = 0x40

/**
 * Writes the reserved bits of a configuration's payload as its format defines them, in place:
 * ones in its fields, zero in the header of each array, at `arrayStarts` in the payload.
 */
function writeReservedBits(payload: Uint8Array, type: string, arrayStarts: readonly number[]) {
  for (const [at, ones] of RESERVED_ONES[type] ?? []) payload[at] = (payload[at] ?? 0) | ones
  for (const at of arrayStarts) payload[at] = (payload[at] ?? 0) & ~ARRAY_RESERVED_BIT
}

/**
 * Keeps the configuration's parameter sets alone where the box lies, its reserved bits written:
 * they move up and are counted anew, and the box ends after them (keepOnly).
 */
export function keepDecodingArrays(bytes: Uint8Array, box: IsoBox) {
  const kept = decodingArrays(bytes, box)
  const arrayStarts = kept.map(({ start }) => start - box.payloadStart)
  writeReservedBits(bytes.subarray(box.payloadStart, box.end), box.type, arrayStarts)
  if (extraArrays(bytes, box).length === 0) return
  const countAt = box.payloadStart + arrayCountAt(box)
  bytes[countAt] = kept.length
  keepOnly(bytes, box, countAt + 1, kept)
}

/**
 * The configuration's payload written anew with its parameter sets alone, its reserved bits
 * written: its fields, their count, the arrays (for HEIF's property and Matroska's
 * CodecPrivate, written whole).
 */
export function writtenHevcPayload(bytes: Uint8Array, box: IsoBox) {
  const kept = decodingArrays(bytes, box)
  const countAt = arrayCountAt(box)
  const payload = concatBytes([
    bytes.subarray(box.payloadStart, box.payloadStart + countAt),
    Uint8Array.of(kept.length),
    ...kept.map(({ start, end }) => bytes.subarray(start, end)),
  ])
  const arrayStarts: number[] = []
  let at = countAt + 1
  for (const { start, end } of kept) {
    arrayStarts.push(at)
    at += end - start
  }
  writeReservedBits(payload, box.type, arrayStarts)
  return payload
}
