import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanOgg, readOggHiddenDetails } from './file'

/** Ogg pages holding Opus, Vorbis or FLAC. */
export const OGG: MediaFamily = {
  formats: ['ogg'],
  readDetails: readOggHiddenDetails,
  clean: cleaningAs(cleanOgg),
}

// For Matroska, whose Vorbis tracks carry the same setup header in their CodecPrivate.
export { writtenVorbisSetup } from './vorbisSetup'
