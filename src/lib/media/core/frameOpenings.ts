import { blankPayload, coveredBytes, heldIn, leadingPayloads } from './aacElements'
import { readBytes } from './blobBytes'
import { isZero, type ByteRange } from './bytes'
import { opusPaddings } from './opusPadding'
import { blankPayloads, isBlank, userDataPayloads, type NalFormat } from './seiUserData'
import { encoderNameIn } from './streamEncoder'

/**
 * How a track's frames are coded, where they may hold data decoders skip, whatever the
 * container: AVC and HEVC with SEI user data (seiUserData.ts), AAC with data stream and fill
 * elements (aacElements.ts), Opus with padding (opusPadding.ts; `streams`: how many streams
 * each packet holds, as the OpusHead or dOps channel mapping gives them).
 */
export type Framing = NalFormat | { codec: 'aac' } | { codec: 'opus'; streams: number }

/** Where avcC and hvcC (an MP4's box payload, Matroska's CodecPrivate) give a NAL unit's length size. */
const LENGTH_SIZE_AT = { avc: 4, hevc: 21 } as const

/** The framing an AVC or HEVC configuration gives, in its byte's last two bits; none if it is short. */
export function nalFraming(
  configuration: Uint8Array,
  codec: NalFormat['codec'],
): Framing | undefined {
  const byte = configuration[LENGTH_SIZE_AT[codec]]
  return byte === undefined ? undefined : { codec, lengthSize: (byte & 3) + 1 }
}

/**
 * The framing Opus's header gives (OpusHead, RFC 7845 §5.1, or ISO's dOps, which is OpusHead
 * without its name): one stream a packet for mapping family 0, else the count that follows the
 * family, at `familyAt`.
 */
export function opusFraming(header: Uint8Array, familyAt: number): Framing | undefined {
  if (header.length <= familyAt) return undefined
  const streams = header[familyAt] === 0 ? 1 : (header[familyAt + 1] ?? 0)
  return streams > 0 ? { codec: 'opus', streams } : undefined
}

/** Something a frame holds and decoders skip: the bytes it covers, how it is told blank and blanked. */
interface Opening {
  covered: Uint8Array
  blank: () => void
  isBlank: () => boolean
}

function opusOpenings(bytes: Uint8Array, streams: number): Opening[] {
  return opusPaddings(bytes, streams).map(({ start, end }: ByteRange) => ({
    covered: bytes.subarray(start, end),
    blank: () => bytes.fill(0, start, end),
    isBlank: () => isZero(bytes, start, end),
  }))
}

/**
 * What `bytes` hold that decoders skip: for AVC and HEVC, any run of whole samples; for AAC,
 * the elements that open the raw data block at its start; for Opus, the padding of the one
 * packet they are.
 */
function openingsIn(bytes: Uint8Array, framing: Framing): Opening[] {
  if (framing.codec === 'opus') return opusOpenings(bytes, framing.streams)
  if (framing.codec === 'aac') {
    return leadingPayloads(bytes).map((payload) => ({
      covered: coveredBytes(bytes, payload),
      blank: () => blankPayload(bytes, payload),
      // Zeros, or the fill bytes a plain fill element holds.
      isBlank: () => heldIn(bytes, payload) === undefined,
    }))
  }
  return userDataPayloads(bytes, framing).map((payload) => ({
    covered: bytes.subarray(payload.start, payload.end),
    blank: () => blankPayloads(bytes, [payload]),
    isBlank: () => isBlank(bytes, payload),
  }))
}

/**
 * What the frames hold that decoders skip, but an encoder's own (x264's SEI, FFmpeg's fill
 * element), which names it and its settings: it stays, and is reported as the encoder in the
 * stream (streamEncoder.ts). FFmpeg's H.264 decoder reads x264's build from that SEI to work
 * around old builds' bugs, so blanking it could change the picture; and the corpus's media data
 * hashes stay those of the recordings.
 */
const skippedData = (bytes: Uint8Array, framing: Framing) =>
  openingsIn(bytes, framing).filter((opening) => !encoderNameIn(opening.covered))

/** Bytes written over part of a file: the blanked copy of what lay from `start`. */
export interface Patch {
  start: number
  bytes: Uint8Array
}

/**
 * A stream's runs of frames in the file: those it opens with, which are blanked, and the later
 * ones, of which a spread is read. `framesIn` splits a run's bytes into frames read one by one
 * (a Matroska block's laced frames), given the run's whole length where only its start was
 * read; a run is one unit where it is not given.
 */
export interface FramedStream {
  opening: readonly ByteRange[]
  later: readonly ByteRange[]
  framing: Framing
  framesIn?: (run: Uint8Array, runLength: number) => readonly ByteRange[]
}

/**
 * How many frames open a stream where its container lists them one by one (an MP4's Opus
 * samples, a Matroska track's blocks): those are blanked.
 */
export const OPENING_FRAMES = 64

/** How much of a run is read for what it holds. */
const RUN_BYTES = 64 * 1024

/** How many of a stream's later runs are read when it opens with data decoders skip. */
const LATER_RUNS_READ = 16

/** Up to `count` of the ranges, evenly spread, the last included. */
const evenlySpread = (ranges: readonly ByteRange[], count: number) =>
  ranges.length <= count
    ? ranges
    : Array.from(
        { length: count },
        (_, index) => ranges[Math.round(((index + 1) * (ranges.length - 1)) / count)],
      )

/** A run's first bytes, and what its frames hold that decoders skip, an encoder's own aside. */
async function runOpenings(file: Blob, { start, end }: ByteRange, stream: FramedStream) {
  const bytes = await readBytes(file, start, Math.min(end, start + RUN_BYTES, file.size))
  const frames = stream.framesIn?.(bytes, end - start) ?? [{ start: 0, end: bytes.length }]
  // A frame the read cut short is read for what opens it (SEI, AAC's elements), never for
  // what ends it: an Opus packet's padding is found from its end.
  const cut = bytes.length < end - start && stream.framing.codec === 'opus'
  const read = cut ? frames.filter((frame) => frame.end < bytes.length) : frames
  const openings = read.flatMap((frame) =>
    skippedData(bytes.subarray(frame.start, frame.end), stream.framing),
  )
  return { bytes, openings }
}

/** The bytes blanked in place, as the run from the first to the last one that changed. */
function blanked(bytes: Uint8Array, openings: readonly Opening[]) {
  const toBlank = openings.filter((opening) => !opening.isBlank())
  if (toBlank.length === 0) return undefined
  const original = bytes.slice()
  for (const opening of toBlank) opening.blank()
  let start = 0
  while (start < bytes.length && original[start] === bytes[start]) start += 1
  let end = bytes.length
  while (end > start && original[end - 1] === bytes[end - 1]) end -= 1
  return { start, bytes: bytes.slice(start, end) }
}

/**
 * What opens each stream and decoders skip (SEI user data, AAC data stream and fill elements,
 * Opus padding: captions, makers' data, any text), blanked in copies of its opening runs: the
 * `patches`, to write over the original's, no offset moving. A stream may carry such data in
 * every frame, which is not all read (a 450 MB video would be): where a stream opens with it,
 * a spread of its later runs is read, and `left` says whether any holds some that is not blank.
 */
export async function readSkippedData(file: Blob, streams: readonly FramedStream[]) {
  const patches: Patch[] = []
  let left = false
  for (const stream of streams) {
    const runs = await Promise.all(stream.opening.map((run) => runOpenings(file, run, stream)))
    if (runs.every(({ openings }) => openings.length === 0)) continue
    for (const later of evenlySpread(stream.later, LATER_RUNS_READ)) {
      if (!later || left) break
      const found = await runOpenings(file, later, stream)
      left = found.openings.some((opening) => !opening.isBlank())
    }
    runs.forEach(({ bytes, openings }, index) => {
      const changed = blanked(bytes, openings)
      const run = stream.opening[index]
      if (changed && run) patches.push({ start: run.start + changed.start, bytes: changed.bytes })
    })
  }
  return { patches, left }
}
