import { createWindowReader, WINDOW_SIZE } from './blobBytes'

/**
 * Encoder names written inside the compressed stream, not beside it: x264's and x265's SEI
 * message in a video's first picture, LAME's or FFmpeg's name in an MP3's frames, DivX's and
 * Xvid's in MPEG-4 Visual user data. They are part of the picture or sound data the cleaners
 * copy byte for byte, so they stay, and the screen says so rather than claim the software was
 * removed.
 */
const ENCODER_NAME =
  /x264 - core \d+|x265 \(build \d+\)|(?:LAME|Lavc|Lavf)\d{1,3}\.\d{1,3}(?:\.\d{1,3})?|DivX\d+(?:Build|b)\d+|XviD\d+/

/** Longer than any name matched ('x265 (build 199)', 'DivX503Build1234'). */
export const ENCODER_NAME_LENGTH = 32

const latin1 = new TextDecoder('latin1')

/** The encoder named in these stream bytes, as written ('x264 - core 164', 'LAME3.100'). */
export function encoderNameIn(bytes: Uint8Array) {
  return ENCODER_NAME.exec(latin1.decode(bytes))?.[0]
}

/** Longer than any name matched, so one split between two windows is found in the second. */
const WINDOW_OVERLAP = 2 * ENCODER_NAME_LENGTH

/**
 * The encoder named anywhere in a stream, read one window at a time: LAME pads the spare
 * bytes of any frame with its name, not only the first.
 */
export async function encoderNameInStream(stream: Blob) {
  const reader = createWindowReader(stream)
  for (let start = 0; start < stream.size; start += WINDOW_SIZE) {
    const { bytes, offset } = await reader.view(start, WINDOW_SIZE + WINDOW_OVERLAP)
    const name = encoderNameIn(bytes.subarray(offset, offset + WINDOW_SIZE + WINDOW_OVERLAP))
    if (name) return name
  }
  return undefined
}
