import type { Cleaning } from '@/lib/media/core/cleaning'
import { shortening } from '@/lib/media/core/frameTally'
import { MIME_BY_FORMAT } from '@/lib/media/core/mediaTypes'
import { sentBlob } from '@/lib/media/core/sentPieces'
import { encoderNameInStream } from '@/lib/media/core/streamEncoder'
import { readMp3HiddenDetails } from './tags'
import { walkMp3 } from './walk'

const NO_AUDIO_FRAMES = 'The file holds no MPEG audio frames, so there is no sound to send'

/** What an MP3 reveals: its tags, and bytes that are neither tags nor frames. */
export const readMp3FileDetails = async (file: Blob) => readMp3HiddenDetails(await walkMp3(file))

/**
 * The MP3 keeps its audio frames only, in order: every tag (ID3v2 at either end, APE,
 * Lyrics3, ID3v1) and anything else between or around the frames goes, and the cleaning says
 * how much shorter the copy may play when bytes between frames had to go.
 */
export async function cleanMp3(file: Blob): Promise<Cleaning> {
  const layout = await walkMp3(file)
  if (layout.audio.length === 0) throw new Error(NO_AUDIO_FRAMES)
  const blob = sentBlob(file, layout.audio, MIME_BY_FORMAT.mp3)
  const shortened = shortening(layout.tally)
  return {
    blob,
    before: readMp3HiddenDetails(layout),
    after: readMp3HiddenDetails(await walkMp3(blob)),
    encoderInStream: await encoderNameInStream(blob),
    ...(shortened && { shortened }),
  }
}
