import type { MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanIsoMedia, readIsoDetails } from './movies'
import { readIsoPictureCodec } from './pictureCodec'
import { isoFormatOf } from './soundOnly'

/** MP4, MOV, M4A and 3GP: ISO/IEC 14496-12 boxes and QuickTime's atoms. */
export const ISO: MediaFamily = {
  formats: ['mp4', 'mov', 'm4a', '3gp', '3g2', '3ga'],
  detect: isoFormatOf,
  readDetails: readIsoDetails,
  clean: cleanIsoMedia,
  pictureCodec: readIsoPictureCodec,
}

// For the families that hold ISO boxes: HEIF's photos, a motion photo's video.
export { BOX_PAST_END, readBoxHeader, readChildBoxes, type IsoBox } from './boxes'
export { freeSpaceParts, payloadParts, readMotionVideoDetails, unusedParts } from './file'
// For HEIF's properties and Matroska's CodecPrivate, which hold an avcC's, hvcC's or av1C's
// payload: each written with what decoding needs alone.
export { writtenAvcConfiguration } from './avcConfiguration'
export { writtenHevcPayload } from './hevcConfiguration'
export { writtenAv1Payload } from './av1Configuration'
