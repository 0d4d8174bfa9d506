import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanOgg, readOggHiddenDetails } from './file'

/** Ogg pages holding Opus, Vorbis or FLAC. */
export const OGG: MediaFamily = {
  formats: ['ogg'],
  readDetails: readOggHiddenDetails,
  clean: cleaningAs(cleanOgg),
}
