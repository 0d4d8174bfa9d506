import { ascii, indexOf, utf16le } from '../../lib/media/canaries/bytes'
import { identifyingTags, runExiftool } from '../../lib/media/exiftool'
import { FACE_VIDEO_CANARIES } from '../../../scripts/media-fixtures/faceVideos.mjs'

/**
 * What exiftool (`-a -G1 -ee`, run in `folder`) finds identifying in a new file made from the
 * face videos or the voice note, and which planted words or writers' names its bytes hold.
 */
export function leftIn(path: string, bytes: Buffer, folder: string) {
  const tags = runExiftool([path], folder).get(path) ?? {}
  const words = [...Object.values(FACE_VIDEO_CANARIES), 'Mediabunny', 'Lavf', 'Asha Rao', 'iPhone']
  return {
    identifying: identifyingTags(tags),
    words: words.filter(
      (word) => indexOf(bytes, ascii(word)) >= 0 || indexOf(bytes, utf16le(word)) >= 0,
    ),
  }
}
