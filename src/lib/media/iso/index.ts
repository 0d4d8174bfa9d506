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
// HEIF's ftyp lists brands as MP4's does: only registered ones travel.
export { isRegisteredBrand } from './brands'
export { FILE_TYPE_REWRITE } from './fileType'
export { metadataObus } from './av1Configuration'
export { seiArrays } from './hevcConfiguration'
// For Matroska, whose H.264, HEVC and AV1 tracks hold an avcC's, hvcC's or av1C's payload as their
// CodecPrivate.
export { writtenAvcConfiguration } from './avcConfiguration'
export {
  ARRAY_COUNT_AT as HEVC_ARRAY_COUNT_AT,
  decodingArrays as hevcDecodingArrays,
} from './hevcConfiguration'
export { CONFIG_OBUS_AT as AV1_OBUS_AT, decodingObus as av1DecodingObus } from './av1Configuration'
