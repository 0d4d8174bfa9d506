import type { MediaFamily } from '@/lib/media/core/mediaFamily'
import { MIME_BY_FORMAT } from '@/lib/media/core/mediaTypes'
import { cleanHeif, readHeifHiddenDetails } from './file'

/** HEIC and AVIF: items and properties in ISO boxes. */
export const HEIF: MediaFamily = {
  formats: ['heic', 'avif'],
  readDetails: readHeifHiddenDetails,
  clean: (file, format, known) => cleanHeif(file, MIME_BY_FORMAT[format], known),
}

export { heifThumbnailId } from './file'
