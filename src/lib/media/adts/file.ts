import { createWindowReader, readBytes, type WindowReader } from '@/lib/media/core/blobBytes'
import type { ByteRange } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import {
  countFrames,
  emptyTally,
  leftOutBetween,
  shortening,
  type FrameTally,
} from '@/lib/media/core/frameTally'
import { id3v2TagLength } from '@/lib/media/core/id3Tags'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { describeBlanked, readMp3HiddenDetails, walkMp3, type Mp3Layout } from '@/lib/media/mp3'
import { keepBytes, sentBlob, type SentPiece } from '@/lib/media/core/sentPieces'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { joinDetails } from '@/lib/media/core/writtenValues'
import { blankedElements, heldPayloads } from '@/lib/media/core/aacElements'
import { isWalkedObjectType, type AacStream } from '@/lib/media/core/aacChannels'

/**
 * Raw AAC (ISO/IEC 14496-3 §1.A.3.2): frames back to back, each with a 7-byte header (9 with
 * its CRC) that starts with a 12-bit sync word and holds the frame's whole length. Taggers put
 * ID3v2 in front and APEv2, Lyrics3 or ID3v1 at the end, as they do in MP3s.
 */
const HEADER_SIZE = 7
const PROTECTED_HEADER_SIZE = 9
/** An ID3v2 tag's header, which holds the tag's length. */
const ID3V2_HEADER_SIZE = 10
/** Enough for a header and the next frame's first bytes. */
const PROBE_SIZE = 16
/**
 * Sampling frequencies by index (ISO/IEC 14496-3 table 1.18): 13 and 14 are reserved, and 15
 * (a rate written out) is not in ADTS.
 */
const SAMPLE_RATES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
]
/** Each raw data block of a frame decodes to this many samples. */
const BLOCK_SAMPLES = 1024
/**
 * How much of the first frames is searched for an encoder's name that is left, past a channel
 * element where the walk of elements does not reach (core/aacElements.ts).
 */
const ENCODER_SEARCH_BYTES = 64 * 1024

const NO_FRAMES = 'The file holds no AAC frames, so there is no sound to send'

interface AdtsHeader {
  /** The whole frame's, header included. */
  length: number
  headerSize: number
  /** How long the frame plays: 1024 samples for each of its raw data blocks. */
  ms: number
  /** How many raw data blocks it holds, one after another. */
  blocks: number
  /** MPEG version, profile, sample rate and channels: a frame whose signature differs is not this stream's. */
  signature: number
  /**
   * The sixteen bits of the fixed header after the sync word (version, layer, CRC or not,
   * profile, sample rate, private bit, channels, original and home bits), which the standard
   * makes the same in every frame of a stream.
   */
  fixed: number
  /** For AAC Main, LC, SSR and LTP, what its channel elements are walked with (core/aacChannels.ts). */
  stream?: AacStream
}

/** The frame length an ADTS header at `at` gives, when its sync word's twelve bits are there. */
function syncedFrameLength(bytes: Uint8Array, at: number) {
  const [b0, b1 = 0, , b3 = 0, b4 = 0, b5 = 0] = bytes.subarray(at, at + HEADER_SIZE)
  if (b0 !== 0xff || (b1 & 0xf0) !== 0xf0) return undefined
  return ((b3 & 0x03) << 11) | (b4 << 3) | (b5 >> 5)
}

/** The ADTS header at `at`, or undefined where the bytes cannot be one. */
function readAdtsHeader(bytes: Uint8Array, at: number): AdtsHeader | undefined {
  const length = syncedFrameLength(bytes, at)
  const [, b1 = 0, b2 = 0, b3 = 0, , , b6 = 0] = bytes.subarray(at, at + HEADER_SIZE)
  const sampleRate = SAMPLE_RATES[(b2 >> 2) & 0x0f]
  // Layer 0, which MPEG audio frames, whose sync word is the same, never have.
  if (length === undefined || b1 & 0x06 || !sampleRate) return undefined
  const headerSize = b1 & 0x01 ? HEADER_SIZE : PROTECTED_HEADER_SIZE
  if (length <= headerSize) return undefined
  // The header's profile is the audio object type less one.
  const objectType = (b2 >> 6) + 1
  const blocks = (b6 & 0x03) + 1
  return {
    length,
    headerSize,
    ms: (blocks * BLOCK_SAMPLES * 1000) / sampleRate,
    blocks,
    signature: ((b1 & 0x09) << 16) | ((b2 & 0xfd) << 8) | (b3 & 0xc0),
    fixed: ((b1 & 0x0f) << 12) | (b2 << 4) | (b3 >> 4),
    ...(isWalkedObjectType(objectType) && {
      stream: { objectType, samplingIndex: (b2 >> 2) & 0x0f },
    }),
  }
}

/** Where the sound may start: after the ID3v2 tags in front, whose cover art may hold false syncs. */
async function afterLeadingTags(file: Blob) {
  let position = 0
  for (;;) {
    const length = id3v2TagLength(await readBytes(file, position, position + ID3V2_HEADER_SIZE))
    if (length === 0) return position
    position = Math.min(file.size, position + length)
  }
}

/**
 * Whether the frame at `at` starts a run: the next frame follows with the same signature, or
 * the file ends with it. Decoders resync the same way, so a stray sync word is not sound.
 */
async function startsRun(file: Blob, reader: WindowReader, at: number, header: AdtsHeader) {
  const next = at + header.length
  if (next === file.size) return true
  const { bytes, offset } = await reader.view(next, PROBE_SIZE)
  return readAdtsHeader(bytes, offset)?.signature === header.signature
}

/** The next place after `from` where a sync word starts, or the end of the file. */
async function nextSync(file: Blob, reader: WindowReader, from: number) {
  for (let position = from; position < file.size;) {
    const { bytes, offset } = await reader.view(position, PROBE_SIZE)
    for (let index = offset; index + 1 < bytes.length; index++, position++) {
      if (bytes[index] === 0xff && ((bytes[index + 1] ?? 0) & 0xf6) === 0xf0) return position
    }
    if (position + 1 >= file.size) break
  }
  return file.size
}

/**
 * Takes the frame whose bytes are `frame`, at `start` in the file: as it is, or, where a data
 * stream or fill element holds anything, with its payload zeroed (core/aacElements.ts). A frame
 * with a CRC is taken as it is, as its CRC may cover those bits, and what they hold is said:
 * in the copy too, so the card does not call it clean.
 */
function takeFrame(found: AdtsFrames, frame: Uint8Array, start: number, header: AdtsHeader) {
  countFrames(found.tally, 1, header.length, header.ms)
  if (header.headerSize !== HEADER_SIZE) {
    found.payloads.push(...heldPayloads(frame, header.headerSize, header.stream, header.blocks))
    keepBytes(found.pieces, start, start + frame.length)
    return
  }
  const blanked = blankedElements(frame, HEADER_SIZE, header.stream, header.blocks)
  if (!blanked.bytes) {
    keepBytes(found.pieces, start, start + frame.length)
    return
  }
  found.pieces.push({ start, end: start + frame.length, written: blanked.bytes })
  found.payloads.push(...blanked.payloads)
}

/**
 * Takes the frames of `signature` that follow one another from `at` in `bytes` (`base` being
 * where `bytes` sits in the file), within one window: hours of sound are stepped through without
 * a read per frame. Where they stop, in the file.
 */
function takeRun(
  found: AdtsFrames,
  bytes: Uint8Array,
  at: number,
  base: number,
  signature: number,
) {
  let end = at
  for (;;) {
    const header = readAdtsHeader(bytes, end)
    if (header?.signature !== signature || end + header.length > bytes.length) return base + end
    takeFrame(found, bytes.subarray(end, end + header.length), base + end, header)
    end += header.length
  }
}

/**
 * The frame at `at`, right after frames of `stream`, when its fixed header alone sets it apart:
 * its sync word is there, and `stream`'s frames go on where its length says it ends. A bit
 * changed in a fixed header, which is the same in every frame, is damage: decoders ignore some
 * such bits (version, layer, profile, channels) and misread a frame by others (sample rate, CRC
 * or not). Returned with its header as the stream's frames have it, or undefined.
 */
async function repairedFrame(file: Blob, reader: WindowReader, at: number, stream: AdtsHeader) {
  const { bytes, offset } = await reader.view(at, PROBE_SIZE)
  const length = syncedFrameLength(bytes, offset)
  if (length === undefined || length <= stream.headerSize || at + length >= file.size) {
    return undefined
  }
  const next = await reader.view(at + length, PROBE_SIZE)
  if (readAdtsHeader(next.bytes, next.offset)?.signature !== stream.signature) return undefined
  const { fixed } = stream
  // The copyright bits and the length's top bits, after the fixed header in the fourth byte, stay.
  const rest = (bytes[offset + 3] ?? 0) & 0x0f
  const header = Uint8Array.of(
    0xff,
    0xf0 | (fixed >> 12),
    (fixed >> 4) & 0xff,
    ((fixed & 0x0f) << 4) | rest,
  )
  return { header, length, ms: stream.ms }
}

/** An ADTS file's frames, as the pieces of the copy to send, and their tally. */
interface AdtsFrames {
  pieces: SentPiece[]
  tally: FrameTally
  /** What the data stream and fill elements blanked held, where anything but zeros and fill. */
  payloads: Uint8Array[]
}

/**
 * The runs of ADTS frames, followed header to header, with a resync search between them. The
 * frame where the sound starts and frames that continue a run are taken as they come, and so is
 * a frame whose fixed header alone was damaged, repaired; a frame found by searching must start
 * a run.
 */
async function findFrames(file: Blob): Promise<AdtsFrames> {
  const reader = createWindowReader(file)
  const found: AdtsFrames = { pieces: [], tally: emptyTally(), payloads: [] }
  const soundStart = await afterLeadingTags(file)
  /** The header of the frames being followed; undefined after a search. */
  let stream: AdtsHeader | undefined
  for (let position = soundStart; position < file.size;) {
    const { bytes, offset } = await reader.view(position, PROBE_SIZE)
    const header = readAdtsHeader(bytes, offset)
    if (
      header &&
      position + header.length <= file.size &&
      (position === soundStart ||
        header.signature === stream?.signature ||
        (await startsRun(file, reader, position, header)))
    ) {
      stream = header
      const frames = await reader.view(position, header.length)
      position = takeRun(
        found,
        frames.bytes,
        frames.offset,
        position - frames.offset,
        header.signature,
      )
      continue
    }
    const repaired = stream && (await repairedFrame(file, reader, position, stream))
    if (repaired) {
      const { header: written, length, ms } = repaired
      found.pieces.push({ start: position, end: position + written.length, written })
      keepBytes(found.pieces, position + written.length, position + length)
      countFrames(found.tally, 1, length, ms)
      position += length
      continue
    }
    stream = undefined
    position = await nextSync(file, reader, position + 1)
  }
  return found
}

/** The parts of the file that are not frames: tags, and whatever else lies around the frames. */
function gapsAround(frames: readonly ByteRange[], size: number) {
  const gaps: ByteRange[] = []
  let position = 0
  for (const { start, end } of [...frames, { start: size, end: size }]) {
    if (start > position) gaps.push({ start: position, end: start })
    position = end
  }
  return gaps
}

/**
 * The tags and other data around and between the frames, read as an MP3's are: the same
 * tags sit there, placed in the file. MPEG audio frames found there are no part of the AAC
 * sound: other data.
 */
async function layoutAround(file: Blob, frames: readonly ByteRange[]) {
  const layout: Pick<Mp3Layout, 'tags' | 'otherData'> = { tags: [], otherData: false }
  for (const gap of gapsAround(frames, file.size)) {
    const found = await walkMp3(file.slice(gap.start, gap.end))
    const inFile = (range: ByteRange) => ({
      start: gap.start + range.start,
      end: gap.start + range.end,
    })
    layout.tags.push(...found.tags.map((tag) => ({ ...tag, ...inFile(tag) })))
    if (found.otherData || found.audio.length > 0) layout.otherData = true
  }
  return layout
}

/** An ADTS file's frames, and what the rest of it and its blanked payloads reveal. */
async function readAdts(file: Blob) {
  const { pieces, tally, payloads } = await findFrames(file)
  const around = await layoutAround(file, pieces)
  tally.skippedBetween = leftOutBetween(pieces, around.tags)
  const details = joinDetails([readMp3HiddenDetails(around), describeBlanked(payloads)])
  return { pieces, tally, details }
}

/** What a raw AAC file's tags, and anything else beside its frames, reveal (product.md §7). */
export async function readAdtsHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return (await readAdts(file)).details
}

/**
 * The raw AAC file as its frames only, in order, byte for byte but for damaged fixed headers
 * repaired and data stream and fill payloads zeroed: every tag at either end and anything between or around the frames goes, and the
 * cleaning says how much shorter the copy may play when bytes between frames had to go. Throws
 * when the file holds no AAC frames.
 */
export async function cleanAdts(file: Blob, mime: string): Promise<Cleaning> {
  const { pieces, tally, details } = await readAdts(file)
  if (tally.frames === 0) throw new Error(NO_FRAMES)
  const blob = sentBlob(file, pieces, mime)
  const encoderInStream = encoderNameIn(
    await readBytes(blob, 0, Math.min(blob.size, ENCODER_SEARCH_BYTES)),
  )
  const shortened = shortening(tally)
  return {
    blob,
    before: details,
    after: (await readAdts(blob)).details,
    ...(encoderInStream && { encoderInStream }),
    ...(shortened && { shortened }),
  }
}
