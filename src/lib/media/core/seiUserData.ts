import type { ByteRange } from './bytes'
import { appendAll } from './lists'

/**
 * User data in the SEI messages of an AVC or HEVC picture stream (ITU-T H.264 §7.3.2.3 and
 * D.1, H.265 §7.3.2.4 and D.2): registered ITU-T T.35 data (payload type 4: captions, makers'
 * own data) and unregistered data (type 5: a UUID, then anything; x264 writes its name and
 * every setting there). Decoders do not need them to decode the picture. HDR10+ metadata, in
 * T.35 too, is how bright a frame is shown, and is not counted as user data. Beside them, the
 * messages of types no decoder or screen reads (KEPT_SEI_TYPES), and the NAL units decoders
 * skip whole: filler data, and the reserved and unspecified types.
 */
export interface NalFormat {
  codec: 'avc' | 'hevc'
  /** The bytes of each NAL unit's length in a sample (avcC, hvcC). */
  lengthSize: number
}

const REGISTERED = 4
/** SEI's filler payload: 0xFF bytes a stream pads with, which decoders skip. */
const SEI_FILLER = 3
/**
 * The SEI messages whose fields a decoder or a screen reads (H.264 and H.265 Annex D): timing
 * and buffering (0, 1, 130, 131), pan-scan (2), recovery points and reference marking (6, 7),
 * film grain (19), tone mapping (23), frame packing and orientation (45, 47), parameter sets in
 * use (129), a decoded picture's hash (132), region refresh (134), time code (136), HDR's
 * mastering display, light levels, transfer, viewing environment and colour volume (137, 144,
 * 147, 148, 149), 360° projection and packing (150, 151, 154, 155), alpha (165) and frame and
 * field (168). Every other message, user data (4 and 5) among them, holds bytes decoders skip
 * or cannot read (a reserved or unknown type, a scalable nesting of others), and is blanked.
 */
const KEPT_SEI_TYPES = new Set([
  0, 1, 2, 6, 7, 19, 23, 45, 47, 129, 130, 131, 132, 134, 136, 137, 144, 147, 148, 149, 150, 151,
  154, 155, 165, 168,
])
/**
 * HDR10+ dynamic metadata (SMPTE ST 2094-40 in T.35: the United States, its provider code, its
 * provider-oriented code and application 4): how bright each frame is mastered, numbers a
 * screen is lit by, which stays. Any other message of that provider is user data like the rest.
 */
export const HDR10_PLUS = [0xb5, 0x00, 0x3c, 0x00, 0x01, 0x04]
const AVC_SEI = 6
/** HEVC puts SEI before a picture's slices (prefix) and after them (suffix): both may hold user data. */
const HEVC_SEI = new Set([39, 40])
const RBSP_STOP = 0x80

/**
 * The bytes a blanked payload is written with: not zero, so that no run of zeros (a start
 * code's emulation, which a NAL unit may not hold) can be made, not 3 (an emulation prevention
 * byte's value), and not printable text.
 */
const BLANK_BYTE = 0x80
const EMULATION_PREVENTION = 3

const nalType = (bytes: Uint8Array, at: number, codec: NalFormat['codec']) =>
  codec === 'avc' ? (bytes[at] ?? 0) & 0x1f : ((bytes[at] ?? 0) >> 1) & 0x3f

const isSei = (type: number, codec: NalFormat['codec']) =>
  codec === 'avc' ? type === AVC_SEI : HEVC_SEI.has(type)

/** Filler data (H.264 type 12, H.265 type 38): 0xFF bytes, then the RBSP's stop bit. */
const FILLER = { avc: 12, hevc: 38 } as const
const FILLER_BYTE = 0xff

/**
 * The NAL unit types decoders ignore, whose payload can hold anything: reserved and unspecified
 * (H.264 §7.4.1: 0, 16 to 18, 22 to 31; H.265 §7.4.2.2: 41 to 63). Reserved picture types are
 * not among them.
 */
const isIgnored = (type: number, codec: NalFormat['codec']) =>
  codec === 'avc' ? type === 0 || (type >= 16 && type <= 18) || type >= 22 : type >= 41

/** What a NAL unit of `type` is to a cleaner: its skipped data, if it may hold any. */
function skippedKind(type: number, codec: NalFormat['codec']) {
  if (isSei(type, codec)) return 'sei'
  if (type === FILLER[codec]) return 'filler'
  return isIgnored(type, codec) ? 'ignored' : undefined
}

/** Where each byte of the NAL unit's payload sits, emulation prevention bytes (00 00 03) left out. */
function payloadPositions(bytes: Uint8Array, start: number, end: number) {
  const positions: number[] = []
  let zeros = 0
  for (let at = start; at < end; at += 1) {
    const byte = bytes[at] ?? 0
    if (zeros >= 2 && byte === 3) {
      zeros = 0
      continue
    }
    zeros = byte === 0 ? zeros + 1 : 0
    positions.push(at)
  }
  return positions
}

/** An SEI field coded as bytes of 255 and a last byte below it, and where it ends. */
function readSeiNumber(bytes: Uint8Array, positions: readonly number[], index: number) {
  let value = 0
  let at = index
  while (at < positions.length && bytes[positions[at] ?? 0] === 0xff) {
    value += 0xff
    at += 1
  }
  return { value: value + (bytes[positions[at] ?? 0] ?? 0), next: at + 1 }
}

const startsWith = (
  bytes: Uint8Array,
  positions: readonly number[],
  index: number,
  prefix: readonly number[],
) => prefix.every((byte, offset) => bytes[positions[index + offset] ?? -1] === byte)

/**
 * The payloads of one SEI NAL unit's messages that decoders skip, as the runs of its bytes they
 * take: `data`, any but KEPT_SEI_TYPES and HDR10+ (user data, unknown types), and `filler`.
 */
function skippedSeiPayloads(bytes: Uint8Array, start: number, end: number) {
  const positions = payloadPositions(bytes, start, end)
  const found = { data: [] as ByteRange[], filler: [] as ByteRange[] }
  let index = 0
  // The messages end where only the RBSP's stop bit is left.
  while (index < positions.length - 1 || bytes[positions[index] ?? 0] !== RBSP_STOP) {
    if (index >= positions.length) break
    const type = readSeiNumber(bytes, positions, index)
    const size = readSeiNumber(bytes, positions, type.next)
    const last = size.next + size.value - 1
    const kept =
      KEPT_SEI_TYPES.has(type.value) ||
      (type.value === REGISTERED && startsWith(bytes, positions, size.next, HDR10_PLUS))
    if (size.value > 0 && last < positions.length && !kept) {
      const payload = { start: positions[size.next] ?? 0, end: (positions[last] ?? 0) + 1 }
      if (type.value === SEI_FILLER) found.filler.push(payload)
      else found.data.push(payload)
    }
    index = size.next + size.value
  }
  return found
}

/** The bytes before a NAL unit's payload in a sample: its length, then its header. */
export const nalHeaderSize = ({ codec, lengthSize }: NalFormat) =>
  lengthSize + (codec === 'avc' ? 1 : 2)

/**
 * The NAL unit whose length starts at `at`, read from `bytes` that hold its length and header:
 * where its header starts and where it ends (perhaps past `bytes`), and what skipped data it may
 * hold (`skipped`: SEI, filler, a type decoders ignore); none for a length of zero, which no
 * unit has.
 */
export function nalUnitAt(bytes: Uint8Array, at: number, { codec, lengthSize }: NalFormat) {
  let length = 0
  for (let index = 0; index < lengthSize; index += 1)
    length = length * 256 + (bytes[at + index] ?? 0)
  if (length === 0) return undefined
  const start = at + lengthSize
  return { start, end: start + length, skipped: skippedKind(nalType(bytes, start, codec), codec) }
}

/**
 * What the NAL units in a run of samples (every unit the bytes hold whole) hold that decoders
 * skip, in `bytes`' own offsets: `data`, the payloads of their SEI messages but those a decoder
 * or a screen reads (prefix and suffix SEI alike), and of the unit types decoders ignore;
 * `seiFiller`, SEI filler payloads; `filler`, the payloads of filler data units.
 */
export function skippedNalPayloads(bytes: Uint8Array, format: NalFormat) {
  const headerSize = nalHeaderSize(format) - format.lengthSize
  const found = {
    data: [] as ByteRange[],
    seiFiller: [] as ByteRange[],
    filler: [] as ByteRange[],
  }
  for (let at = 0; at + format.lengthSize <= bytes.length;) {
    const unit = nalUnitAt(bytes, at, format)
    if (!unit || unit.end > bytes.length) break
    const payload = { start: unit.start + headerSize, end: unit.end }
    if (unit.skipped === 'sei') {
      const messages = skippedSeiPayloads(bytes, payload.start, payload.end)
      appendAll(found.data, messages.data)
      appendAll(found.seiFiller, messages.filler)
    }
    if (unit.skipped === 'filler' && payload.start < payload.end) found.filler.push(payload)
    if (unit.skipped === 'ignored' && payload.start < payload.end) found.data.push(payload)
    at = unit.end
  }
  return found
}

/** Fills an SEI filler payload as the standard writes it: 0xFF bytes, no 00 left. */
export const blankSeiFiller = (bytes: Uint8Array, { start, end }: ByteRange) =>
  void bytes.fill(FILLER_BYTE, start, end)

/** Whether an SEI filler payload is as the standard writes it. */
export const isBlankSeiFiller = (bytes: Uint8Array, { start, end }: ByteRange) =>
  bytes.subarray(start, end).every((byte) => byte === FILLER_BYTE)

/**
 * Fills a filler data payload as the standard writes it: 0xFF bytes, then the stop bit's 0x80.
 * No 00 can be left, so no emulation prevention is needed.
 */
export function blankFiller(bytes: Uint8Array, { start, end }: ByteRange) {
  bytes.fill(FILLER_BYTE, start, end - 1)
  bytes[end - 1] = RBSP_STOP
}

/** Whether a filler data payload is as the standard writes it. */
export function isBlankFiller(bytes: Uint8Array, { start, end }: ByteRange) {
  for (let at = start; at < end - 1; at += 1) if (bytes[at] !== FILLER_BYTE) return false
  return bytes[end - 1] === RBSP_STOP
}

/**
 * Blanks the payloads where they lie with BLANK_BYTE, so the payload keeps its length and the
 * stream its offsets. Emulation prevention (H.264 §7.4.1, H.265 §7.4.2) is kept exactly: each
 * 03 that follows two zeros, the two zeros (even where the 03 lies just past the payload) and
 * the byte after it (00 to 03, as the standard requires there) stay as they are. Every other
 * byte becomes BLANK_BYTE, which is neither 0 nor 3, so three kept bytes in a row are three
 * bytes of the original in a row: no 00 00 00, 00 00 01, 00 00 02 or new 00 00 03 can appear,
 * and the decoder removes the same emulation prevention bytes as before, reading the same
 * message sizes and the same bytes after the payload.
 */
export function blankPayloads(bytes: Uint8Array, payloads: readonly ByteRange[]) {
  for (const payload of payloads) {
    for (let at = payload.start; at < payload.end; at += 1) {
      if (!keptByPrevention(bytes, at, payload)) bytes[at] = BLANK_BYTE
    }
  }
}

/** Whether a payload holds nothing but BLANK_BYTE, emulation prevention aside. */
export function isBlank(bytes: Uint8Array, payload: ByteRange) {
  for (let at = payload.start; at < payload.end; at += 1) {
    if (bytes[at] !== BLANK_BYTE && !keptByPrevention(bytes, at, payload)) return false
  }
  return true
}

const isPrevention = (bytes: Uint8Array, at: number) =>
  bytes[at] === EMULATION_PREVENTION && bytes[at - 1] === 0 && bytes[at - 2] === 0

/**
 * Whether emulation prevention keeps the byte at `at` of the payload (see blankPayloads): an 03
 * after two zeros from the payload's start to two bytes past its end, the two zeros before it
 * and the byte after it. An 03 just before the payload is not looked at: a user data payload
 * follows its size byte, and its type or FF before that, never two zeros. Blanking in place leaves this the same for the bytes after: a byte it
 * kept is unchanged, and one it blanked was part of no such 03's run.
 */
function keptByPrevention(bytes: Uint8Array, at: number, { start, end }: ByteRange) {
  const last = Math.min(at + 2, end + 1, bytes.length - 1)
  for (let prevention = Math.max(at - 1, start); prevention <= last; prevention += 1) {
    if (isPrevention(bytes, prevention)) return true
  }
  return false
}
