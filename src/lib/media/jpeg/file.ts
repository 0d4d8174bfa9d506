import { readBytes } from '@/lib/media/core/blobBytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import { readJpegHead, walkJpegToEnd, withoutJpegHiddenDetails } from './segments'
import type { TrailerHints } from '@/lib/media/core/photoDetails'
import { hintedVideoStart, readJpegTrailer } from './trailer'
import { MIME_BY_FORMAT, type HiddenDetails } from '@/lib/media/core/mediaTypes'
import { readPhotoMetadata } from '@/lib/media/core/photoDetails'

const NO_END_OF_IMAGE =
  'The JPEG has no end-of-image marker, so where its picture ends and anything after it begins cannot be told, and it cannot be cleaned'

/**
 * Where what trails the picture starts. With no EOI, a video the XMP places after the first
 * scan starts there: its first bytes look like compressed data, which would hide them.
 */
async function trailerStart(file: Blob, scanStart: number, hints: TrailerHints) {
  const { end, closed } = await walkJpegToEnd(file, 0)
  if (closed) return end
  const video = await hintedVideoStart(file, hints)
  return video !== undefined && video > scanStart ? Math.min(video, end) : end
}

/**
 * What a JPEG reveals: its metadata, read from the bytes before its first scan, and what trails
 * its picture (a motion photo's video and what that reveals, an HDR gain map, other data).
 * Neither the compressed picture nor the video's media data is held in memory.
 */
export async function readJpegHiddenDetails(file: Blob): Promise<HiddenDetails> {
  const { head, scanStart } = await readJpegHead(file)
  const { details, hints } = await readPhotoMetadata(head, 'jpeg')
  if (scanStart === undefined) return details
  const start = await trailerStart(file, scanStart, hints)
  if (start === file.size) return details
  return { ...details, ...(await readJpegTrailer(file, start, hints)) }
}

/**
 * The JPEG's picture alone, cleaned (see withoutJpegHiddenDetails): what trails it is never
 * read, only named by the reader. Other data dropped inside the picture (segments between or
 * after the scans) is reported as such. A JPEG with no EOI is refused: compressed data may
 * hold any byte but 0xFF, so an appended video's first bytes could not be told from the
 * picture's, and would be kept. `known`: what the JPEG was read to reveal, when it was checked.
 */
export async function cleanJpeg(file: Blob, known?: HiddenDetails): Promise<Cleaning> {
  if ((await readJpegHead(file)).scanStart === undefined) throw new Error('Not a well-formed JPEG')
  const { end, closed } = await walkJpegToEnd(file, 0)
  if (!closed) throw new Error(NO_END_OF_IMAGE)
  const { bytes, droppedData } = withoutJpegHiddenDetails(await readBytes(file, 0, end))
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME_BY_FORMAT.jpeg })
  const before = known ?? (await readJpegHiddenDetails(file))
  return {
    blob,
    before: droppedData ? { ...before, other: true } : before,
    after: await readJpegHiddenDetails(blob),
  }
}
