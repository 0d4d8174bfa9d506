import type { Cleaning } from '@/lib/media/core/cleaning'
import { shortening } from '@/lib/media/core/frameTally'
import { MIME_BY_FORMAT } from '@/lib/media/core/mediaTypes'
import { sentBlob } from '@/lib/media/core/sentPieces'
import { encoderNameInStream } from '@/lib/media/core/streamEncoder'
import { joinDetails } from '@/lib/media/core/writtenValues'
import { blankedFrames, describeBlanked } from './mainData'
import { readMp3HiddenDetails } from './tags'
import { walkMp3 } from './walk'

const NO_AUDIO_FRAMES = 'The file holds no MPEG audio frames, so there is no sound to send'

/** What an MP3 reveals: its tags, and bytes that are neither tags nor frames. */
export const readMp3FileDetails = async (file: Blob) => readMp3HiddenDetails(await walkMp3(file))

/**
 * The MP3 keeps its audio frames only, in order: every tag (ID3v2 at either end, APE,
 * Lyrics3, ID3v1) and anything else between or around the frames goes, the bytes in the frames
 * that no decoder reads are zeroed (an Info frame's spare fields, ancillary data), and the
 * cleaning says how much shorter the copy may play when bytes between frames had to go.
 */
export async function cleanMp3(file: Blob): Promise<Cleaning> {
  const layout = await walkMp3(file)
  if (layout.audio.length === 0) throw new Error(NO_AUDIO_FRAMES)
  const blanked = await blankedFrames(file, layout.audio)
  const blob = sentBlob(file, blanked.pieces, MIME_BY_FORMAT.mp3)
  const shortened = shortening(layout.tally)
  // LAME's marker stays in an Info frame, since players need it to cut the encoder's silence.
  const encoderInStream = (await encoderNameInStream(blob)) ?? blanked.infoMarker
  // Text written as sound is sent as recorded: named before and after, never called removed.
  const textInSound = blanked.textInSound.length ? { text: blanked.textInSound.join(' ') } : {}
  return {
    blob,
    before: joinDetails([readMp3HiddenDetails(layout), describeBlanked(blanked.held), textInSound]),
    after: joinDetails([readMp3HiddenDetails(await walkMp3(blob)), textInSound]),
    ...(encoderInStream && { encoderInStream }),
    ...(shortened && { shortened }),
  }
}
