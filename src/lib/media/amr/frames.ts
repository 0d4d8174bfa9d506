import { startsWithAscii } from '@/lib/media/core/bytes'

/**
 * AMR's storage format (RFC 4867 §5): a magic line, then frames back to back, each a one-byte
 * header (a padding bit, four-bit frame type, Q bit, two padding bits) and the speech bits of its
 * frame type. There is no room for metadata: anything that is not a frame was added.
 */
export interface AmrVariant {
  magic: string
  /** Whole frame length, header included, by frame type; 0 where the type is not used. */
  frameLengths: readonly number[]
}

/**
 * AMR-NB (TS 26.101 table 1a): eight speech modes, SID (type 8), and NO_DATA (15), which is the
 * header alone. Types 9-11 are other codecs' SID frames and 12-14 are reserved: none is AMR.
 */
export const AMR_NB: AmrVariant = {
  magic: '#!AMR\n',
  frameLengths: [13, 14, 16, 18, 20, 21, 27, 32, 6, 0, 0, 0, 0, 0, 0, 1],
}

/**
 * AMR-WB (TS 26.201 table 1a): nine speech modes, SID (type 9), SPEECH_LOST (14) and NO_DATA
 * (15), the last two the header alone; 10-13 are reserved.
 */
export const AMR_WB: AmrVariant = {
  magic: '#!AMR-WB\n',
  frameLengths: [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 0, 0, 0, 0, 1, 1],
}

/** Every frame is 20 ms of sound, whatever its type. */
export const FRAME_MS = 20

/** The three padding bits, zero in every frame a recorder writes. */
const PADDING_BITS = 0x83
/** The Q bit: set unless the frame is known to be damaged, as in every frame a recorder writes. */
const GOOD_FRAME = 0x04
/** The bits that make a header as a recorder writes it: padding clear, Q set. */
const RECORDED_BITS = PADDING_BITS | GOOD_FRAME

/**
 * How many frames with clean headers must follow one another from a place before frames are
 * taken from there again after other bytes (six frames are 120 ms). One byte in 25 of random
 * data reads as such a header (padding clear, Q set, a used type; one in 21 in AMR-WB), so a run
 * of six starts by chance about once in 280 MB (90 MB in AMR-WB); in text, where few characters
 * read so (',' '4' '$' '<' 'D' '|'), far less often, and zeroes, the commonest filler, never (their
 * Q bit is clear). A shorter run would let a cover picture or another app's data appended to the
 * recording pass for frames and be sent; a longer one would drop more sound where damage is
 * dense, since the frames before a resync point are not taken.
 */
export const RESYNC_RUN = 6

/** The length of the frame whose header is `header`, padding bits aside; 0 when it has no type. */
export const frameLength = (variant: AmrVariant, header: number) =>
  variant.frameLengths[(header >> 3) & 0x0f] ?? 0

/** The header with its padding bits cleared, as the frame is sent: decoders ignore them. */
export const withoutPadding = (header: number) => header & ~PADDING_BITS & 0xff

/**
 * Whether RESYNC_RUN whole frames, each with a clean header and its Q bit set, follow one
 * another from `at` in `bytes`.
 */
export function startsRun(variant: AmrVariant, bytes: Uint8Array, at: number) {
  let position = at
  for (let count = 0; count < RESYNC_RUN; count++) {
    const header = bytes[position] ?? 0
    const length = frameLength(variant, header)
    if ((header & RECORDED_BITS) !== GOOD_FRAME || length === 0) return false
    if (position + length > bytes.length) return false
    position += length
  }
  return true
}

const HASH = 0x23

/** Whether another recording's magic line of this variant starts at `at`: two were joined. */
export const startsMagic = (variant: AmrVariant, bytes: Uint8Array, at: number) =>
  // Most bytes are ruled out before a string is made of them.
  bytes[at] === HASH && startsWithAscii(bytes, at, variant.magic)

/**
 * The frames with clean headers from `at`: how many, and where they stop (at a header that is
 * not clean, a frame that does not fit in `bytes`, or the first frame past `last`). Stepped
 * over without a call per frame, so hours of speech take one pass.
 */
export function cleanFrames(variant: AmrVariant, bytes: Uint8Array, at: number, last: number) {
  const lengths = variant.frameLengths
  let end = at
  let count = 0
  while (end <= last) {
    const header = bytes[end] ?? 0
    const length = lengths[(header >> 3) & 0x0f] ?? 0
    if (header & PADDING_BITS || length === 0 || end + length > bytes.length) break
    end += length
    count += 1
  }
  return { end, count }
}

/**
 * The first place from `at` to `last` where frames may start again, as decoders resync: another
 * recording's magic line, or a run of frames (startsRun); `last + 1` when there is none.
 */
export function resyncPoint(variant: AmrVariant, bytes: Uint8Array, at: number, last: number) {
  for (let position = at; position <= last; position++) {
    const byte = bytes[position] ?? 0
    if (byte === HASH && startsMagic(variant, bytes, position)) return position
    if ((byte & RECORDED_BITS) === GOOD_FRAME && startsRun(variant, bytes, position)) {
      return position
    }
  }
  return last + 1
}

/**
 * Speech bits are not text, but a frame's payload can be written as text and still be taken for
 * speech. A payload of this many bytes or more that is all printable ASCII, of a few different
 * characters (not one byte over and over, as filler is), is text: speech gives one by chance
 * once in 10^8 frames (a 7.95 kbit/s frame, 19 bytes) or far less.
 */
const TEXT_PAYLOAD = 19
const TEXT_CHARACTERS = 4
const isPrintable = (byte: number) => byte >= 0x20 && byte < 0x7f
const isText = (payload: Uint8Array) =>
  payload.length >= TEXT_PAYLOAD &&
  payload.every(isPrintable) &&
  new Set(payload).size >= TEXT_CHARACTERS

/** The text held by the frames from `at` to `end` of `bytes`, frame by frame, where any. */
export function textInFrames(variant: AmrVariant, bytes: Uint8Array, at: number, end: number) {
  const texts: string[] = []
  for (let position = at; position < end;) {
    const length = frameLength(variant, bytes[position] ?? 0)
    const payload = bytes.subarray(position + 1, position + length)
    if (isText(payload)) {
      texts.push(String.fromCharCode(...payload))
    }
    position += Math.max(1, length)
  }
  return texts
}
