import { readBytes } from './blobBytes'
import type { Cleaning, Shortening } from './cleaning'
import {
  cleanIsoBoxes,
  encoderInSamples,
  extraTracksLeft,
  readIsoBoxes,
  readTopLevelBoxes,
} from './isoFile'
import { shortening } from './frameTally'
import { sentBlob } from './sentPieces'
import { readMp3HiddenDetails } from './mp3Tags'
import { walkMp3 } from './mp3Walk'
import { encoderNameIn, encoderNameInStream } from './streamEncoder'
import { cleanAdts } from './adtsFile'
import { cleanAmr } from './amrFile'
import { cleanFlac } from './flacFile'
import { cleanHeif } from './heifFile'
import { cleanJpeg } from './jpegFile'
import { cleanMatroska } from './matroskaFile'
import {
  HIDDEN_DETAIL_FIELDS,
  MIME_BY_FORMAT,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
} from './mediaTypes'
import { cleanOgg } from './oggFile'
import { readPhotoHiddenDetails } from './photoDetails'
import { withoutPngHiddenDetails } from './pngChunks'
import { readWavChunks, withoutWavHiddenDetails } from './wavFile'
import { readWavHiddenDetails } from './wavMetadata'
import { withoutWebpHiddenDetails } from './webpChunks'

export interface CleanedFile {
  blob: Blob
  /** Fields that were present and are gone. */
  removed: HiddenDetailField[]
  /** Fields still found after cleaning: empty unless a file hides details where no reader expects them. */
  remaining: HiddenDetailField[]
  /**
   * The encoder's name as the picture or sound stream itself holds it ('x264 - core 164'),
   * kept because the stream is copied byte for byte; software is then not called removed.
   */
  encoderInStream?: string
  /** Set when the copy of a recording plays shorter than the original may have. */
  shortened?: Shortening
}

const PHOTO_STRIPPERS = {
  png: withoutPngHiddenDetails,
  webp: withoutWebpHiddenDetails,
}

/**
 * Anything a stripper drops that the photo reader does not name (segments after the scans,
 * unknown chunks, bytes after the end) is other data.
 */
async function cleanPhoto(file: Blob, format: 'png' | 'webp') {
  const original = await readBytes(file)
  const { bytes: cleaned, droppedData } = PHOTO_STRIPPERS[format](original)
  const before = await readPhotoHiddenDetails(original, format)
  return {
    blob: new Blob([cleaned as Uint8Array<ArrayBuffer>], { type: MIME_BY_FORMAT[format] }),
    before: droppedData ? { ...before, other: true as const } : before,
    after: await readPhotoHiddenDetails(cleaned, format),
  }
}

/**
 * The second reading is of the cleaned file itself, walked anew; the removed tracks' sample
 * ranges, found in the original, are read back from it to prove they are zero. An encoder's
 * name sits in the first samples (x264) or in the codec configuration the movie box keeps
 * (x265's SEI in hvcC).
 */
async function cleanIsoMedia(file: Blob, format: DetectedFormat) {
  const topLevel = await readTopLevelBoxes(file)
  const before = await readIsoBoxes(file, topLevel)
  const blob = cleanIsoBoxes(file, topLevel, MIME_BY_FORMAT[format])
  const cleanedTopLevel = await readTopLevelBoxes(blob)
  const after = await readIsoBoxes(blob, cleanedTopLevel)
  const tracksLeft = await extraTracksLeft(blob, before.extraTracks)
  const movie = cleanedTopLevel.find(({ box }) => box.type === 'moov')?.bytes
  return {
    blob,
    before: before.details,
    after: { ...after.details, ...Object.fromEntries([...tracksLeft].map((kind) => [kind, true])) },
    encoderInStream:
      (await encoderInSamples(blob, after.streamStarts)) ?? (movie && encoderNameIn(movie)),
  }
}

const NO_AUDIO_FRAMES = 'The file holds no MPEG audio frames, so there is no sound to send'

/**
 * The MP3 keeps its audio frames only, in order: every tag (ID3v2 at either end, APE,
 * Lyrics3, ID3v1) and anything else between or around the frames goes, and the cleaning says
 * how much shorter the copy may play when bytes between frames had to go.
 */
async function cleanMp3(file: Blob): Promise<Cleaning> {
  const layout = await walkMp3(file)
  if (layout.audio.length === 0) throw new Error(NO_AUDIO_FRAMES)
  const blob = sentBlob(file, layout.audio, MIME_BY_FORMAT.mp3)
  const shortened = shortening(layout.tally)
  return {
    blob,
    before: readMp3HiddenDetails(layout),
    after: readMp3HiddenDetails(await walkMp3(blob)),
    encoderInStream: await encoderNameInStream(blob),
    ...(shortened && { shortened }),
  }
}

async function cleanWav(file: Blob) {
  const chunks = await readWavChunks(file)
  const blob = withoutWavHiddenDetails(file, chunks.chunks)
  return {
    blob,
    before: readWavHiddenDetails(chunks),
    after: readWavHiddenDetails(await readWavChunks(blob)),
  }
}

function cleanByFormat(file: Blob, format: DetectedFormat): Promise<Cleaning> {
  switch (format) {
    case 'jpeg':
      return cleanJpeg(file)
    case 'png':
    case 'webp':
      return cleanPhoto(file, format)
    case 'heic':
    case 'avif':
      return cleanHeif(file, MIME_BY_FORMAT[format])
    case 'mp4':
    case 'mov':
    case 'm4a':
    case '3gp':
    case '3g2':
    case '3ga':
      return cleanIsoMedia(file, format)
    case 'mp3':
      return cleanMp3(file)
    case 'wav':
      return cleanWav(file)
    case 'amr':
      return cleanAmr(file, MIME_BY_FORMAT[format])
    case 'aac':
      return cleanAdts(file, MIME_BY_FORMAT[format])
    case 'flac':
      return cleanFlac(file, MIME_BY_FORMAT[format])
    case 'ogg':
      return cleanOgg(file, MIME_BY_FORMAT[format])
    case 'webm':
    case 'mkv':
      return cleanMatroska(file, MIME_BY_FORMAT[format])
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
  const { blob, before, after, encoderInStream, shortened } = await cleanByFormat(file, format)
  const remaining = fieldsIn(after)
  const kept = encoderInStream ? [...remaining, 'software'] : remaining
  return {
    blob,
    removed: fieldsIn(before).filter((field) => !kept.includes(field)),
    remaining,
    ...(encoderInStream && { encoderInStream }),
    ...(shortened && { shortened }),
  }
}
