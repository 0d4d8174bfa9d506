import { writtenAudioSpecificConfig } from '@/lib/media/core/audioSpecificConfig'
import { UNREADABLE_CODEC_PRIVATE, type FieldWriter } from './allowList'
import { sameBytes } from './ebml'

/**
 * AAC's CodecPrivate, an AudioSpecificConfig, cut to its fields as an MP4's esds is
 * (core/audioSpecificConfig.ts). A layout that is not read is refused: what it holds after its
 * fields cannot be told.
 */
export const writeAudioSpecificConfig: FieldWriter = (data) => {
  const written = writtenAudioSpecificConfig(data)
  if (!written) throw new Error(UNREADABLE_CODEC_PRIVATE)
  return { data: written, revealed: sameBytes(written, data) ? {} : { other: true } }
}
