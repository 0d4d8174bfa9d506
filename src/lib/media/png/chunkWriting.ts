import { asciiBytes, concatBytes, writeUint32BE } from '@/lib/media/core/bytes'

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

/** The CRC-32 of ISO 3309 that ends every chunk, over its type and data. */
function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A chunk written anew: length, type, `data` and its CRC. */
export function pngChunk(type: string, data: Uint8Array) {
  const typeAndData = concatBytes([asciiBytes(type), data])
  const chunk = new Uint8Array(4 + typeAndData.length + 4)
  writeUint32BE(chunk, 0, data.length)
  chunk.set(typeAndData, 4)
  writeUint32BE(chunk, 4 + typeAndData.length, crc32(typeAndData))
  return chunk
}
