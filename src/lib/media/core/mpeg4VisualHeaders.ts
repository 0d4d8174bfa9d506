/**
 * MPEG-4 Visual's configuration (ISO/IEC 14496-2 §6.2): the visual object sequence, visual
 * object and video object layer headers, each opened by a start code (00 00 01 and its code),
 * as an MP4's esds and a Matroska V_MPEG4/ISO/* CodecPrivate carry them. A user data unit
 * (code B2) holds any bytes a writer chose, FFmpeg's name and version for one; decoders need
 * none of it.
 */
const USER_DATA = 0xb2

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
