import { createWindowReader, DESCRIBED_BYTES, readBytes } from './blobBytes'
import { isZero, startsWithAscii } from './bytes'
import type { Cleaning } from './cleaning'
import type { HiddenDetails } from './mediaTypes'

/**
 * AMR's storage format (RFC 4867 §5): a magic line, then frames back to back, each a one-byte
 * header (F bit, four-bit frame type, Q bit, two padding bits) and the speech bits of its
 * frame type. There is no room for metadata: anything after the last whole frame was added.
 */
interface AmrVariant {
  magic: string
  /** Whole frame length, header included, by frame type; 0 where the type is not used. */
  frameLengths: readonly number[]
}

/**
 * AMR-NB (TS 26.101 table 1a): eight speech modes, SID (type 8), and NO_DATA (15), which is the
 * header alone. Types 9-11 are other codecs' SID frames and 12-14 are reserved: none is AMR.
 */
const AMR_NB: AmrVariant = {
  magic: '#!AMR\n',
  frameLengths: [13, 14, 16, 18, 20, 21, 27, 32, 6, 0, 0, 0, 0, 0, 0, 1],
}

/**
 * AMR-WB (TS 26.201 table 1a): nine speech modes, SID (type 9), SPEECH_LOST (14) and NO_DATA
 * (15), the last two the header alone; 10-13 are reserved.
 */
const AMR_WB: AmrVariant = {
  magic: '#!AMR-WB\n',
  frameLengths: [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 0, 0, 0, 0, 1, 1],
}

/** Multichannel storage ('#!AMR_MC1.0\n', '#!AMR-WB_MC1.0\n') interleaves channels in blocks. */
const MULTICHANNEL_MAGICS = ['#!AMR_MC1.0\n', '#!AMR-WB_MC1.0\n']
const LONGEST_MAGIC = 15
const LONGEST_FRAME = 61

/** F must be clear in stored frames, and the two padding bits are zero. */
const RESERVED_HEADER_BITS = 0x83

const NOT_AMR = 'The file does not start like an AMR recording'
const MULTICHANNEL =
  'The AMR recording has several channels, a layout TipWire cannot check, so it cannot be sent'
const NO_FRAMES = 'The AMR file holds no whole sound frame, so there is no sound to send'

/** What an AMR file is made of: its magic line and frames, then whatever follows them. */
interface AmrLayout {
  framesStart: number
  framesEnd: number
  /** Non-zero bytes after the last whole frame. */
  otherData: boolean
}

async function variantOf(file: Blob) {
  const head = await readBytes(file, 0, Math.min(file.size, LONGEST_MAGIC))
  if (MULTICHANNEL_MAGICS.some((magic) => startsWithAscii(head, 0, magic))) {
    throw new Error(MULTICHANNEL)
  }
  const variant = [AMR_NB, AMR_WB].find(({ magic }) => startsWithAscii(head, 0, magic))
  if (!variant) throw new Error(NOT_AMR)
  return variant
}

/** The length of the frame whose header is `header`, or 0 when it cannot be one. */
function frameLength(variant: AmrVariant, header: number) {
  if (header & RESERVED_HEADER_BITS) return 0
  return variant.frameLengths[(header >> 3) & 0x0f] ?? 0
}

/**
 * Where the run of whole frames from `start` ends. Frames are stepped over inside one window
 * at a time, without a read per frame, so hours of speech take one pass.
 */
async function endOfFrames(file: Blob, variant: AmrVariant, start: number) {
  const reader = createWindowReader(file)
  let position = start
  for (;;) {
    const { bytes, offset } = await reader.view(position, LONGEST_FRAME)
    let at = offset
    for (;;) {
      const length = at < bytes.length ? frameLength(variant, bytes[at] ?? 0) : 0
      if (length === 0 || at + length > bytes.length) break
      at += length
    }
    if (at === offset) return position
    position += at - offset
  }
}

/** Whether the bytes from `start` to the end hold anything but zeroes; a long run always does. */
async function holdsData(file: Blob, start: number) {
  const end = Math.min(file.size, start + DESCRIBED_BYTES)
  const bytes = await readBytes(file, start, end)
  return !isZero(bytes, 0, bytes.length) || end < file.size
}

/** Walks an AMR file's frames by their headers (product.md §7); throws when it is not AMR. */
async function walkAmr(file: Blob): Promise<AmrLayout> {
  const variant = await variantOf(file)
  const framesStart = variant.magic.length
  const framesEnd = await endOfFrames(file, variant, framesStart)
  return { framesStart, framesEnd, otherData: await holdsData(file, framesEnd) }
}

const amrHiddenDetails = ({ otherData }: AmrLayout): HiddenDetails =>
  otherData ? { other: true } : {}

/**
 * What an AMR recording reveals: the format holds no metadata, so only bytes after its frames
 * (a tag or text an app appended) can, and they are other data.
 */
export async function readAmrHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return amrHiddenDetails(await walkAmr(file))
}

/**
 * The AMR recording as its magic line and whole frames, byte for byte: whatever follows the
 * last whole frame goes. Throws for a file that is not AMR, multichannel AMR, or no frames.
 */
export async function cleanAmr(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await walkAmr(file)
  if (layout.framesEnd === layout.framesStart) throw new Error(NO_FRAMES)
  const blob = new Blob([file.slice(0, layout.framesEnd)], { type: mime })
  return {
    blob,
    before: amrHiddenDetails(layout),
    after: amrHiddenDetails(await walkAmr(blob)),
  }
}
