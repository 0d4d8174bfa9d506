import { concatBytes } from './bytes'
import { CHUNK_HEADER_SIZE, isRiff, parseRiffChunks, riffHeader } from './riffChunks'

const EXIF_FLAG = 0x08
const XMP_FLAG = 0x04

/**
 * The chunks a picture needs: its image data, alpha, animation and colour profile. EXIF, XMP,
 * content credentials (C2PA) and any unknown chunk go, since any can carry hidden details.
 */
const PICTURE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP'])

/** The WebP with only its picture's chunks, the VP8X flags for EXIF and XMP cleared and the RIFF size made right. */
export function withoutWebpHiddenDetails(bytes: Uint8Array) {
  if (!isRiff(bytes, 'WEBP')) throw new Error('Not a WebP')
  const kept = parseRiffChunks(bytes)
    .filter((chunk) => PICTURE_CHUNKS.has(chunk.fourCC))
    .map((chunk) => bytes.subarray(chunk.start, chunk.end))
  const bodyLength = kept.reduce((total, chunk) => total + chunk.length, 0)
  const cleaned = concatBytes([riffHeader('WEBP', bodyLength), ...kept])
  const extended = parseRiffChunks(cleaned).find((chunk) => chunk.fourCC === 'VP8X')
  if (extended) {
    const flags = extended.start + CHUNK_HEADER_SIZE
    cleaned[flags] = (cleaned[flags] ?? 0) & ~(EXIF_FLAG | XMP_FLAG)
  }
  return cleaned
}
