import { concatBytes, readAscii, readUint32BE } from '@/lib/media/core/bytes'

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

/**
 * The PNG with only its picture's chunks, each copied byte for byte, CRC included; anything
 * after IEND goes too. `droppedData` tells whether a chunk went that the photo reader does not
 * name, or bytes after the end.
 */
export function withoutPngHiddenDetails(bytes: Uint8Array) {
  const chunks = parsePngChunks(bytes)
  const kept = chunks.filter((chunk) => PICTURE_CHUNKS.has(chunk.type))
  const end = chunks.at(-1)?.end ?? SIGNATURE.length
  return {
    bytes: concatBytes([
      bytes.subarray(0, SIGNATURE.length),
      ...kept.map((chunk) => bytes.subarray(chunk.start, chunk.end)),
    ]),
    droppedData:
      end < bytes.length ||
      chunks.some((chunk) => !PICTURE_CHUNKS.has(chunk.type) && !READ_CHUNKS.has(chunk.type)),
  }
}
