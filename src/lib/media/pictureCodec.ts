/**
 * Which codec a video's picture is in, read from the file's own description of its first picture
 * track (an MP4's sample entry, a Matroska TrackEntry), as a codec string (videoCodecString.ts):
 * enough for the app to ask this browser's decoder whether it can cover the video, without the
 * video cover's own reader. Nothing but the description is read.
 */
import { readBytes } from './blobBytes'
import { EBML_ID, type EbmlElement } from './ebml'
import { createEbmlReader, type EbmlReader } from './ebmlReader'
import { readBoxHeader, readChildBoxes, type IsoBox } from './isoBoxes'
import { findBox, handlerType } from './isoTracks'
import { describeTrack, VIDEO_TRACK } from './matroskaTracks'
import type { DetectedFormat } from './mediaTypes'
import { videoCodecString } from './videoCodecString'

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

async function isoPictureCodec(file: Blob) {
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

/** Matroska's picture codecs, as the MP4 sample entries whose records their CodecPrivate holds. */
const MATROSKA_PICTURE: Record<string, string> = {
  'V_MPEG4/ISO/AVC': 'avc1',
  'V_MPEGH/ISO/HEVC': 'hvc1',
  V_VP8: 'vp08',
  V_VP9: 'vp09',
  V_AV1: 'av01',
}

async function matroskaPictureCodec(file: Blob) {
  const reader = createEbmlReader(file)
  const header = reader.known(await reader.header(0, file.size), file.size)
  const segment = await reader.header(header.end, file.size)
  if (segment.id !== EBML_ID.segment) return null
  const segmentEnd = segment.size === undefined ? file.size : segment.dataStart + segment.size
  // Tracks come before the first Cluster, and nothing after it is read.
  for (let position = segment.dataStart; position < segmentEnd;) {
    const child = await reader.header(position, segmentEnd)
    if (child.id === EBML_ID.cluster) return null
    const element = reader.known(child, segmentEnd)
    if (element.id === EBML_ID.tracks) return firstPictureCodec(reader, element)
    position = element.end
  }
  return null
}

async function firstPictureCodec(reader: EbmlReader, tracks: EbmlElement) {
  for await (const entry of reader.children(tracks)) {
    if (entry.id !== EBML_ID.trackEntry) continue
    const { type, codec, codecPrivate } = await describeTrack(reader, entry)
    if (type !== VIDEO_TRACK) continue
    const sampleEntry = MATROSKA_PICTURE[codec]
    if (!sampleEntry) return codec
    // WebM's VP9 CodecPrivate holds features, not a vpcC.
    return videoCodecString(sampleEntry, sampleEntry === 'vp09' ? undefined : codecPrivate)
  }
  return null
}

/** The codec string of a video's first picture track; null for a file without one. */
export async function readPictureCodec(file: Blob, format: DetectedFormat) {
  switch (format) {
    case 'mp4':
    case 'mov':
    case '3gp':
    case '3g2':
      return isoPictureCodec(file)
    case 'webm':
    case 'mkv':
      return matroskaPictureCodec(file)
    default:
      return null
  }
}
