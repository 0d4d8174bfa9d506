/**
 * The syntactic elements that open an AAC raw_data_block (ISO/IEC 14496-3 §4.4.2.1), as MP4
 * samples and ADTS frames carry them: an element's 3-bit id, then its fields. A data stream
 * element (DSE) holds any bytes, and a fill element (FIL) any payload (ffmpeg's encoder writes
 * its name in one); neither is sound, and decoders skip both. Only the elements before the
 * first audio element are walked: where an audio element ends is known only by decoding it.
 */

const ELEMENT = { dataStream: 4, fill: 6 }
const ID_BITS = 3

/** A run of bits, from the block's first bit. */
export interface BitRange {
  start: number
  end: number
}

/** A DSE's or FIL's payload, in bits from the start of the bytes walked. */
export interface AacElementPayload {
  kind: 'dataStream' | 'fill'
  bits: BitRange
}

function readBits(bytes: Uint8Array, at: number, count: number) {
  let value = 0
  for (let bit = at; bit < at + count; bit += 1) {
    value = value * 2 + (((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1)
  }
  return value
}

/** data_stream_element: tag, byte-align flag, count (255 adds an escape count), the bytes. */
function dataStream(bytes: Uint8Array, at: number): BitRange {
  const align = readBits(bytes, at + 4, 1)
  let count = readBits(bytes, at + 5, 8)
  let position = at + 13
  if (count === 255) {
    count += readBits(bytes, position, 8)
    position += 8
  }
  if (align) position = Math.ceil(position / 8) * 8
  return { start: position, end: position + count * 8 }
}

/** fill_element: a count (15 adds an escape count, less one), then that many payload bytes. */
function fill(bytes: Uint8Array, at: number): BitRange {
  let count = readBits(bytes, at, 4)
  let position = at + 4
  if (count === 15) {
    count += readBits(bytes, position, 8) - 1
    position += 8
  }
  return { start: position, end: position + count * 8 }
}

/**
 * The DSE and FIL payloads that open a raw_data_block held in `bytes`, up to the first audio
 * element (or a program configuration, or the end element); none that would run past the bytes.
 */
export function leadingElementPayloads(bytes: Uint8Array) {
  const payloads: AacElementPayload[] = []
  const totalBits = bytes.length * 8
  for (let at = 0; at + ID_BITS <= totalBits;) {
    const id = readBits(bytes, at, ID_BITS)
    if (id !== ELEMENT.dataStream && id !== ELEMENT.fill) break
    const kind = id === ELEMENT.dataStream ? 'dataStream' : 'fill'
    const bits = kind === 'dataStream' ? dataStream(bytes, at + ID_BITS) : fill(bytes, at + ID_BITS)
    if (bits.end > totalBits) break
    payloads.push({ kind, bits })
    at = bits.end
  }
  return payloads
}

/** Sets a payload's bits to zero: a DSE of zero bytes, or a FIL of plain fill (extension type 0). */
export function blankBits(bytes: Uint8Array, { start, end }: BitRange) {
  for (let bit = start; bit < end; bit += 1) {
    const index = bit >> 3
    bytes[index] = (bytes[index] ?? 0) & ~(0x80 >> (bit & 7))
  }
}

/** Whether every bit of a payload is zero. */
export function isBlankBits(bytes: Uint8Array, { start, end }: BitRange) {
  for (let bit = start; bit < end; bit += 1) if (readBits(bytes, bit, 1)) return false
  return true
}

/** The whole bytes a payload's bits cover, to search for text. */
export const coveredBytes = (bytes: Uint8Array, { start, end }: BitRange) =>
  bytes.subarray(start >> 3, Math.ceil(end / 8))
