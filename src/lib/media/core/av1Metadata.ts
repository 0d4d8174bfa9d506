import type { ByteRange } from './bytes'
import { HDR10_PLUS } from './seiUserData'

/**
 * Metadata OBUs in AV1 coded frames (AV1 §5.3 and §5.8), as ISO BMFF samples and Matroska
 * blocks hold them: OBUs one after the other, each with its size (low-overhead format). A
 * metadata OBU of ITU-T T.35 data (captions, makers' own data) or of a type left to users or
 * reserved holds bytes decoders skip, and so does all of a padding OBU or an OBU of a reserved
 * type (decoders ignore both, §6.2.1). HDR brightness (content light level, mastering display,
 * HDR10+ in T.35), which screens read, and scalability, which decoding reads, stay; so does a
 * timecode, whose fields have no neutral length.
 */
const OBU_METADATA = 5
/** OBU types whose payload decoders never read: the reserved ones, and padding (15). */
const SKIPPED_OBU_TYPES = new Set([0, 9, 10, 11, 12, 13, 14, 15])
const METADATA = { hdrCll: 1, hdrMdcv: 2, scalability: 3, itutT35: 4, timecode: 5 } as const
const KEPT_TYPES = new Set<number>([
  METADATA.hdrCll,
  METADATA.hdrMdcv,
  METADATA.scalability,
  METADATA.timecode,
])
/** The trailing bits (§5.3.4) after a whole number of payload bytes: a one, then zeros. */
const TRAILING_ONE = 0x80

/** A leb128 number (§4.10.5) and the bytes it takes; undefined where it runs past `end`. */
function readLeb128(bytes: Uint8Array, at: number, end: number) {
  let value = 0
  for (let index = 0; index < 8 && at + index < end; index += 1) {
    const byte = bytes[at + index] ?? 0
    value += (byte & 0x7f) * 2 ** (7 * index)
    if (byte < 0x80) return { value, length: index + 1 }
  }
  return undefined
}

/** Whether the metadata of `type`, at `start`, is data decoders skip that is not HDR10+. */
function isSkipped(bytes: Uint8Array, type: number, start: number) {
  if (KEPT_TYPES.has(type)) return false
  return (
    type !== METADATA.itutT35 || !HDR10_PLUS.every((byte, index) => bytes[start + index] === byte)
  )
}

/** The most bytes an OBU's header takes: its header byte, its extension and an 8-byte size. */
export const OBU_HEADER_BYTES = 10

/**
 * The OBU whose header is at `at`, in data `length` bytes long: where its payload starts and
 * ends (an OBU without its size takes the rest of the data), its type, and whether it may hold
 * data decoders skip (metadata, padding, a reserved type); none where its forbidden bit is set
 * or its size cannot be read.
 */
export function obuAt(bytes: Uint8Array, at: number, length: number) {
  const header = bytes[at] ?? 0
  const payloadAt = at + 1 + ((header >> 2) & 1)
  const size = header & 2 ? readLeb128(bytes, payloadAt, length) : undefined
  if (header & 0x80 || (header & 2 && !size)) return undefined
  const start = payloadAt + (size?.length ?? 0)
  const end = size ? start + size.value : length
  const type = (header >> 3) & 0x0f
  const mayHoldSkippedData = type === OBU_METADATA || SKIPPED_OBU_TYPES.has(type)
  return { start, end, type, mayHoldSkippedData }
}

/**
 * The payloads of the OBUs holding data decoders skip, in the OBUs `bytes` hold whole (an OBU
 * without its size takes the rest of them): a metadata OBU's after its metadata type, a padding
 * or reserved OBU's whole.
 */
export function skippedMetadata(bytes: Uint8Array) {
  const found: ByteRange[] = []
  for (let at = 0; at < bytes.length;) {
    const obu = obuAt(bytes, at, bytes.length)
    if (!obu || obu.end > bytes.length) break
    if (SKIPPED_OBU_TYPES.has(obu.type) && obu.start < obu.end) {
      found.push({ start: obu.start, end: obu.end })
    }
    const metadata = obu.type === OBU_METADATA ? readLeb128(bytes, obu.start, obu.end) : undefined
    const data = obu.start + (metadata?.length ?? 0)
    if (metadata && data < obu.end && isSkipped(bytes, metadata.value, data)) {
      found.push({ start: data, end: obu.end })
    }
    at = obu.end
  }
  return found
}

/** The last byte that is not zero, where the trailing bits' one lies. */
function trailingOneAt(bytes: Uint8Array, { start, end }: ByteRange) {
  let at = end - 1
  while (at >= start && bytes[at] === 0) at -= 1
  return at
}

/**
 * Zeroes the payload where it lies, but its trailing one, so the OBU keeps its size and valid
 * trailing bits, and a reader counts as many payload bytes as before.
 */
export function blankMetadata(bytes: Uint8Array, payload: ByteRange) {
  const trailing = trailingOneAt(bytes, payload)
  bytes.fill(0, payload.start, payload.end)
  if (trailing >= payload.start) bytes[trailing] = TRAILING_ONE
}

/** Whether the payload holds only zeros and its trailing one. */
export function isBlankMetadata(bytes: Uint8Array, payload: ByteRange) {
  const trailing = trailingOneAt(bytes, payload)
  const zeros = bytes.subarray(payload.start, Math.max(trailing, payload.start))
  return (trailing < payload.start || bytes[trailing] === TRAILING_ONE) && zeros.every((b) => !b)
}
