import { asciiBytes, concatBytes, readUint32LE, writeUint32LE } from '@/lib/media/core/bytes'
import { rewriteIccProfile } from '@/lib/media/core/iccProfile'
import {
  CHUNK_HEADER_SIZE,
  RIFF_HEADER_SIZE,
  isRiff,
  parseRiffChunks,
  riffHeader,
  type RiffChunk,
} from '@/lib/media/core/riffChunks'

const ICC_FLAG = 0x20
const EXIF_FLAG = 0x08
const XMP_FLAG = 0x04
/** VP8X's flags the format defines (ICC, alpha, EXIF, XMP, animation); the rest are reserved. */
const DEFINED_FLAGS = 0b0011_1110

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
/** The frame header's last byte: six reserved bits, then blending and disposal. */
const FRAME_FLAGS_AT = 15
const FRAME_CHUNKS = new Set(['ALPH', 'VP8 ', 'VP8L'])
/** Chunks whose contents the photo reader names. */
const READ_CHUNKS = new Set(['EXIF', 'XMP '])

/** ALPH's first byte: two reserved bits, then pre-processing, filtering and compression. */
const ALPHA_DEFINED_BITS = 0b0011_1111

/** A chunk written anew around `data`, its pad byte zero, and ALPH's reserved bits. */
function writtenChunk(fourCC: string, data: Uint8Array) {
  const chunk = new Uint8Array(CHUNK_HEADER_SIZE + data.length + (data.length % 2))
  chunk.set(asciiBytes(fourCC))
  writeUint32LE(chunk, 4, data.length)
  chunk.set(data, CHUNK_HEADER_SIZE)
  if (fourCC === 'ALPH') chunk[CHUNK_HEADER_SIZE] = (data[0] ?? 0) & ALPHA_DEFINED_BITS
  return chunk
}

const dataOf = (bytes: Uint8Array, chunk: RiffChunk) =>
  bytes.subarray(chunk.start + CHUNK_HEADER_SIZE, chunk.dataEnd)

/** VP8X's flags with the reserved bits zero, then the canvas size; its reserved bytes zero. */
function extendedHeader(data: Uint8Array) {
  const header = data.slice(0, PICTURE_CHUNKS.get('VP8X'))
  header[0] = (header[0] ?? 0) & DEFINED_FLAGS
  header.fill(0, 1, 4)
  return header
}

/** A chunk as it may be sent, or undefined when it goes; and whether it held more than that. */
function keptChunk(bytes: Uint8Array, chunk: RiffChunk): { kept?: Uint8Array; dropped: boolean } {
  if (!PICTURE_CHUNKS.has(chunk.fourCC)) return { dropped: !READ_CHUNKS.has(chunk.fourCC) }
  const data = dataOf(bytes, chunk)
  const keptLength = PICTURE_CHUNKS.get(chunk.fourCC)
  if (chunk.fourCC === 'ANMF') return keptFrame(bytes, chunk)
  if (chunk.fourCC === 'VP8X') {
    return { kept: writtenChunk('VP8X', extendedHeader(data)), dropped: data.length > 10 }
  }
  if (chunk.fourCC === 'ICCP') {
    const profile = rewriteIccProfile(data)
    return { kept: profile && writtenChunk('ICCP', profile), dropped: !profile }
  }
  if (keptLength !== undefined && data.length > keptLength) {
    return { kept: writtenChunk(chunk.fourCC, data.subarray(0, keptLength)), dropped: true }
  }
  return { kept: writtenChunk(chunk.fourCC, data), dropped: false }
}

/** An animation frame with its header, reserved bits zero, and its own picture chunks only. */
function keptFrame(bytes: Uint8Array, frame: RiffChunk) {
  const headerStart = frame.start + CHUNK_HEADER_SIZE
  const headerEnd = headerStart + FRAME_HEADER_SIZE
  const header = bytes.slice(headerStart, headerEnd)
  header[FRAME_FLAGS_AT] = (header[FRAME_FLAGS_AT] ?? 0) & 0b11
  const children = parseRiffChunks(bytes.subarray(0, frame.dataEnd), headerEnd)
  const kept = children.filter((child) => FRAME_CHUNKS.has(child.fourCC))
  const data = concatBytes([
    header,
    ...kept.map((child) => writtenChunk(child.fourCC, dataOf(bytes, child))),
  ])
  return { kept: writtenChunk('ANMF', data), dropped: kept.length < children.length }
}

/**
 * The WebP with only its picture's chunks, each written anew from its fields: the VP8X flags
 * for EXIF and XMP cleared (and ICC's when the profile went), the colour profile written from
 * its colour fields (core/iccProfile.ts), and the RIFF size made right; bytes past the RIFF
 * body go. `droppedData` tells whether anything went that the photo reader does not name.
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
  const keptChunks = parseRiffChunks(cleaned, RIFF_HEADER_SIZE)
  const extended = keptChunks.find((chunk) => chunk.fourCC === 'VP8X')
  if (extended) {
    const flags = extended.start + CHUNK_HEADER_SIZE
    const profileKept = keptChunks.some((chunk) => chunk.fourCC === 'ICCP')
    cleaned[flags] = (cleaned[flags] ?? 0) & ~(EXIF_FLAG | XMP_FLAG | (profileKept ? 0 : ICC_FLAG))
  }
  return {
    bytes: cleaned,
    droppedData: bodyEnd < bytes.length || chunks.some(({ dropped }) => dropped),
  }
}
