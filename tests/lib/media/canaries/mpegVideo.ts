import { ascii, concat, utf16le } from './bytes'
import type { FrameUnit } from './fixture'

/** A user data unit's start code, in MPEG-1 and MPEG-2 video and MPEG-4 Visual alike. */
const USER_DATA_START = Buffer.from([0, 0, 1, 0xb2])

/**
 * Start codes user data may come before: a VOP's in MPEG-4 Visual; a picture's first slice's
 * in MPEG-1 and MPEG-2 video (user data then follows the picture's headers).
 */
export const VOP = 0xb6
export const FIRST_SLICE = 0x01

/** A user data unit of the canary in UTF-16 and ASCII beside a name (ending in text, not a zero). */
export const userDataUnit = (canary: string) =>
  concat(USER_DATA_START, utf16le(canary), ascii(`Asha Rao ${canary}`))

/** Where each unit of `code` in a raw MPEG video stream starts. */
function unitStarts(stream: Uint8Array, code: number) {
  const startCode = Buffer.from([0, 0, 1, code])
  const starts: number[] = []
  for (let at = Buffer.from(stream).indexOf(startCode); at >= 0;) {
    starts.push(at)
    at = Buffer.from(stream).indexOf(startCode, at + 1)
  }
  return starts
}

/**
 * `stream` with `inserted(index, count)` just before each unit of `code` (counted from 0),
 * where it gives bytes.
 */
export function withUserDataBefore(
  stream: Uint8Array,
  code: number,
  inserted: (index: number, count: number) => Uint8Array | undefined,
) {
  const starts = unitStarts(stream, code)
  const pieces = starts.flatMap((start, index) => {
    const unit = inserted(index, starts.length)
    const rest = stream.subarray(start, starts[index + 1] ?? stream.length)
    return unit ? [unit, rest] : [rest]
  })
  return concat(stream.subarray(0, starts[0] ?? stream.length), ...pieces)
}

/** A user data unit in an MPEG-4 Visual frame, put just before its VOP as after a GOV header. */
export const MPEG4_USER_DATA_UNIT: FrameUnit = [
  'MPEG-4 Visual user data',
  'mpeg4-user-data',
  userDataUnit,
]

/** Where a frame's VOP starts: user data goes just before it. */
export const vopStart = (frame: Uint8Array) =>
  Buffer.from(frame).indexOf(Buffer.from([0, 0, 1, VOP]))
