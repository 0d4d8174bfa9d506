/**
 * Whether this browser can cover a chosen video (product.md §7), told without opening it for
 * covering: the media engine, which reads every attachment anyway, names its picture's codec,
 * and this browser's own decoder says whether it takes it (HEVC is refused on most desktops).
 * So a card answers without mediabunny, which loads only when the editor opens (openVideo).
 */
import { readPictureCodec, type DetectedFormat } from '@/lib/media'

export type NotCoverable = {
  coverable: false
  reason: 'pictureNotDecodable' | 'noPicture'
  codec?: string
}

export type VideoCoverability = { coverable: true } | NotCoverable

/** Whether this browser's decoder takes `codec`: never where there is no WebCodecs. */
async function decodable(codec: string) {
  if (typeof VideoDecoder === 'undefined') return false
  // A codec string no decoder knows may be refused with a TypeError rather than answered.
  const answer = await VideoDecoder.isConfigSupported({ codec }).catch(() => undefined)
  return answer?.supported === true
}

export async function videoCoverability(
  file: Blob,
  format: DetectedFormat,
): Promise<VideoCoverability> {
  const codec = await readPictureCodec(file, format)
  if (codec === null) return { coverable: false, reason: 'noPicture' }
  if (!(await decodable(codec))) return { coverable: false, reason: 'pictureNotDecodable', codec }
  return { coverable: true }
}
