import { readBytes } from './blobBytes'
import { cleanIsoBoxes, extraTracksLeft, readIsoBoxes, readTopLevelBoxes } from './isoFile'
import { readMp3HiddenDetails, readMp3Tags } from './mp3Tags'
import { photoHeadBytes } from './readHiddenDetails'
import { withoutJpegHiddenDetails } from './jpegSegments'
import {
  HIDDEN_DETAIL_FIELDS,
  MIME_BY_FORMAT,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
} from './mediaTypes'
import { readPhotoHiddenDetails } from './photoDetails'
import { withoutPngHiddenDetails } from './pngChunks'
import { readWavChunks, withoutWavHiddenDetails } from './wavFile'
import { readWavHiddenDetails } from './wavMetadata'
import { withoutWebpHiddenDetails } from './webpChunks'

const CLEANABLE = new Set<DetectedFormat>([
  'jpeg',
  'png',
  'webp',
  'mp4',
  'mov',
  'm4a',
  'mp3',
  'wav',
])

/** False for formats TipWire cannot clean without re-encoding: the screen says so (product.md §7). */
export const canRemoveHiddenDetails = (format: DetectedFormat) => CLEANABLE.has(format)

export interface CleanedFile {
  blob: Blob
  /** Fields that were present and are gone. */
  removed: HiddenDetailField[]
  /** Fields still found after cleaning: empty unless a file hides details where no reader expects them. */
  remaining: HiddenDetailField[]
}

const PHOTO_STRIPPERS = {
  jpeg: withoutJpegHiddenDetails,
  png: withoutPngHiddenDetails,
  webp: withoutWebpHiddenDetails,
}

async function cleanPhoto(file: Blob, format: 'jpeg' | 'png' | 'webp') {
  const bytes = await readBytes(file)
  const cleaned = PHOTO_STRIPPERS[format](bytes)
  return {
    blob: new Blob([cleaned as Uint8Array<ArrayBuffer>], { type: MIME_BY_FORMAT[format] }),
    before: await readPhotoHiddenDetails(photoHeadBytes(bytes, format), format),
    after: await readPhotoHiddenDetails(photoHeadBytes(cleaned, format), format),
  }
}

/**
 * The second reading is of the cleaned file itself, walked anew; the removed tracks' sample
 * ranges, found in the original, are read back from it to prove they are zero.
 */
async function cleanIsoMedia(file: Blob, format: DetectedFormat) {
  const topLevel = await readTopLevelBoxes(file)
  const before = readIsoBoxes(topLevel)
  const blob = cleanIsoBoxes(file, topLevel, MIME_BY_FORMAT[format])
  const after = readIsoBoxes(await readTopLevelBoxes(blob))
  const tracksLeft = await extraTracksLeft(blob, before.extraTracks)
  return {
    blob,
    before: before.details,
    after: { ...after.details, ...Object.fromEntries([...tracksLeft].map((kind) => [kind, true])) },
  }
}

/** The MP3 keeps its audio frames only: ID3v2, APEv2 and ID3v1 tags go. */
async function cleanMp3(file: Blob) {
  const { audioStart, audioEnd } = await readMp3Tags(file)
  const blob = new Blob([file.slice(audioStart, audioEnd)], { type: MIME_BY_FORMAT.mp3 })
  return {
    blob,
    before: await readMp3HiddenDetails(file),
    after: await readMp3HiddenDetails(blob),
  }
}

async function cleanWav(file: Blob) {
  const { chunks, metadata } = await readWavChunks(file)
  const blob = withoutWavHiddenDetails(file, chunks)
  return {
    blob,
    before: readWavHiddenDetails(metadata),
    after: readWavHiddenDetails((await readWavChunks(blob)).metadata),
  }
}

function cleanByFormat(file: Blob, format: DetectedFormat) {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return cleanPhoto(file, format)
    case 'mp4':
    case 'mov':
    case 'm4a':
      return cleanIsoMedia(file, format)
    case 'mp3':
      return cleanMp3(file)
    case 'wav':
      return cleanWav(file)
    default:
      throw new Error(`Hidden details cannot be removed from ${format} files`)
  }
}

const fieldsIn = (details: HiddenDetails) => HIDDEN_DETAIL_FIELDS.filter((field) => details[field])

/**
 * The file without its hidden details, losslessly: compressed picture and media data are
 * copied byte for byte (product.md §7). What was removed is measured, not assumed: the
 * readers run again on the cleaned file.
 */
export async function removeHiddenDetails(
  file: Blob,
  format: DetectedFormat,
): Promise<CleanedFile> {
  const { blob, before, after } = await cleanByFormat(file, format)
  const remaining = fieldsIn(after)
  return {
    blob,
    removed: fieldsIn(before).filter((field) => !remaining.includes(field)),
    remaining,
  }
}
