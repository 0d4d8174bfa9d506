import type { ByteRange } from './bytes'

/**
 * User data in MPEG video: MPEG-1 and MPEG-2 video (ISO/IEC 11172-2, 13818-2 §6.2.2.2.2) and
 * MPEG-4 Visual (ISO/IEC 14496-2 §6.2) are units each opened by a start code (00 00 01 and its
 * code), in their coded frames (pictures or VOPs, and the headers a writer repeats before them)
 * as in MPEG-4 Visual's configuration (the visual object sequence, visual object and video
 * object layer headers, as an MP4's esds and a Matroska V_MPEG4/ISO/* CodecPrivate carry them).
 * A user data unit (code B2 in all three) holds any bytes a writer chose up to the next start
 * code (captions, FFmpeg's name and version); decoders need none of it to decode the picture.
 */
const USER_DATA = 0xb2
/**
 * The byte blanked user data is written with: not zero, so no start code (00 00 01) can form,
 * and not printable text.
 */
const BLANK_BYTE = 0x80

/** Where each unit starts: at its start code. */
function unitStarts(headers: Uint8Array) {
  const starts: number[] = []
  for (let at = 0; at + 3 < headers.length; at += 1) {
    if (headers[at] === 0 && headers[at + 1] === 0 && headers[at + 2] === 1) starts.push(at)
  }
  return starts
}

/**
 * The headers without their user data units, nor anything before the first start code: every
 * other unit as it is.
 */
export function withoutUserData(headers: Uint8Array) {
  const starts = unitStarts(headers)
  const kept = starts.flatMap((start, index) =>
    headers[start + 3] === USER_DATA ? [] : [headers.subarray(start, starts[index + 1])],
  )
  const written = new Uint8Array(kept.reduce((length, unit) => length + unit.length, 0))
  kept.reduce((at, unit) => (written.set(unit, at), at + unit.length), 0)
  return written
}

/** The payloads of the user data units in a run of coded frames: from after their start code to the next. */
export function frameUserData(frames: Uint8Array): ByteRange[] {
  const starts = unitStarts(frames)
  return starts.flatMap((start, index) =>
    frames[start + 3] === USER_DATA
      ? [{ start: start + 4, end: starts[index + 1] ?? frames.length }]
      : [],
  )
}

/** Writes BLANK_BYTE over the payload, where it lies. */
export const blankUserData = (frames: Uint8Array, { start, end }: ByteRange) =>
  frames.fill(BLANK_BYTE, start, end)

/** Whether the payload holds nothing but BLANK_BYTE. */
export const isBlankUserData = (frames: Uint8Array, { start, end }: ByteRange) =>
  frames.subarray(start, end).every((byte) => byte === BLANK_BYTE)
