/**
 * What the editor needs to know of a video before it offers to cover it (product.md §7): its
 * length and size as shown, whether it has sound, or why this browser cannot cover it. A
 * picture is coverable only where this browser's own decoder says it takes the track's codec
 * (HEVC is refused on most desktops): the file is read, never played.
 */
import type { Input } from 'mediabunny'
import type { NotCoverable } from './videoCoverability'
import { withVideoInput } from './videoInput'

export type OpenedVideo =
  | { coverable: true; duration: number; width: number; height: number; hasSound: boolean }
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
  return {
    coverable: true,
    duration: await input.computeDuration(),
    width: await picture.getDisplayWidth(),
    height: await picture.getDisplayHeight(),
    hasSound: (await input.getPrimaryAudioTrack()) !== null,
  }
}
