import { ascii, concat, utf16le } from './bytes'

/** MPEG-4 Visual's start codes (ISO/IEC 14496-2 §6.2.1): a VOP's, and a user data unit's. */
const VOP_START = Buffer.from([0, 0, 1, 0xb6])
const USER_DATA_START = Buffer.from([0, 0, 1, 0xb2])

/** A user data unit of the canary in UTF-16 and ASCII beside a name (ending in text, not a zero). */
export const userDataUnit = (canary: string) =>
  concat(USER_DATA_START, utf16le(canary), ascii(`Asha Rao ${canary}`))

/** Where each VOP of a raw MPEG-4 Visual stream (FFmpeg's `-f m4v`) starts. */
function vopStarts(stream: Uint8Array) {
  const starts: number[] = []
  for (let at = Buffer.from(stream).indexOf(VOP_START); at >= 0;) {
    starts.push(at)
    at = Buffer.from(stream).indexOf(VOP_START, at + 1)
  }
  return starts
}

/** `stream` with `inserted(vop, vops)` just before each VOP (counted from 0), where it gives bytes. */
export function withUserDataBeforeVops(
  stream: Uint8Array,
  inserted: (vop: number, vops: number) => Uint8Array | undefined,
) {
  const starts = vopStarts(stream)
  const pieces = starts.flatMap((start, index) => {
    const unit = inserted(index, starts.length)
    const vop = stream.subarray(start, starts[index + 1] ?? stream.length)
    return unit ? [unit, vop] : [vop]
  })
  return concat(stream.subarray(0, starts[0] ?? stream.length), ...pieces)
}
