import {
  isZero,
  readAscii,
  readUint32BE,
  writeUint32BE,
  type ByteRange,
} from '@/lib/media/core/bytes'

/** One ISO BMFF (MP4, MOV, M4A) box: `start` at its size field, payload from `payloadStart` to `end`. */
export interface IsoBox {
  type: string
  start: number
  payloadStart: number
  end: number
}

const HEADER_SIZE = 8
const LARGE_HEADER_SIZE = 16

/** Why the engine stops: it never calls a file clean when it could not walk all of it. */
export const BOX_PAST_END = 'The file ends inside a box, so it cannot be fully checked'
const BOX_TOO_SMALL = 'A box is smaller than its own header, so the file cannot be fully checked'

/**
 * The box whose header starts at `start`, which must end by `limit` (the end of the box or
 * file holding it). Throws rather than guess when it does not fit (ISO/IEC 14496-12 §4.2).
 */
export function readBoxHeader(bytes: Uint8Array, start: number, limit: number): IsoBox {
  if (start + HEADER_SIZE > limit) throw new Error(BOX_PAST_END)
  const size = readUint32BE(bytes, start)
  const type = readAscii(bytes, start + 4, 4)
  let box: IsoBox
  if (size === 1) {
    if (start + LARGE_HEADER_SIZE > limit) throw new Error(BOX_PAST_END)
    const largeSize = readUint32BE(bytes, start + 8) * 2 ** 32 + readUint32BE(bytes, start + 12)
    if (largeSize < LARGE_HEADER_SIZE) throw new Error(BOX_TOO_SMALL)
    box = { type, start, payloadStart: start + LARGE_HEADER_SIZE, end: start + largeSize }
  } else if (size === 0) {
    // Size 0: the box runs to the end of what holds it.
    box = { type, start, payloadStart: start + HEADER_SIZE, end: limit }
  } else if (size < HEADER_SIZE) {
    throw new Error(BOX_TOO_SMALL)
  } else {
    box = { type, start, payloadStart: start + HEADER_SIZE, end: start + size }
  }
  if (box.end > limit) throw new Error(BOX_PAST_END)
  return box
}

/**
 * QuickTime lets a list of boxes end with a 32-bit zero, and Apple's writers put one after the
 * boxes of a sample description: no box, and nothing in it.
 */
const isListTerminator = (bytes: Uint8Array, position: number, end: number) =>
  end - position === 4 && readUint32BE(bytes, position) === 0

/**
 * The boxes from `start` to `end`, back to back (a QuickTime list's zero end aside).
 * `ifBroken: 'stop'` returns those read before a box that does not fit: for reading text out
 * of boxes that go whole anyway.
 */
export function readChildBoxes(
  bytes: Uint8Array,
  start: number,
  end: number,
  ifBroken: 'throw' | 'stop' = 'throw',
) {
  const boxes: IsoBox[] = []
  for (let position = start; position < end;) {
    if (isListTerminator(bytes, position, end)) break
    try {
      const box = readBoxHeader(bytes, position, end)
      boxes.push(box)
      position = box.end
    } catch (error) {
      if (ifBroken === 'throw') throw error
      break
    }
  }
  return boxes
}

/** Turns a box into a `free` box of the same size with a zeroed payload: no offset moves. */
export function neutraliseBox(bytes: Uint8Array, box: IsoBox) {
  bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4)
  bytes.fill(0, box.payloadStart, box.end)
}

const NO_ROOM_FOR_FREE_SPACE =
  'A codec configuration cannot be cut short where it lies, so the file cannot be cleaned'

/**
 * Moves `kept` (ranges inside `box`, in order) up to `from`, one after another, and ends the
 * box after them (endBoxAt): what lay between and after them goes.
 */
export function keepOnly(bytes: Uint8Array, box: IsoBox, from: number, kept: readonly ByteRange[]) {
  let end = from
  for (const part of kept.map(({ start, end: partEnd }) => bytes.slice(start, partEnd))) {
    bytes.set(part, end)
    end += part.length
  }
  cutBox(bytes, box, end)
}

/**
 * Ends `box` at `end` where it lies, and makes the rest a `free` box with a zeroed payload: the
 * boxes around it keep their sizes, and no offset moves.
 */
export function endBoxAt(bytes: Uint8Array, box: IsoBox, end: number) {
  if (!hasRoomForFreeSpace(box, end)) throw new Error(NO_ROOM_FOR_FREE_SPACE)
  writeUint32BE(bytes, box.start, end - box.start)
  writeUint32BE(bytes, end, box.end - end)
  neutraliseBox(bytes, { type: 'free', start: end, payloadStart: end + HEADER_SIZE, end: box.end })
}

const hasRoomForFreeSpace = (box: IsoBox, end: number) =>
  box.end - end >= HEADER_SIZE && box.payloadStart - box.start === HEADER_SIZE

/**
 * Cuts `box` to end at `end`: after it, a `free` box with a zeroed payload where one fits
 * (endBoxAt), or else zeroes, which no reader of the box's fields reaches.
 */
export function cutBox(bytes: Uint8Array, box: IsoBox, end: number) {
  if (end >= box.end) return
  if (hasRoomForFreeSpace(box, end)) endBoxAt(bytes, box, end)
  else bytes.fill(0, end, box.end)
}

/** Writes `payload` as the box's payload where it lies, and cuts the box after it (cutBox). */
export function rewritePayload(bytes: Uint8Array, box: IsoBox, payload: Uint8Array) {
  if (box.payloadStart + payload.length > box.end) throw new Error(NO_ROOM_FOR_FREE_SPACE)
  bytes.set(payload, box.payloadStart)
  cutBox(bytes, box, box.payloadStart + payload.length)
}

/** Whether the box's payload is already `payload`, with nothing but zeroes after it. */
export function holdsOnly(bytes: Uint8Array, box: IsoBox, payload: Uint8Array) {
  const end = box.payloadStart + payload.length
  return (
    end <= box.end &&
    payload.every((byte, index) => bytes[box.payloadStart + index] === byte) &&
    isZero(bytes, end, box.end)
  )
}
