import { concatBytes, readUint32LE, writeUint32LE } from '@/lib/media/core/bytes'
import {
  CHUNK_HEADER_SIZE,
  RIFF_HEADER_SIZE,
  isRiff,
  parseRiffChunks,
  riffHeader,
  type RiffChunk,
} from '@/lib/media/core/riffChunks'

const EXIF_FLAG = 0x08
const XMP_FLAG = 0x04

/**
 * The chunks a picture needs, each with the length of the fields kept (undefined: all of it):
 * image data, alpha, the extended header's flags and canvas, animation's background and loop
 * count, and the colour profile. EXIF, XMP, content credentials (C2PA) and any unknown chunk go.
 */
const PICTURE_CHUNKS = new Map<string, number | undefined>([
  ['VP8 ', undefined],
  ['VP8L', undefined],
  ['VP8X', 10],
  ['ALPH', undefined],
  ['ANIM', 6],
  ['ANMF', undefined],
  ['ICCP', undefined],
])
/** Inside an animation frame, after its 16-byte header: the frame's alpha and image data only. */
const FRAME_HEADER_SIZE = 16
const FRAME_CHUNKS = new Set(['ALPH', 'VP8 ', 'VP8L'])
/** Chunks whose contents the photo reader names. */
const READ_CHUNKS = new Set(['EXIF', 'XMP '])

/** A chunk with only the given length of its data, its size field made to match. */
function cutChunk(bytes: Uint8Array, chunk: RiffChunk, dataLength: number) {
  const cut = bytes.slice(chunk.start, chunk.start + CHUNK_HEADER_SIZE + dataLength)
  writeUint32LE(cut, 4, dataLength)
  return cut
}

/** A chunk as it may be sent, or undefined when it goes; and whether it held more than that. */
function keptChunk(bytes: Uint8Array, chunk: RiffChunk): { kept?: Uint8Array; dropped: boolean } {
  if (!PICTURE_CHUNKS.has(chunk.fourCC)) return { dropped: !READ_CHUNKS.has(chunk.fourCC) }
  const dataStart = chunk.start + CHUNK_HEADER_SIZE
  const keptLength = PICTURE_CHUNKS.get(chunk.fourCC)
  if (chunk.fourCC === 'ANMF') return keptFrame(bytes, chunk)
  if (keptLength !== undefined && chunk.dataEnd - dataStart > keptLength) {
    return { kept: cutChunk(bytes, chunk, keptLength), dropped: true }
  }
  return { kept: bytes.subarray(chunk.start, chunk.end), dropped: false }
}

/** An animation frame with its header and its own picture chunks only. */
function keptFrame(bytes: Uint8Array, frame: RiffChunk) {
  const headerEnd = frame.start + CHUNK_HEADER_SIZE + FRAME_HEADER_SIZE
  const children = parseRiffChunks(bytes.subarray(0, frame.dataEnd), headerEnd)
  const kept = children.filter((child) => FRAME_CHUNKS.has(child.fourCC))
  const data = concatBytes([
    bytes.subarray(frame.start + CHUNK_HEADER_SIZE, headerEnd),
    ...kept.map((child) => bytes.subarray(child.start, child.end)),
  ])
  const header = bytes.slice(frame.start, frame.start + CHUNK_HEADER_SIZE)
  writeUint32LE(header, 4, data.length)
  return { kept: concatBytes([header, data]), dropped: kept.length < children.length }
}

/**
 * The WebP with only its picture's chunks, the VP8X flags for EXIF and XMP cleared and the
 * RIFF size made right; bytes past the RIFF body go. `droppedData` tells whether anything went
 * that the photo reader does not name.
 */
export function withoutWebpHiddenDetails(bytes: Uint8Array) {
  if (!isRiff(bytes, 'WEBP')) throw new Error('Not a WebP')
  const bodyEnd = Math.min(bytes.length, CHUNK_HEADER_SIZE + readUint32LE(bytes, 4))
  const chunks = parseRiffChunks(bytes.subarray(0, bodyEnd), RIFF_HEADER_SIZE).map((chunk) =>
    keptChunk(bytes, chunk),
  )
  const kept = chunks.flatMap(({ kept: chunk }) => (chunk ? [chunk] : []))
  const bodyLength = kept.reduce((total, chunk) => total + chunk.length, 0)
  const cleaned = concatBytes([riffHeader('WEBP', bodyLength), ...kept])
  const extended = parseRiffChunks(cleaned, RIFF_HEADER_SIZE).find(
    (chunk) => chunk.fourCC === 'VP8X',
  )
  if (extended) {
    const flags = extended.start + CHUNK_HEADER_SIZE
    cleaned[flags] = (cleaned[flags] ?? 0) & ~(EXIF_FLAG | XMP_FLAG)
  }
  return {
    bytes: cleaned,
    droppedData: bodyEnd < bytes.length || chunks.some(({ dropped }) => dropped),
  }
}
