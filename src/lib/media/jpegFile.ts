import { readBytes } from './blobBytes'
import type { Cleaning } from './cleaning'
import { findJpegEnd, readJpegHead, withoutJpegHiddenDetails } from './jpegSegments'
import { readJpegTrailer } from './jpegTrailer'
import { MIME_BY_FORMAT, type HiddenDetails } from './mediaTypes'
import { readPhotoMetadata } from './photoDetails'

/**
 * What a JPEG reveals: its metadata, read from the bytes before its first scan, and what trails
 * its picture (a motion photo's video and what that reveals, an HDR gain map, other data).
 * Neither the compressed picture nor the video's media data is held in memory.
 */
export async function readJpegHiddenDetails(file: Blob): Promise<HiddenDetails> {
  const { head, scanStart } = await readJpegHead(file)
  const { details, hints } = await readPhotoMetadata(head, 'jpeg')
  const pictureEnd = scanStart === undefined ? undefined : await findJpegEnd(file, 0)
  if (pictureEnd === undefined || pictureEnd === file.size) return details
  return { ...details, ...(await readJpegTrailer(file, pictureEnd, hints)) }
}

/**
 * The JPEG's picture alone, cleaned (see withoutJpegHiddenDetails): what trails it is never
 * read, only named by the reader. Other data dropped inside the picture (segments between or
 * after the scans) is reported as such.
 */
export async function cleanJpeg(file: Blob): Promise<Cleaning> {
  const pictureEnd = (await findJpegEnd(file, 0)) ?? file.size
  const { bytes, droppedData } = withoutJpegHiddenDetails(await readBytes(file, 0, pictureEnd))
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME_BY_FORMAT.jpeg })
  const before = await readJpegHiddenDetails(file)
  return {
    blob,
    before: droppedData ? { ...before, other: true } : before,
    after: await readJpegHiddenDetails(blob),
  }
}
