import type { DetectedFormat } from './core/mediaTypes'
import { familyOf } from './families'

/**
 * The codec string of a video's first picture track, read from the file's own description of it
 * (an MP4's sample entry, a Matroska TrackEntry): what the app asks this browser's decoder about
 * before it offers to cover a video. null for a file with no picture track.
 */
export async function readPictureCodec(file: Blob, format: DetectedFormat) {
  const { pictureCodec } = familyOf(format)
  return pictureCodec ? pictureCodec(file) : null
}
