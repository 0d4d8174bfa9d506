import { concatBytes, readAscii, readUint32LE, startsWithAscii, writeUint32LE } from './bytes'

const RIFF_HEADER_SIZE = 12
const CHUNK_HEADER_SIZE = 8
const EXIF_FLAG = 0x08
const XMP_FLAG = 0x04

/** One RIFF chunk: `start` at its FourCC, `end` after its padding byte. */
export interface WebpChunk {
  fourCC: string
  start: number
  end: number
}

export const isWebp = (bytes: Uint8Array) =>
  startsWithAscii(bytes, 0, 'RIFF') && startsWithAscii(bytes, 8, 'WEBP')

export function parseWebpChunks(bytes: Uint8Array) {
  if (!isWebp(bytes)) throw new Error('Not a WebP')
  const chunks: WebpChunk[] = []
  let position = RIFF_HEADER_SIZE
  while (position + CHUNK_HEADER_SIZE <= bytes.length) {
    const size = readUint32LE(bytes, position + 4)
    // RIFF pads odd-sized chunks to an even length.
    const end = Math.min(position + CHUNK_HEADER_SIZE + size + (size % 2), bytes.length)
    chunks.push({ fourCC: readAscii(bytes, position, 4), start: position, end })
    position = end
  }
  return chunks
}

export const webpChunkData = (bytes: Uint8Array, chunk: WebpChunk) =>
  bytes.subarray(
    chunk.start + CHUNK_HEADER_SIZE,
    chunk.start + CHUNK_HEADER_SIZE + readUint32LE(bytes, chunk.start + 4),
  )

/** The WebP without EXIF and XMP chunks, their VP8X flags cleared and the RIFF size made right. */
export function stripWebpMetadata(bytes: Uint8Array) {
  const kept = parseWebpChunks(bytes).filter(
    (chunk) => chunk.fourCC !== 'EXIF' && chunk.fourCC !== 'XMP ',
  )
  const cleaned = concatBytes([
    bytes.subarray(0, RIFF_HEADER_SIZE),
    ...kept.map((chunk) => bytes.subarray(chunk.start, chunk.end)),
  ])
  writeUint32LE(cleaned, 4, cleaned.length - CHUNK_HEADER_SIZE)
  const extended = parseWebpChunks(cleaned).find((chunk) => chunk.fourCC === 'VP8X')
  if (extended) {
    const flags = extended.start + CHUNK_HEADER_SIZE
    cleaned[flags] = (cleaned[flags] ?? 0) & ~(EXIF_FLAG | XMP_FLAG)
  }
  return cleaned
}
