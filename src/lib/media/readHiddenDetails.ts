import { readBytes } from './blobBytes'
import { ID3V1_LENGTH, id3v2TagLength, readId3HiddenDetails } from './id3Tags'
import { readIsoBoxes, readTopLevelBoxes } from './isoFile'
import { parseJpeg } from './jpegSegments'
import type { DetectedFormat, HiddenDetails } from './mediaTypes'
import { readPhotoHiddenDetails } from './photoDetails'
import { readWavChunks } from './wavFile'
import { readWavHiddenDetails } from './wavMetadata'

const ID3V2_HEADER_SIZE = 10

/** A JPEG's metadata all sits before its first scan: exifreader gets only that much. */
export function photoHeadBytes(bytes: Uint8Array, format: DetectedFormat) {
  if (format !== 'jpeg') return bytes
  const layout = parseJpeg(bytes)
  return layout ? bytes.subarray(0, layout.scanStart) : bytes
}

/** An MP3's ID3v2 tag (if it starts with one) and its last 128 bytes, where ID3v1 lives. */
export async function readId3Blocks(file: Blob) {
  const header = await readBytes(file, 0, ID3V2_HEADER_SIZE)
  const tagLength = id3v2TagLength(header)
  const tag = tagLength ? await readBytes(file, 0, tagLength) : undefined
  const tail = await readBytes(file, Math.max(tagLength, file.size - ID3V1_LENGTH))
  return { tag, tail }
}

/**
 * What a file reveals about who made it, where and with what, as raw values (product.md §7).
 * WebM and Ogg are not read: TipWire cannot clean them, and says so instead.
 */
export async function readHiddenDetails(
  file: Blob,
  format: DetectedFormat,
): Promise<HiddenDetails> {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return readPhotoHiddenDetails(photoHeadBytes(await readBytes(file), format), format)
    case 'mp4':
    case 'mov':
    case 'm4a':
      return readIsoBoxes(await readTopLevelBoxes(file)).details
    case 'mp3': {
      const { tag, tail } = await readId3Blocks(file)
      return readId3HiddenDetails(tag, tail)
    }
    case 'wav':
      return readWavHiddenDetails((await readWavChunks(file)).metadata)
    default:
      return {}
  }
}
