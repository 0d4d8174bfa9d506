import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanMatroska, readMatroskaHiddenDetails } from './file'

/** WebM and MKV: EBML elements. */
export const MATROSKA: MediaFamily = {
  formats: ['webm', 'mkv'],
  readDetails: readMatroskaHiddenDetails,
  clean: cleaningAs(cleanMatroska),
}
