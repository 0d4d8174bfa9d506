import { concatBytes, readAscii, readUint32BE } from '@/lib/media/core/bytes'
import { decodersRead, longestLength, pictureHeader, type PictureHeader } from './chunkLengths'
import { pngChunk } from './chunkWriting'
import { rewrittenIccpChunk } from './colourProfile'
import { zlibStreamEnd } from './zlibStream'

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

const UNWALKED_PICTURE =
  'The PNG’s picture data could not be walked to its end, so TipWire cannot tell what it holds besides the picture'

/**
 * The picture's data chunks up to the end of the zlib stream they carry: bytes after it are no
 * picture (decoders stop there), so the chunk it ends in is cut there and later ones go. A
 * stream that cannot be walked to its end (broken, or cut short) is not copied on trust: the
 * file is refused.
 */
function keptPictureData(bytes: Uint8Array, chunks: readonly PngChunk[]) {
  const data = chunks.map((chunk) => dataOf(bytes, chunk))
  const end = zlibStreamEnd(concatBytes(data))
  const whole = (chunk: PngChunk) => bytes.subarray(chunk.start, chunk.end)
  if (end === undefined) throw new Error(UNWALKED_PICTURE)
  const kept: Uint8Array[] = []
  let offset = 0
  for (const [index, chunk] of chunks.entries()) {
    const chunkData = data[index] ?? new Uint8Array()
    if (offset + chunkData.length <= end) kept.push(whole(chunk))
    else if (offset < end) kept.push(pngChunk('IDAT', chunkData.subarray(0, end - offset)))
    offset += chunkData.length
  }
  return { kept, cut: offset > end }
}

/**
 * The PNG with only its picture's chunks, each copied byte for byte but for those written anew:
 * the colour profile (colourProfile.ts), chunks longer than PNG fixes them, and picture data
 * past its zlib stream's end; anything after IEND goes too. `droppedData` tells whether a chunk
 * or bytes went that the photo reader does not name.
 */
export function withoutPngHiddenDetails(bytes: Uint8Array) {
  const chunks = parsePngChunks(bytes)
  const pictureData = keptPictureData(
    bytes,
    chunks.filter(({ type }) => type === 'IDAT'),
  )
  const chunkData = (type: string) => {
    const found = chunks.find((chunk) => chunk.type === type)
    return found && dataOf(bytes, found)
  }
  const picture = pictureHeader(chunkData('IHDR'), chunkData('PLTE'))
  const parts: Uint8Array[] = [bytes.subarray(0, SIGNATURE.length)]
  let cut = pictureData.cut
  for (const chunk of chunks.filter(({ type }) => PICTURE_CHUNKS.has(type))) {
    if (chunk.type === 'IDAT') {
      parts.push(...pictureData.kept.splice(0))
      continue
    }
    const { kept, cut: chunkCut } = keptChunk(bytes, chunk, picture)
    if (kept) parts.push(kept)
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
