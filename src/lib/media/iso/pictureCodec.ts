/**
 * Which codec an MP4's picture is in, read from the sample entry of its first picture track, as a
 * codec string (core/videoCodecString.ts): enough for the app to ask this browser's decoder
 * whether it can cover the video, without the video cover's own reader. Only the movie box is read.
 */
import { readBytes } from '@/lib/media/core/blobBytes'
import { videoCodecString } from '@/lib/media/core/videoCodecString'
import { readBoxHeader, readChildBoxes, type IsoBox } from './boxes'
import { findBox, handlerType } from './tracks'

const HEAD_SIZE = 16
/** A visual sample entry's fields before its boxes (ISO/IEC 14496-12 §12.1.3). */
const VISUAL_FIELDS = 78
const CONFIG_BOXES = new Set(['avcC', 'hvcC', 'vpcC', 'av1C'])

/** The movie box's bytes, found by hopping from one top-level box header to the next. */
async function movieBox(file: Blob) {
  for (let position = 0; position < file.size;) {
    const head = await readBytes(file, position, Math.min(file.size, position + HEAD_SIZE))
    const header = readBoxHeader(head, 0, file.size - position)
    if (header.type === 'moov') return readBytes(file, position, position + header.end)
    position += header.end
  }
  return undefined
}

export async function readIsoPictureCodec(file: Blob) {
  const movie = await movieBox(file)
  if (!movie) return null
  const root = readBoxHeader(movie, 0, movie.length)
  const picture = readChildBoxes(movie, root.payloadStart, root.end).find(
    (box) => box.type === 'trak' && handlerType(movie, box) === 'vide',
  )
  const descriptions = picture && findBox(movie, picture, 'mdia', 'minf', 'stbl', 'stsd')
  if (!descriptions) return null
  const [entry] = readChildBoxes(movie, descriptions.payloadStart + 8, descriptions.end)
  if (!entry) return null
  const config = readChildBoxes(movie, entry.payloadStart + VISUAL_FIELDS, entry.end, 'stop').find(
    (box: IsoBox) => CONFIG_BOXES.has(box.type),
  )
  return videoCodecString(entry.type, config && movie.subarray(config.payloadStart, config.end))
}
