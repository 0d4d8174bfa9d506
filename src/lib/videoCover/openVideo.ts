/**
 * What the editor needs to know of a video before it offers to cover it (product.md §7): its
 * length and size as shown, what can be done with its sound (soundOptions.ts), or why this
 * browser cannot cover it. A picture is coverable only where this browser's own decoder says it
 * takes the track's codec (HEVC is refused on most desktops): the file is read, never played.
 */
import type { Input } from 'mediabunny'
import { encodablePictureCodec } from './outputChoice'
import { soundOptionsOf, type SoundOptions } from './soundOptions'
import type { NotCoverable } from './videoCoverability'
import { withVideoInput } from './videoInput'

export type OpenedVideo =
  | {
      coverable: true
      duration: number
      width: number
      height: number
      /** null: the video has no sound. */
      sound: SoundOptions | null
    }
  | NotCoverable

export const openVideo = (file: Blob) => withVideoInput(file, described)

async function described(input: Input): Promise<OpenedVideo> {
  const picture = await input.getPrimaryVideoTrack()
  if (!picture) return { coverable: false, reason: 'noPicture' }
  const config = await picture.getDecoderConfig()
  const decodable = config && (await VideoDecoder.isConfigSupported(config)).supported
  if (!decodable) {
    const codec = await picture.getCodecParameterString()
    return { coverable: false, reason: 'pictureNotDecodable', ...(codec && { codec }) }
  }
  const [width, height] = [await picture.getDisplayWidth(), await picture.getDisplayHeight()]
  const sound = await input.getPrimaryAudioTrack()
  return {
    coverable: true,
    duration: await input.computeDuration(),
    width,
    height,
    sound: sound && (await soundOptionsOf(sound, await encodablePictureCodec(width, height))),
  }
}
