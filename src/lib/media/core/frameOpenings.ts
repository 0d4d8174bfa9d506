import type { AacStream } from './aacChannels'
import {
  blankPayload,
  blockPayloads,
  coveredBytes,
  heldIn,
  isRawDataBlockType,
} from './aacElements'
import { aacStreamOf } from './audioSpecificConfig'
import { appendAll } from './lists'
import { blankMetadata, isBlankMetadata, skippedMetadata } from './av1Metadata'
import { createWindowReader, readRanges } from './blobBytes'
import { isZero, type ByteRange } from './bytes'
import { blankUserData, frameUserData, isBlankUserData } from './mpegVideoUserData'
import { opusPaddings } from './opusPadding'
import {
  blankFiller,
  blankPayloads,
  blankSeiFiller,
  isBlank,
  isBlankFiller,
  isBlankSeiFiller,
  skippedNalPayloads,
  type NalFormat,
} from './seiUserData'
import { ENCODER_NAME_LENGTH, encoderNameIn } from './streamEncoder'

/**
 * How a track's frames are coded, where they may hold data decoders skip, whatever the
 * container: AVC and HEVC with SEI user data (seiUserData.ts), AAC with data stream and fill
 * elements (aacElements.ts), Opus with padding (opusPadding.ts; `streams`: how many streams
 * each packet holds, as the OpusHead or dOps channel mapping gives them), AV1 with metadata OBUs
 * (av1Metadata.ts), MPEG-1, MPEG-2 video and MPEG-4 Visual with user data (mpegVideoUserData.ts).
 */
export type Framing =
  | NalFormat
  | { codec: 'aac'; stream?: AacStream }
  | { codec: 'opus'; streams: number }
  | { codec: 'av1' }
  | { codec: 'mpegVideo' }

/** Where avcC and hvcC (an MP4's box payload, Matroska's CodecPrivate) give a NAL unit's length size. */
const LENGTH_SIZE_AT = { avc: 4, hevc: 21 } as const

/** The framing an AVC or HEVC configuration gives, in its byte's last two bits; none if it is short. */
export function nalFraming(
  configuration: Uint8Array,
  codec: NalFormat['codec'],
): NalFormat | undefined {
  const byte = configuration[LENGTH_SIZE_AT[codec]]
  return byte === undefined ? undefined : { codec, lengthSize: (byte & 3) + 1 }
}

/**
 * The framing an AudioSpecificConfig gives (an MP4's esds, Matroska's CodecPrivate): AAC whose
 * frames are raw data blocks, named in its first five bits, with what its channel elements are
 * walked with where that can be read (aacStreamOf); none for another audio object type.
 */
export function aacFraming(config: Uint8Array): Framing | undefined {
  if (!isRawDataBlockType((config[0] ?? 0) >> 3)) return undefined
  const stream = aacStreamOf(config)
  return { codec: 'aac', ...(stream && { stream }) }
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

/** Openings over the given ranges of `bytes`, blanked and told blank by their codec's own functions. */
const rangeOpenings = (
  bytes: Uint8Array,
  ranges: readonly ByteRange[],
  blank: (bytes: Uint8Array, range: ByteRange) => void,
  isBlankRange: (bytes: Uint8Array, range: ByteRange) => boolean,
): Opening[] =>
  ranges.map((range) => ({
    covered: bytes.subarray(range.start, range.end),
    blank: () => blank(bytes, range),
    isBlank: () => isBlankRange(bytes, range),
  }))

const zeroRange = (bytes: Uint8Array, { start, end }: ByteRange) => void bytes.fill(0, start, end)
const isZeroRange = (bytes: Uint8Array, { start, end }: ByteRange) => isZero(bytes, start, end)

/**
 * What `bytes` hold that decoders skip: for AVC, HEVC and MPEG video, any run of whole
 * samples; for AAC, the elements of the raw data block it is (aacElements.ts); for Opus, the
 * padding of the one packet they are; for AV1, the OBUs of one sample.
 */
function openingsIn(bytes: Uint8Array, framing: Framing): Opening[] {
  switch (framing.codec) {
    case 'opus':
      return rangeOpenings(bytes, opusPaddings(bytes, framing.streams), zeroRange, isZeroRange)
    case 'av1':
      return rangeOpenings(bytes, skippedMetadata(bytes), blankMetadata, isBlankMetadata)
    case 'mpegVideo':
      return rangeOpenings(bytes, frameUserData(bytes), blankUserData, isBlankUserData)
    case 'aac':
      return blockPayloads(bytes, 0, framing.stream).map((payload) => ({
        covered: coveredBytes(bytes, payload),
        blank: () => blankPayload(bytes, payload),
        // Zeros, or the fill bytes a plain fill element holds.
        isBlank: () => heldIn(bytes, payload) === undefined,
      }))
    default: {
      const { data, seiFiller, filler } = skippedNalPayloads(bytes, framing)
      const blankOne = (frames: Uint8Array, payload: ByteRange) => blankPayloads(frames, [payload])
      // In the order they lie: a span's blanked pieces are written from its first to its last.
      return [
        ...rangeOpenings(bytes, data, blankOne, isBlank),
        ...rangeOpenings(bytes, seiFiller, blankSeiFiller, isBlankSeiFiller),
        ...rangeOpenings(bytes, filler, blankFiller, isBlankFiller),
      ].sort((one, other) => one.covered.byteOffset - other.covered.byteOffset)
    }
  }
}

/**
 * What the frames hold that decoders skip, but an encoder's own (x264's SEI, FFmpeg's fill
 * element, DivX's, Xvid's or FFmpeg's MPEG-4 Visual user data), which names it and its
 * settings: it stays, and is reported as the encoder in the stream (streamEncoder.ts). FFmpeg's
 * H.264 and MPEG-4 decoders read those builds to work around old builds' bugs, so blanking them
 * could change the picture; and the corpus's media data hashes stay those of the recordings.
 */
const skippedData = (bytes: Uint8Array, framing: Framing) =>
  withoutEncoderOwn(openingsIn(bytes, framing))

const withoutEncoderOwn = (openings: readonly Opening[]) =>
  openings.filter((opening) => !encoderOwn(opening))

/**
 * How far into what it covers an encoder's own message names it: x264's and x265's SEI after
 * their 16-byte identifier, FFmpeg's, DivX's and Xvid's user data and fill at once. A name
 * further in is text like any other, and is blanked with the rest.
 */
const ENCODER_NAMED_WITHIN = 32

const encoderOwn = ({ covered }: Opening) =>
  encoderNameIn(covered.subarray(0, ENCODER_NAMED_WITHIN + ENCODER_NAME_LENGTH))

/**
 * Blanks in place what whole frames, read whole (an image item's data), hold that decoders
 * skip, an encoder's own aside: whether anything was not blank before, and the encoder named
 * in what stays.
 */
export function blankSkippedData(frames: Uint8Array, framing: Framing) {
  const openings = openingsIn(frames, framing)
  const encoder = openings.map(encoderOwn).find(Boolean)
  const toBlank = withoutEncoderOwn(openings).filter((opening) => !opening.isBlank())
  for (const opening of toBlank) opening.blank()
  return { blanked: toBlank.length > 0, encoder }
}

/** What is written over part of a file, from `start` to `end`: the blanked copy of what lay there. */
export interface Patch {
  start: number
  end: number
  part: Uint8Array<ArrayBuffer> | Blob
}

/**
 * A stream's runs of frames in the file, in file order: those it opens with and the later ones.
 * `framesIn` splits a run's bytes into frames read one by one (a Matroska block's laced frames),
 * given the run's whole length where only its start was read; a run is one unit where it is not
 * given.
 */
export interface FramedStream {
  opening: readonly ByteRange[]
  later: readonly ByteRange[]
  framing: Framing
  framesIn?: (run: Uint8Array, runLength: number) => readonly ByteRange[]
}

/**
 * Whether a track's samples are its runs one by one, where its container lists them: an Opus
 * packet's padding is found from its end, AAC's elements open each frame, and a sample's last
 * AV1 OBU may leave out its size, taking the rest of the sample. AVC, HEVC and MPEG video
 * samples are read a chunk at a time, their units one after the other: a range for each of a
 * 450 MB video's 54,000 samples cost 25 MB more at the peak.
 */
const FRAMED_BY_SAMPLE = new Set<Framing['codec']>(['aac', 'opus', 'av1'])
export const framedBySample = (framing: Framing) => FRAMED_BY_SAMPLE.has(framing.codec)

/**
 * How many frames open a stream where its container lists them one by one (an MP4's AAC and
 * Opus samples, a Matroska track's blocks).
 */
export const OPENING_FRAMES = 64

/**
 * How much of an opening run is read to tell whether a stream carries such data: reading more
 * cost a drone's video 3 MB more at its peak (README).
 */
const OPENING_RUN_BYTES = 64 * 1024

/** How much of a later run is read to tell the same. */
const LATER_RUN_BYTES = 16 * 1024

/** How many of a stream's later runs, evenly spread, are read to tell the same. */
const LATER_RUNS_READ = 8

/** Up to `count` of the ranges, evenly spread, the last included. */
const evenlySpread = (ranges: readonly ByteRange[], count: number) =>
  ranges.length <= count
    ? ranges
    : Array.from(
        { length: count },
        (_, index) => ranges[Math.round(((index + 1) * (ranges.length - 1)) / count)],
      )

/**
 * What a run's frames hold that decoders skip, an encoder's own aside, given `bytes`, the run
 * read from its start, perhaps not to its end.
 */
function runOpenings(bytes: Uint8Array, runLength: number, stream: FramedStream) {
  const frames = stream.framesIn?.(bytes, runLength) ?? [{ start: 0, end: bytes.length }]
  // A frame the read cut short is read for what opens it (SEI, AAC's elements), never for
  // what ends it: an Opus packet's padding is found from its end.
  const cut = bytes.length < runLength && stream.framing.codec === 'opus'
  const read = cut ? frames.filter((frame) => frame.end < bytes.length) : frames
  return read.flatMap((frame) =>
    skippedData(bytes.subarray(frame.start, frame.end), stream.framing),
  )
}

/** What is read of each stream to tell whether it carries such data: its runs and how much of each. */
const probesOf = (stream: FramedStream) => [
  ...stream.opening.map((run) => ({ run, limit: OPENING_RUN_BYTES })),
  ...evenlySpread(stream.later, LATER_RUNS_READ).flatMap((run) =>
    run ? [{ run, limit: LATER_RUN_BYTES }] : [],
  ),
]

/**
 * The streams that carry data decoders skip (SEI user data, AAC data stream and fill elements,
 * Opus padding: captions, makers' data, any text), each read where it opens and at a spread of
 * later runs, so that captions in every frame and data that starts later are both found: what
 * a check tells, before anything is blanked. All is read at once (readRanges).
 */
async function streamsCarryingSkippedData(file: Blob, streams: readonly FramedStream[]) {
  const probes = streams.flatMap((stream) =>
    probesOf(stream).map((probe) => ({ ...probe, stream })),
  )
  const read = await readRanges(
    file,
    probes.map(({ run, limit }) => ({
      start: run.start,
      end: Math.min(run.end, run.start + limit),
    })),
  )
  const carrying = new Set(
    probes
      .filter(({ run, stream }, index) =>
        runOpenings(read[index] ?? new Uint8Array(0), run.end - run.start, stream).some(
          (opening) => !opening.isBlank(),
        ),
      )
      .map(({ stream }) => stream),
  )
  return streams.filter((stream) => carrying.has(stream))
}

/** The first and last index at which `before` and `after` differ, as a range; none if equal. */
function changedRange(before: Uint8Array, after: Uint8Array) {
  let start = 0
  while (start < before.length && before[start] === after[start]) start += 1
  if (start === before.length) return undefined
  let end = before.length
  while (end > start && before[end - 1] === after[end - 1]) end -= 1
  return { start, end }
}

/** Bytes blanked in place, and where they lie in the file. */
interface Piece {
  start: number
  bytes: Uint8Array<ArrayBuffer>
}

const pieceEnd = (piece: Piece) => piece.start + piece.bytes.length

/**
 * Each opening of a run that is not blank blanked in place, as the bytes that changed (AAC's
 * fill bytes, blank as they are, stay as they are).
 */
function blankedBytes(run: Uint8Array, runStart: number, openings: readonly Opening[]) {
  return openings.flatMap((opening): Piece[] => {
    if (opening.isBlank()) return []
    const before = opening.covered.slice()
    opening.blank()
    const changed = changedRange(before, opening.covered)
    if (!changed) return []
    const at = runStart + opening.covered.byteOffset - run.byteOffset + changed.start
    return [{ start: at, bytes: opening.covered.slice(changed.start, changed.end) }]
  })
}

/** A run of frames, and the stream it belongs to. */
interface StreamRun extends ByteRange {
  stream: FramedStream
}

/** Runs closer than this to the last are read as one span. */
const SPAN_GAP = 64 * 1024
/** The longest span of runs read in one piece (a run longer than this is a span alone). */
const SPAN_BYTES = 4 * 1024 * 1024
/**
 * How many blanked pieces a span must hold to be written as one copy rather than sliced
 * around: Chromium takes about 0.1 ms for each slice of a Blob and more to join many, a copy of
 * 4 MB less than a millisecond (a camera's captions in each of 54,000 frames: 29 s sliced).
 */
const PIECES_WORTH_A_COPY = 8

/** The index of the range, of sorted disjoint `ranges`, that holds all of `run`; -1 if none. */
function holdingRange(ranges: readonly ByteRange[], run: ByteRange) {
  let low = 0
  let high = ranges.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const range = ranges[middle]
    if (!range || range.end <= run.start) low = middle + 1
    else if (range.start > run.start) high = middle - 1
    else return run.end <= range.end ? middle : -1
  }
  return -1
}

/**
 * The runs, in file order, grouped in spans: a run joins the last span while near and short
 * enough, and only inside one of the ranges the container copies as they are (`copiedAsIs`), so
 * that a span's copy never carries bytes its cleaning writes over (a removed track's samples, a
 * voided element) between two runs.
 */
function spans(runs: readonly StreamRun[], copiedAsIs: readonly ByteRange[]) {
  const grouped: { runs: StreamRun[]; range: number }[] = []
  for (const run of runs) {
    const span = grouped.at(-1)
    const first = span?.runs[0]
    const last = span?.runs.at(-1)
    const near =
      first && last && run.start - last.end <= SPAN_GAP && run.end - first.start <= SPAN_BYTES
    const range = holdingRange(copiedAsIs, run)
    if (span && near && range !== -1 && range === span.range) span.runs.push(run)
    else grouped.push({ runs: [run], range })
  }
  return grouped.map((span) => span.runs)
}

/**
 * A span's blanked pieces as patches: each its own where few, else the span's bytes from the
 * first to the last, blanked in place, copied into one Blob.
 */
function spanPatches(span: Uint8Array, spanStart: number, pieces: readonly Piece[]): Patch[] {
  const first = pieces[0]
  const last = pieces.at(-1)
  if (!first || !last || pieces.length < PIECES_WORTH_A_COPY) {
    return pieces.map((piece) => ({ start: piece.start, end: pieceEnd(piece), part: piece.bytes }))
  }
  const copied = span.subarray(first.start - spanStart, pieceEnd(last) - spanStart)
  return [
    {
      start: first.start,
      end: pieceEnd(last),
      part: new Blob([copied as Uint8Array<ArrayBuffer>]),
    },
  ]
}

/**
 * What the given streams' frames hold that decoders skip, blanked in every frame: the
 * `patches`, in file order, to write over the original's, no offset moving. Every run of the
 * streams is read whole, in spans, as a stream (createWindowReader): about as long as reading
 * the file whole. `copiedAsIs`: the ranges the container copies as they are, sorted and apart.
 */
async function blankedSkippedData(
  file: Blob,
  streams: readonly FramedStream[],
  copiedAsIs: readonly ByteRange[],
) {
  const runs = streams
    .flatMap((stream) =>
      [...stream.opening, ...stream.later].map(({ start, end }) => ({ start, end, stream })),
    )
    .sort((a, b) => a.start - b.start)
  const reader = createWindowReader(file)
  const patches: Patch[] = []
  for (const span of spans(runs, copiedAsIs)) {
    const spanStart = span[0]?.start ?? 0
    const spanEnd = span.at(-1)?.end ?? 0
    const { bytes, offset } = await reader.view(spanStart, spanEnd - spanStart)
    const spanBytes = bytes.subarray(offset, offset + spanEnd - spanStart)
    const pieces = span.flatMap(({ start, end, stream }) => {
      const run = spanBytes.subarray(start - spanStart, end - spanStart)
      return blankedBytes(run, start, runOpenings(run, end - start, stream))
    })
    appendAll(patches, spanPatches(spanBytes, spanStart, pieces))
  }
  return patches
}

/**
 * Up to what size of file cleaning reads every frame of every stream: about a tenth of a second
 * here (docs/benchmarks.md); half a minute of a phone's 1080p H.264, a minute of its HEVC. A
 * larger file is read where each stream opens and at a spread of later runs, and only the
 * streams found carrying such data are read whole: read every frame, the bench's 450 MB videos
 * went over their 1 s and 50 MB budgets (docs/benchmarks.md, run V: the phone's MP4 623 ms and
 * 103 MB at its peak, the drone's 1,028 ms and 224 MB; a WebM's Opus blocks, a few MB spread
 * through the file, cost as much as its picture).
 */
export const FRAMES_READ_WHOLE_BYTES = 64 * 1024 * 1024

/**
 * Whether the streams' frames hold data decoders skip, an encoder's own aside, and the patches
 * that blank it. A check (no `blankingWithin`) reads each stream where it opens and at a spread
 * of later runs: enough to tell the card what was found, in a few reads. Cleaning
 * (`blankingWithin`: the ranges the container copies as they are) blanks all it finds in every
 * frame of the streams it reads whole: all of them in a file of up to FRAMES_READ_WHOLE_BYTES,
 * so that data a check's reads pass over (a caption in one frame of thousands) is not sent; in a
 * larger one, those a check finds carrying such data. `sampledAbove`: FRAMES_READ_WHOLE_BYTES,
 * where cleaning read some stream's frames only in those places, so the card says so.
 * `framesUnchanged`: a cleaned copy whose frames are the original's, which held none: not read
 * again.
 */
export async function skippedDataInFrames(
  file: Blob,
  streams: readonly FramedStream[],
  {
    blankingWithin,
    framesUnchanged = false,
  }: { blankingWithin?: readonly ByteRange[]; framesUnchanged?: boolean },
): Promise<{ found: boolean; patches: Patch[]; sampledAbove?: number }> {
  if (framesUnchanged) return { found: false, patches: [] }
  const readWhole = blankingWithin && file.size <= FRAMES_READ_WHOLE_BYTES
  const carrying = readWhole ? streams : await streamsCarryingSkippedData(file, streams)
  if (!blankingWithin) return { found: carrying.length > 0, patches: [] }
  const patches = await blankedSkippedData(file, carrying, blankingWithin)
  const sampled = carrying.length < streams.length
  return {
    found: patches.length > 0,
    patches,
    ...(sampled && { sampledAbove: FRAMES_READ_WHOLE_BYTES }),
  }
}
