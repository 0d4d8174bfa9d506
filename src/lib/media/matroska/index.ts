import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanMatroska, readMatroskaHiddenDetails } from './file'
import { readMatroskaPictureCodec } from './pictureCodec'

/** WebM and MKV: EBML elements. */
export const MATROSKA: MediaFamily = {
  formats: ['webm', 'mkv'],
  readDetails: readMatroskaHiddenDetails,
  clean: cleaningAs(cleanMatroska),
  pictureCodec: readMatroskaPictureCodec,
}
