import type { MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanJpeg, readJpegHiddenDetails } from './file'

/** JPEG, with what trails its picture: a motion photo's video, an HDR gain map. */
export const JPEG: MediaFamily = {
  formats: ['jpeg'],
  readDetails: readJpegHiddenDetails,
  clean: (file, _format, known) => cleanJpeg(file, known),
}
