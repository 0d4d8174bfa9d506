import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanAmr, readAmrHiddenDetails } from './file'

/** AMR and AMR-WB speech frames. */
export const AMR: MediaFamily = {
  formats: ['amr'],
  readDetails: readAmrHiddenDetails,
  clean: cleaningAs(cleanAmr),
}
