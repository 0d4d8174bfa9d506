/**
 * What the new file is made of (product.md §7): H.264 in MP4 where this browser encodes it, else
 * VP9 in WebM. Kept sound is copied as it is, never re-encoded, so it needs a container that holds
 * its codec: WebM holds only Opus and Vorbis, so VP9 with a phone's AAC goes in MP4 (which holds
 * VP9 too).
 */
import {
  Mp4OutputFormat,
  WebMOutputFormat,
  canEncodeVideo,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny'

export type CoveredContainer = 'mp4' | 'webm'

/** The picture codecs to encode with, in order of preference. */
const PICTURE_CODECS = ['avc', 'vp9'] as const satisfies VideoCodec[]

export type PictureCodec = (typeof PICTURE_CODECS)[number]

/** The first picture codec this browser encodes at this size, or undefined if none. */
export async function encodablePictureCodec(width: number, height: number) {
  for (const codec of PICTURE_CODECS) {
    if (await canEncodeVideo(codec, { width, height })) return codec
  }
  return undefined
}

export const outputFormatOf = (container: CoveredContainer) =>
  container === 'mp4' ? new Mp4OutputFormat({ fastStart: false }) : new WebMOutputFormat()

/** The container for `picture` and the sound copied into it (null: no sound is kept). */
export function containerFor(
  picture: PictureCodec,
  keptSound: AudioCodec | null,
): CoveredContainer {
  if (picture === 'avc') return 'mp4'
  const webmHolds =
    keptSound === null || outputFormatOf('webm').getSupportedAudioCodecs().includes(keptSound)
  return webmHolds ? 'webm' : 'mp4'
}
