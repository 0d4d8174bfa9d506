import { createWindowReader, readBytes, type WindowReader } from './blobBytes'
import type { ByteRange } from './bytes'
import type { Cleaning } from './cleaning'
import { id3v2TagLength } from './id3Tags'
import type { HiddenDetails } from './mediaTypes'
import { readMp3HiddenDetails } from './mp3Tags'
import { walkMp3, type Mp3Layout } from './mp3Walk'
import { encoderNameIn } from './streamEncoder'

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
/** Sampling frequency indexes 13 and 14 are reserved, and 15 (an explicit rate) is not in ADTS. */
const SAMPLE_RATE_INDEXES = 13
/** How much of the first frames is searched for an encoder's name (FFmpeg writes it in the first). */
const ENCODER_SEARCH_BYTES = 64 * 1024

const NO_FRAMES = 'The file holds no AAC frames, so there is no sound to send'

interface AdtsHeader {
  length: number
  /** MPEG version, profile, sample rate and channels: a frame whose signature differs is not this stream's. */
  signature: number
}

/** The ADTS header at `at`, or undefined where the bytes cannot be one. */
function readAdtsHeader(bytes: Uint8Array, at: number): AdtsHeader | undefined {
  const [b0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0] = bytes.subarray(at, at + HEADER_SIZE)
  // The sync word's twelve bits, then layer 0.
  if (b0 !== 0xff || (b1 & 0xf6) !== 0xf0) return undefined
  if (((b2 >> 2) & 0x0f) >= SAMPLE_RATE_INDEXES) return undefined
  const length = ((b3 & 0x03) << 11) | (b4 << 3) | (b5 >> 5)
  const headerSize = b1 & 0x01 ? HEADER_SIZE : PROTECTED_HEADER_SIZE
  if (length <= headerSize) return undefined
  return { length, signature: ((b1 & 0x09) << 16) | ((b2 & 0xfd) << 8) | (b3 & 0xc0) }
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
 * Where the frames of `signature` that follow one another from `at` stop, within one window:
 * hours of sound are stepped through without a read per frame.
 */
function runEnd(bytes: Uint8Array, at: number, signature: number) {
  let end = at
  for (;;) {
    const header = readAdtsHeader(bytes, end)
    if (header?.signature !== signature || end + header.length > bytes.length) return end
    end += header.length
  }
}

/**
 * The runs of ADTS frames, followed header to header, with a resync search between them. The
 * frame where the sound starts and frames that continue a run are taken as they come; a frame
 * found by searching must start a run.
 */
async function findFrames(file: Blob) {
  const reader = createWindowReader(file)
  const frames: ByteRange[] = []
  const soundStart = await afterLeadingTags(file)
  let signature: number | undefined
  for (let position = soundStart; position < file.size;) {
    const { bytes, offset } = await reader.view(position, PROBE_SIZE)
    const header = readAdtsHeader(bytes, offset)
    if (
      header &&
      position + header.length <= file.size &&
      (position === soundStart ||
        header.signature === signature ||
        (await startsRun(file, reader, position, header)))
    ) {
      signature = header.signature
      const end = position + runEnd(bytes, offset + header.length, signature) - offset
      const last = frames.at(-1)
      if (last?.end === position) last.end = end
      else frames.push({ start: position, end })
      position = end
      continue
    }
    signature = undefined
    position = await nextSync(file, reader, position + 1)
  }
  return frames
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
 * tags sit there. MPEG audio frames found there are no part of the AAC sound: other data.
 */
async function layoutAround(file: Blob, frames: readonly ByteRange[]): Promise<Mp3Layout> {
  const layout: Mp3Layout = { audio: [], tags: [], otherData: false }
  for (const gap of gapsAround(frames, file.size)) {
    const found = await walkMp3(file.slice(gap.start, gap.end))
    layout.tags.push(...found.tags)
    if (found.otherData || found.audio.length > 0) layout.otherData = true
  }
  return layout
}

/** An ADTS file's frames, and what the rest of it reveals. */
async function readAdts(file: Blob) {
  const frames = await findFrames(file)
  return { frames, details: readMp3HiddenDetails(await layoutAround(file, frames)) }
}

/** What a raw AAC file's tags, and anything else beside its frames, reveal (product.md §7). */
export async function readAdtsHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return (await readAdts(file)).details
}

/**
 * The raw AAC file as its frames only, in order, byte for byte: every tag at either end and
 * anything between or around the frames goes. Throws when the file holds no AAC frames.
 */
export async function cleanAdts(file: Blob, mime: string): Promise<Cleaning> {
  const { frames, details } = await readAdts(file)
  if (frames.length === 0) throw new Error(NO_FRAMES)
  const blob = new Blob(
    frames.map(({ start, end }) => file.slice(start, end)),
    { type: mime },
  )
  const encoderInStream = encoderNameIn(
    await readBytes(blob, 0, Math.min(blob.size, ENCODER_SEARCH_BYTES)),
  )
  return {
    blob,
    before: details,
    after: (await readAdts(blob)).details,
    ...(encoderInStream && { encoderInStream }),
  }
}
