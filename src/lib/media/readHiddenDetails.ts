import { readBytes } from './blobBytes'
import { readAdtsHiddenDetails } from './adtsFile'
import { readAmrHiddenDetails } from './amrFile'
import { readFlacHiddenDetails } from './flacFile'
import { readHeifHiddenDetails } from './heifFile'
import { readIsoBoxes, readTopLevelBoxes } from './isoFile'
import { readJpegHiddenDetails } from './jpegFile'
import { readMatroskaHiddenDetails } from './matroskaFile'
import type { DetectedFormat, HiddenDetails } from './mediaTypes'
import { readMp3HiddenDetails } from './mp3Tags'
import { walkMp3 } from './mp3Walk'
import { readPhotoHiddenDetails } from './photoDetails'
import { readOggHiddenDetails } from './oggFile'
import { readWavChunks } from './wavFile'
import { readWavHiddenDetails } from './wavMetadata'

/** What a file reveals about who made it, where and with what, as raw values (product.md §7). */
export async function readHiddenDetails(
  file: Blob,
  format: DetectedFormat,
): Promise<HiddenDetails> {
  switch (format) {
    case 'jpeg':
      return readJpegHiddenDetails(file)
    case 'png':
    case 'webp':
      return readPhotoHiddenDetails(await readBytes(file), format)
    case 'heic':
    case 'avif':
      return readHeifHiddenDetails(file)
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
    case 'amr':
      return readAmrHiddenDetails(file)
    case 'aac':
      return readAdtsHiddenDetails(file)
    case 'flac':
      return readFlacHiddenDetails(file)
    case 'ogg':
      return readOggHiddenDetails(file)
    case 'webm':
    case 'mkv':
      return readMatroskaHiddenDetails(file)
  }
}

/**
 * What a file reveals and whether it was read whole: what the app shows on a file's card. A file whose hidden details cannot be read (a truncated
 * video) is not read whole: the card cannot call it free of them. It still goes through
 * cleaning when wanted, which refuses it with the reason.
 */
export async function findHiddenDetails(file: Blob, format: DetectedFormat) {
  let readWhole = true
  const hiddenDetails = await readHiddenDetails(file, format).catch((): HiddenDetails => {
    readWhole = false
    return {}
  })
  return { hiddenDetails, readWhole }
}
