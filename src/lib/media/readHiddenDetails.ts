import { readBytes } from './blobBytes'
import { readIsoBoxes, readTopLevelBoxes } from './isoFile'
import { parseJpeg } from './jpegSegments'
import { canRemoveHiddenDetails, type DetectedFormat, type HiddenDetails } from './mediaTypes'
import { readMp3HiddenDetails } from './mp3Tags'
import { walkMp3 } from './mp3Walk'
import { readPhotoHiddenDetails } from './photoDetails'
import { readWavChunks } from './wavFile'
import { readWavHiddenDetails } from './wavMetadata'

/** A JPEG's metadata all sits before its first scan: exifreader gets only that much. */
export function photoHeadBytes(bytes: Uint8Array, format: DetectedFormat) {
  if (format !== 'jpeg') return bytes
  const layout = parseJpeg(bytes)
  return layout ? bytes.subarray(0, layout.scanStart) : bytes
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
    case '3gp':
    case '3g2':
    case '3ga':
      return (await readIsoBoxes(file, await readTopLevelBoxes(file))).details
    case 'mp3':
      return readMp3HiddenDetails(await walkMp3(file))
    case 'wav':
      return readWavHiddenDetails(await readWavChunks(file))
    default:
      return {}
  }
}

/**
 * What a file reveals, whether it was read whole, and whether the engine can take it out: what
 * the app shows on a file's card. WebM and Ogg are not read, and a file whose hidden details
 * cannot be read is not read whole: the card cannot call it free of them. It still goes
 * through cleaning when wanted.
 */
export async function findHiddenDetails(file: Blob, format: DetectedFormat) {
  const cleanable = canRemoveHiddenDetails(format)
  let readWhole = cleanable
  const hiddenDetails = await readHiddenDetails(file, format).catch((): HiddenDetails => {
    readWhole = false
    return {}
  })
  return { hiddenDetails, readWhole, canRemoveHiddenDetails: cleanable }
}
