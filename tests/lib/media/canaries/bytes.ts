/** Small byte builders for the canary fixtures: Node's Buffer, big and little endian. */

export const ascii = (text: string) => Buffer.from(text, 'latin1')
export const utf16le = (text: string) => Buffer.from(text, 'utf16le')
export const utf16be = (text: string) => utf16le(text).swap16()

export const concat = (...parts: readonly Uint8Array[]) => Buffer.concat(parts)

export const u8 = (value: number) => Buffer.from([value])

/**
 * Fields of `bits` bits each, most significant first, as AAC and MPEG-4's configurations pack
 * them, in bytes, the last padded with zeros. A plain Uint8Array: a Buffer's `slice` would share
 * its bytes.
 */
export function packedBits(fields: readonly (readonly [value: number, bits: number])[]) {
  const bits = fields.flatMap(([value, count]) =>
    Array.from({ length: count }, (_, index) => (value >> (count - 1 - index)) & 1),
  )
  return Uint8Array.from({ length: Math.ceil(bits.length / 8) }, (_, byte) =>
    bits
      .slice(byte * 8, byte * 8 + 8)
      .reduce((value, bit, index) => value | (bit << (7 - index)), 0),
  )
}

export function u16be(value: number) {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

export function u16le(value: number) {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16LE(value)
  return bytes
}

export function u32be(value: number) {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

export function u32le(value: number) {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}

/** ID3v2's sizes: 28 bits, 7 to a byte, so no byte looks like a frame sync. */
export const syncsafe = (value: number) =>
  Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f])

export const fromSyncsafe = (bytes: Uint8Array) =>
  bytes.reduce((value, byte) => (value << 7) | (byte & 0x7f), 0)

export const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)

/** Where `needle` starts in `haystack`, or -1. */
export const indexOf = (haystack: Uint8Array, needle: Uint8Array) => view(haystack).indexOf(needle)

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

/** The CRC-32 PNG puts after every chunk (the one zlib and ZIP use). */
export function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
