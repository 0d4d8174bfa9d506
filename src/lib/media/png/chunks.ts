import { concatBytes, readAscii, readUint32BE, writeUint32BE } from '@/lib/media/core/bytes'
import { decodersRead, longestLength, pictureHeader, type PictureHeader } from './chunkLengths'
import { pngChunk } from './chunkWriting'
import { rewrittenIccpChunk } from './colourProfile'
import { keptStreamLengths, SEQUENCE_SIZE } from './pictureData'

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const LENGTH_AND_TYPE_SIZE = 8
const CRC_SIZE = 4

/** One chunk: `start` at its length field, `end` just after its CRC. */
interface PngChunk {
  type: string
  start: number
  end: number
}

/**
 * The chunks a picture needs to look right: header, palette, data, transparency, colour, pixel
 * size and animation. Every other chunk goes, known (eXIf, tEXt, iTXt, zTXt, tIME, the content
 * credentials in caBX) or not, since any of them can carry a device, time, place or author.
 */
const PICTURE_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'pHYs',
  'cICP',
  'mDCV',
  'cLLI',
  'acTL',
  'fcTL',
  'fdAT',
])

/** Chunks whose contents the photo reader names: text, Exif and the time of the last change. */
const READ_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME'])

const isPng = (bytes: Uint8Array) => SIGNATURE.every((byte, index) => bytes[index] === byte)

function parsePngChunks(bytes: Uint8Array) {
  if (!isPng(bytes)) throw new Error('Not a PNG')
  const chunks: PngChunk[] = []
  let position = SIGNATURE.length
  while (position + LENGTH_AND_TYPE_SIZE + CRC_SIZE <= bytes.length) {
    const end = position + LENGTH_AND_TYPE_SIZE + readUint32BE(bytes, position) + CRC_SIZE
    if (end > bytes.length) throw new Error('PNG chunk runs past the end of the file')
    const type = readAscii(bytes, position + 4, 4)
    chunks.push({ type, start: position, end })
    position = end
    if (type === 'IEND') break
  }
  return chunks
}

const dataOf = (bytes: Uint8Array, chunk: PngChunk) =>
  bytes.subarray(chunk.start + LENGTH_AND_TYPE_SIZE, chunk.end - CRC_SIZE)

/** A chunk as it may be sent, or undefined when it goes; and whether anything of it went. */
function keptChunk(
  bytes: Uint8Array,
  chunk: PngChunk,
  picture: PictureHeader,
): { kept?: Uint8Array; cut: boolean } {
  const data = dataOf(bytes, chunk)
  if (chunk.type === 'iCCP') {
    const kept = rewrittenIccpChunk(data)
    return { kept, cut: !kept }
  }
  if (!decodersRead(chunk.type, data.length, picture)) return { cut: true }
  const length = longestLength(chunk.type, picture)
  if (length !== undefined && data.length > length) {
    return { kept: pngChunk(chunk.type, data.subarray(0, length)), cut: true }
  }
  return { kept: bytes.subarray(chunk.start, chunk.end), cut: false }
}

/**
 * How much of each data chunk is kept (pictureData.ts): the picture's `IDAT` chunks carry one
 * zlib stream, and each animation frame's `fdAT` chunks, after its `fcTL`, one more.
 */
function keptDataLengths(bytes: Uint8Array, chunks: readonly PngChunk[]) {
  const streams: { chunks: PngChunk[]; skipped: number }[] = [{ chunks: [], skipped: 0 }]
  let frame: PngChunk[] = []
  for (const chunk of chunks) {
    if (chunk.type === 'IDAT') streams[0]?.chunks.push(chunk)
    if (chunk.type === 'fcTL') {
      frame = []
      streams.push({ chunks: frame, skipped: SEQUENCE_SIZE })
    }
    if (chunk.type === 'fdAT') frame.push(chunk)
  }
  const lengths = new Map<PngChunk, number>()
  for (const stream of streams.filter(({ chunks }) => chunks.length > 0)) {
    const bodies = stream.chunks.map((chunk) => ({
      start: chunk.start + LENGTH_AND_TYPE_SIZE,
      end: chunk.end - CRC_SIZE,
    }))
    const kept = keptStreamLengths(bytes, bodies, stream.skipped)
    stream.chunks.forEach((chunk, index) => lengths.set(chunk, kept[index] ?? 0))
  }
  return lengths
}

/**
 * A data chunk kept to `length` bytes of its body, or undefined when it goes; and whether
 * anything went but an `fdAT`'s sequence number alone, which held nothing (the animation
 * chunks are numbered again).
 */
function keptDataChunk(bytes: Uint8Array, chunk: PngChunk, length: number) {
  const data = dataOf(bytes, chunk)
  if (length === data.length) return { kept: bytes.subarray(chunk.start, chunk.end), cut: false }
  const numberOnly = chunk.type === 'fdAT' && length === 0 && data.length === SEQUENCE_SIZE
  return {
    kept: length > 0 ? pngChunk(chunk.type, data.subarray(0, length)) : undefined,
    cut: !numberOnly,
  }
}

/** Animation chunks are numbered from 0 with no gap: numbered again where a chunk went. */
const SEQUENCED = new Set(['fcTL', 'fdAT'])

function inSequence(chunk: Uint8Array, sequence: number) {
  const data = chunk.subarray(LENGTH_AND_TYPE_SIZE, chunk.length - CRC_SIZE)
  if (data.length < SEQUENCE_SIZE || readUint32BE(data, 0) === sequence) return chunk
  const renumbered = data.slice()
  writeUint32BE(renumbered, 0, sequence)
  return pngChunk(readAscii(chunk, 4, 4), renumbered)
}

/**
 * The PNG with only its picture's chunks, each copied byte for byte but for those written anew:
 * the colour profile (colourProfile.ts), chunks longer than PNG fixes them, picture and
 * animation frame data past its zlib stream's end, and animation chunks numbered again where
 * one went; anything after IEND goes too. `droppedData` tells whether a chunk
 * or bytes went that the photo reader does not name.
 */
export function withoutPngHiddenDetails(bytes: Uint8Array) {
  const chunks = parsePngChunks(bytes)
  const dataLengths = keptDataLengths(bytes, chunks)
  const chunkData = (type: string) => {
    const found = chunks.find((chunk) => chunk.type === type)
    return found && dataOf(bytes, found)
  }
  const picture = pictureHeader(chunkData('IHDR'), chunkData('PLTE'))
  const parts: Uint8Array[] = [bytes.subarray(0, SIGNATURE.length)]
  let cut = false
  let sequence = 0
  for (const chunk of chunks.filter(({ type }) => PICTURE_CHUNKS.has(type))) {
    const dataLength = dataLengths.get(chunk)
    const { kept, cut: chunkCut } =
      dataLength === undefined
        ? keptChunk(bytes, chunk, picture)
        : keptDataChunk(bytes, chunk, dataLength)
    if (kept) parts.push(SEQUENCED.has(chunk.type) ? inSequence(kept, sequence++) : kept)
    cut ||= chunkCut
  }
  const end = chunks.at(-1)?.end ?? SIGNATURE.length
  return {
    bytes: concatBytes(parts),
    droppedData:
      cut ||
      end < bytes.length ||
      chunks.some((chunk) => !PICTURE_CHUNKS.has(chunk.type) && !READ_CHUNKS.has(chunk.type)),
  }
}
