import type { MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanMp3, readMp3FileDetails } from './file'

/** MP3: MPEG audio frames, and the tags written around them. */
export const MP3: MediaFamily = {
  formats: ['mp3'],
  readDetails: readMp3FileDetails,
  clean: cleanMp3,
}

// For the formats that carry the same tags around their own frames: raw AAC and FLAC.
export { readMp3HiddenDetails } from './tags'
export { describeBlanked } from './mainData'
export { LYRICS3, walkMp3, type Mp3Layout } from './walk'
