/**
 * What can be done with a video's sound here (product.md §7), told before it is chosen rather
 * than refused after: kept as it is only where its codec can be copied into the new file's
 * container (AMR in a feature phone's 3GP cannot, nor can a codec mediabunny does not know), and
 * disguised only where this browser decodes it and encodes Opus.
 */
import type { InputAudioTrack } from 'mediabunny'
import { canEncodeDisguise } from './disguisedSound'
import { containerFor, outputFormatOf, type PictureCodec } from './outputChoice'

export interface SoundOptions {
  /** Its packets can be copied as they are into the new file. */
  keepable: boolean
  /** It can be decoded, its voice disguised and encoded anew. */
  disguisable: boolean
}

export async function soundOptionsOf(
  sound: InputAudioTrack,
  picture: PictureCodec | undefined,
): Promise<SoundOptions> {
  const codec = await sound.getCodec()
  const keepable =
    picture !== undefined &&
    codec !== null &&
    outputFormatOf(containerFor(picture, codec)).getSupportedAudioCodecs().includes(codec)
  const disguisable = (await sound.canDecode()) && (await canEncodeDisguise())
  return { keepable, disguisable }
}
