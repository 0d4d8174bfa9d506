/**
 * Which codec a WebM's or MKV's picture is in, read from its first video TrackEntry, as a codec
 * string (core/videoCodecString.ts): what the app asks this browser's decoder about. Nothing
 * after the first Cluster is read.
 */
import { videoCodecString } from '@/lib/media/core/videoCodecString'
import { EBML_ID, type EbmlElement } from './ebml'
import { createEbmlReader, type EbmlReader } from './ebmlReader'
import { describeTrack, VIDEO_TRACK } from './tracks'

/** Matroska's picture codecs, as the MP4 sample entries whose records their CodecPrivate holds. */
const MATROSKA_PICTURE: Record<string, string> = {
  'V_MPEG4/ISO/AVC': 'avc1',
  'V_MPEGH/ISO/HEVC': 'hvc1',
  V_VP8: 'vp08',
  V_VP9: 'vp09',
  V_AV1: 'av01',
}

export async function readMatroskaPictureCodec(file: Blob) {
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
