/** Byte helpers shared by the per-format readers and cleaners; all offsets are absolute. */

/** A run of bytes in a file, `end` excluded. */
export interface ByteRange {
  start: number
  end: number
}

export const readUint16BE = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)

const readUint16LE = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)

export const readUint32BE = (bytes: Uint8Array, at: number) =>
  readUint16BE(bytes, at) * 0x10000 + readUint16BE(bytes, at + 2)

export const readUint32LE = (bytes: Uint8Array, at: number) =>
  readUint16LE(bytes, at) + readUint16LE(bytes, at + 2) * 0x10000

/** A reader for formats (TIFF) whose byte order is chosen by the file. */
interface ByteOrderReader {
  uint16: (bytes: Uint8Array, at: number) => number
  uint32: (bytes: Uint8Array, at: number) => number
}

export const BIG_ENDIAN: ByteOrderReader = { uint16: readUint16BE, uint32: readUint32BE }
export const LITTLE_ENDIAN: ByteOrderReader = { uint16: readUint16LE, uint32: readUint32LE }

export function writeUint16BE(bytes: Uint8Array, at: number, value: number) {
  bytes[at] = (value >>> 8) & 0xff
  bytes[at + 1] = value & 0xff
}

export function writeUint32BE(bytes: Uint8Array, at: number, value: number) {
  for (let index = 0; index < 4; index++) bytes[at + index] = (value >>> (8 * (3 - index))) & 0xff
}

/** `value` as a big-endian unsigned integer of `size` bytes (up to 2^53). */
export function bigEndianBytes(value: number, size: number) {
  const bytes = new Uint8Array(size)
  for (let index = size - 1, rest = value; index >= 0; index--, rest = Math.floor(rest / 256)) {
    bytes[index] = rest % 256
  }
  return bytes
}

export function writeUint32LE(bytes: Uint8Array, at: number, value: number) {
  for (let index = 0; index < 4; index++) bytes[at + index] = (value >>> (8 * index)) & 0xff
}

/** Four-character codes and other ASCII markers, read without a TextDecoder. */
export function readAscii(bytes: Uint8Array, at: number, length: number) {
  let text = ''
  for (let index = at; index < at + length && index < bytes.length; index++) {
    text += String.fromCharCode(bytes[index] ?? 0)
  }
  return text
}

export const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

export function startsWithAscii(bytes: Uint8Array, at: number, text: string) {
  return readAscii(bytes, at, text.length) === text
}

export function concatBytes(parts: readonly Uint8Array[]) {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

const decoders = new Map<string, TextDecoder>()

/** Text in a file's own encoding, with the trailing NULs files pad strings with trimmed. */
export function decodeText(bytes: Uint8Array, encoding = 'utf-8') {
  let decoder = decoders.get(encoding)
  if (!decoder) {
    decoder = new TextDecoder(encoding)
    decoders.set(encoding, decoder)
  }
  return decoder.decode(bytes).replace(/\0+$/, '').trim()
}

/** Whether every byte from `start` to `end` is zero. */
export function isZero(bytes: Uint8Array, start: number, end: number) {
  for (let index = start; index < end; index++) if (bytes[index] !== 0) return false
  return true
}

/** Ranges in file order, touching and overlapping ones joined. */
export function mergeRanges(ranges: readonly ByteRange[]) {
  const merged: ByteRange[] = []
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

/** The parts of `within` that none of `covered` (sorted, apart: mergeRanges) covers, in order. */
export function uncoveredRanges(within: ByteRange, covered: readonly ByteRange[]) {
  const uncovered: ByteRange[] = []
  let position = within.start
  for (const range of covered) {
    if (range.end <= position || range.start >= within.end) continue
    if (range.start > position) uncovered.push({ start: position, end: range.start })
    position = Math.max(position, range.end)
  }
  if (position < within.end) uncovered.push({ start: position, end: within.end })
  return uncovered
}
