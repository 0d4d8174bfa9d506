import type { MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanWav, readWavFileDetails } from './file'

/** WAV: RIFF chunks. */
export const WAV: MediaFamily = {
  formats: ['wav'],
  readDetails: readWavFileDetails,
  clean: cleanWav,
}
