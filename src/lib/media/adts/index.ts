import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanAdts, readAdtsHiddenDetails } from './file'

/** Raw AAC: ADTS frames. */
export const ADTS: MediaFamily = {
  formats: ['aac'],
  readDetails: readAdtsHiddenDetails,
  clean: cleaningAs(cleanAdts),
}
