import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import { isZero, mergeRanges, uncoveredRanges, type ByteRange } from '@/lib/media/core/bytes'
import { shapeOf } from './allowList'
import { readBoxHeader, type IsoBox } from './boxes'
import { createIsoCleaner } from './cleaning'
import { createIsoReader, type ExtraTrackSamples } from './reading'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { zeroParts } from '@/lib/media/core/zeroParts'
import { appendAll } from '@/lib/media/core/lists'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { skippedDataInFrames, type Patch } from '@/lib/media/core/frameOpenings'
import { framedSampleStreams } from './streamOpenings'

/**
 * What becomes of a top-level box: `kept` on the allow-list and cleaned inside, `dropped` and
 * replaced by zeroed free space, or `mediaData`, whose samples are copied untouched.
 */
type BoxRole = 'kept' | 'dropped' | 'mediaData'

/** A top-level box where it sits in the file, with its bytes: whole if kept, the head if dropped. */
interface TopLevelBox {
  box: IsoBox
  role: BoxRole
  bytes?: Uint8Array
}

/** Enough for any box header: size, type and a 64-bit size. */
const HEAD_SIZE = 16

function roleOf(type: string): BoxRole {
  const shape = shapeOf('file', type)
  if (shape === 'mediaData') return 'mediaData'
  return !shape || shape === 'freeSpace' ? 'dropped' : 'kept'
}

/**
 * An MP4/MOV/M4A's top-level boxes, found by hopping from header to header. Media data
 * (often hundreds of megabytes) is never read, nor more than the head of a box that cleaning
 * drops; kept boxes (moov, a fragment) are read whole. Throws when a box runs past the end.
 */
export async function readTopLevelBoxes(file: Blob) {
  const boxes: TopLevelBox[] = []
  for (let position = 0; position < file.size;) {
    const head = await readBytes(file, position, Math.min(file.size, position + HEAD_SIZE))
    const header = readBoxHeader(head, 0, file.size - position)
    const box = {
      type: header.type,
      start: position,
      payloadStart: position + header.payloadStart,
      end: position + header.end,
    }
    const role = roleOf(box.type)
    const readEnd = role === 'kept' ? box.end : Math.min(box.end, box.start + DESCRIBED_BYTES)
    boxes.push({
      box,
      role,
      bytes: role === 'mediaData' ? undefined : await readBytes(file, box.start, readEnd),
    })
    position = box.end
  }
  return boxes
}

/** A box's range relative to the start of its own bytes. */
const fromItsStart = (box: IsoBox): IsoBox => ({
  type: box.type,
  start: 0,
  payloadStart: box.payloadStart - box.start,
  end: box.end - box.start,
})

/** The parts of the boxes' payloads that none of the `used` ranges covers. */
export function unusedParts(boxes: readonly IsoBox[], used: readonly ByteRange[]) {
  const merged = mergeRanges(used)
  return boxes.flatMap((box) => uncoveredRanges({ start: box.payloadStart, end: box.end }, merged))
}

/** Bytes inside media data that no picture or sound sample uses; none when that is unknown. */
function unusedMediaBytes(topLevel: readonly TopLevelBox[], samples: ByteRange[] | undefined) {
  if (!samples) return []
  const mediaData = topLevel.filter(({ role }) => role === 'mediaData').map(({ box }) => box)
  return unusedParts(mediaData, samples)
}

/** The parts of dropped boxes past what was read of them. */
const unreadParts = (topLevel: readonly TopLevelBox[]) =>
  topLevel.flatMap(({ box, role, bytes }) =>
    role === 'dropped' && bytes && box.start + bytes.length < box.end
      ? [{ start: box.start + bytes.length, end: box.end }]
      : [],
  )

const NO_MOVIE = 'The file holds no movie box, so there is no picture or sound to send'

/**
 * What an MP4/MOV/M4A reveals, read along the allow-list; where its extra tracks lie; and
 * where its picture and sound samples lie. Bytes in media data that no track uses, and what
 * was not read of dropped boxes, are sampled: set bytes there are other data, and so is media
 * data whose samples cannot be placed, and data in the frames that decoders skip
 * (core/frameOpenings.ts); when `blanking`, every sample read and that data blanked in patches.
 * `framesUnchanged`: the file is a cleaned copy whose frames are the original's, which held no
 * such data; they are not read again.
 */
export async function readIsoBoxes(
  file: Blob,
  topLevel: readonly TopLevelBox[],
  { blanking = false, framesUnchanged = false } = {},
) {
  if (!topLevel.some(({ box }) => box.type === 'moov')) throw new Error(NO_MOVIE)
  const reader = createIsoReader()
  for (const { box, role, bytes } of topLevel) {
    if (role === 'kept' && bytes) reader.read(bytes, box.start)
    if (role === 'dropped' && bytes) reader.readDropped(bytes, fromItsStart(box))
  }
  const keptSamples = reader.keptSamples()
  const extraSamples = reader.extraTracks().flatMap(({ ranges }) => ranges)
  const unused = unusedMediaBytes(topLevel, keptSamples && [...keptSamples, ...extraSamples])
  const details = reader.details()
  // Media data whose samples cannot be placed was not read: it may hold anything.
  const unmapped = !keptSamples && topLevel.some(({ role }) => role === 'mediaData')
  const inFrames = await skippedDataInFrames(
    file,
    framedSampleStreams(reader.openingStreams()),
    blanking ? { blankingWithin: mergeRanges(keptSamples ?? []) } : { framesUnchanged },
  )
  const otherData =
    unmapped || inFrames.found || (await anySetBytes(file, [...unreadParts(topLevel), ...unused]))
  const firstMediaData = topLevel.find(({ role }) => role === 'mediaData')?.box
  const firstSamples = reader.firstSamples()
  return {
    details: otherData ? { ...details, other: true as const } : details,
    extraTracks: reader.extraTracks(),
    /** What the streams' frames hold and decoders skip, blanked, to write over the original's. */
    openings: inFrames.patches,
    framesSampledAbove: inFrames.sampledAbove,
    /** Where the streams start: each track's first samples, or else the media data's start. */
    streamStarts:
      firstSamples.length > 0 || !firstMediaData
        ? firstSamples
        : [{ start: firstMediaData.payloadStart, end: firstMediaData.end }],
  }
}

const SAMPLES_OUTSIDE_MEDIA =
  'A track’s samples lie outside the media data, so the file cannot be fully checked'

/**
 * What a motion photo's video reveals itself, wherever the photo keeps it (after a JPEG, in a
 * HEIF's mpvd box); an unreadable one is other data, not nothing.
 */
export async function readMotionVideoDetails(video: Blob): Promise<HiddenDetails> {
  try {
    return (await readIsoBoxes(video, await readTopLevelBoxes(video))).details
  } catch {
    return { other: true }
  }
}

const PATCH_OUTSIDE_SAMPLES =
  'Data blanked in the picture or sound lies outside its samples, so the file cannot be cleaned'

/** The index of the first of sorted, disjoint `ranges` that ends after `at`. */
function firstEndingAfter(ranges: readonly ByteRange[], at: number) {
  let low = 0
  let high = ranges.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((ranges[middle]?.end ?? 0) <= at) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * A box's payload as slices of the original where `kept` (sorted, apart), with `patches`
 * (sorted) written over them, and zeroes everywhere else. A patch in the box that does not lie
 * inside one kept range throws: left out, it would send what it blanks.
 */
export function payloadParts(
  file: Blob,
  box: IsoBox,
  kept: readonly ByteRange[],
  patches: readonly Patch[] = [],
) {
  const parts: BlobPart[] = [file.slice(box.start, box.payloadStart)]
  let position = box.payloadStart
  let next = firstEndingAfter(patches, box.payloadStart)
  for (let index = firstEndingAfter(kept, box.payloadStart); index < kept.length; index++) {
    const range = kept[index]
    if (!range || range.start >= box.end) break
    const start = Math.max(range.start, position)
    const end = Math.min(range.end, box.end)
    appendAll(parts, zeroParts(start - position))
    position = start
    for (let patch = patches[next]; patch && patch.start < end; patch = patches[++next]) {
      if (patch.start < position || patch.end > end) throw new Error(PATCH_OUTSIDE_SAMPLES)
      parts.push(file.slice(position, patch.start), patch.part)
      position = patch.end
    }
    parts.push(file.slice(position, end))
    position = end
  }
  if ((patches[next]?.start ?? box.end) < box.end) throw new Error(PATCH_OUTSIDE_SAMPLES)
  appendAll(parts, zeroParts(box.end - position))
  return parts
}

/** The payload's ranges that are not zeroed, in order. */
function withoutRanges(box: IsoBox, zeroed: readonly ByteRange[]) {
  return unusedMediaBytes([{ box, role: 'mediaData' }], [...zeroed])
}

/** A dropped box as free space of the same size, its header kept but for the type, its payload zeroes. */
export function freeSpaceParts(head: Uint8Array, box: IsoBox) {
  const header = head.slice(0, box.payloadStart - box.start)
  header.set([0x66, 0x72, 0x65, 0x65], 4)
  return [header as Uint8Array<ArrayBuffer>, ...zeroParts(box.end - box.payloadStart)]
}

/**
 * The file with its boxes cleaned in place: every offset stays, so picture and sound decode as
 * the original's. Dropped boxes become zeroed free space; in media data, only the picture and
 * sound samples are copied (where they are known), with what opens a stream and decoders
 * skip blanked (`patches`: SEI user data, AAC data stream and fill elements), and everything
 * else, the removed tracks' samples included, is zeroed. Built from slices of the original and
 * small new parts: neither media data nor a dropped box is read.
 */
export function cleanIsoBoxes(
  file: Blob,
  topLevel: readonly TopLevelBox[],
  type: string,
  patches: readonly Patch[] = [],
) {
  const cleaner = createIsoCleaner()
  const cleaned = topLevel.map((entry) => {
    if (entry.role !== 'kept' || !entry.bytes) return entry
    const copy = entry.bytes.slice()
    cleaner.clean(copy, entry.box.start)
    return { ...entry, bytes: copy }
  })
  const zeroed = mergeRanges(cleaner.removedSamples)
  const inMediaData = (range: ByteRange) =>
    cleaned.some(
      ({ box, role }) =>
        role === 'mediaData' && range.start >= box.payloadStart && range.end <= box.end,
    )
  if (!zeroed.every(inMediaData)) throw new Error(SAMPLES_OUTSIDE_MEDIA)
  const keptSamples = cleaner.keptSamples()
  const parts = cleaned.flatMap(({ box, role, bytes }) => {
    if (role === 'kept' && bytes) return [bytes as Uint8Array<ArrayBuffer>]
    if (role === 'dropped' && bytes) return freeSpaceParts(bytes, box)
    const kept = keptSamples ? mergeRanges(keptSamples) : withoutRanges(box, zeroed)
    return payloadParts(
      file,
      box,
      kept,
      [...patches].sort((a, b) => a.start - b.start),
    )
  })
  return new Blob(parts, { type })
}

/** The longest piece read back in one go; longer ranges are split. */
const PIECE_BYTES = 16 * 1024
/**
 * How many pieces are read back, 1 MB at most. Each disjoint run read through a Blob costs
 * Chromium about half a millisecond, and a drone's subtitles are one run a frame: pieces
 * spread from the first to the last catch a cleaning that missed them, within the 1 s a video
 * may take.
 */
const CHECKED_PIECES = 64

/** Ranges cut into pieces of at most PIECE_BYTES. */
function pieces(ranges: readonly ByteRange[]) {
  return ranges.flatMap(({ start, end }) =>
    Array.from({ length: Math.ceil((end - start) / PIECE_BYTES) }, (_, index) => ({
      start: start + index * PIECE_BYTES,
      end: Math.min(end, start + (index + 1) * PIECE_BYTES),
    })),
  )
}

/** Up to CHECKED_PIECES of the ranges, evenly spread, the first and the last included. */
function spread(ranges: readonly ByteRange[]) {
  if (ranges.length <= CHECKED_PIECES) return ranges
  const step = (ranges.length - 1) / (CHECKED_PIECES - 1)
  return Array.from(
    { length: CHECKED_PIECES },
    (_, index) => ranges[Math.round(index * step)] as ByteRange,
  )
}

/** Whether any byte read back from the ranges (a spread sample of them when many) is set. */
async function anySetBytes(file: Blob, ranges: readonly ByteRange[]) {
  const sample = spread(pieces(mergeRanges(ranges)))
  const bytes = await readBytes(new Blob(sample.map(({ start, end }) => file.slice(start, end))))
  return !isZero(bytes, 0, bytes.length)
}

/** The extra tracks whose sample bytes, read back from `file`, are not all zero. */
export async function extraTracksLeft(file: Blob, extraTracks: readonly ExtraTrackSamples[]) {
  const left = new Set<ExtraTrackSamples['kind']>()
  for (const { kind, ranges } of extraTracks) {
    if (await anySetBytes(file, ranges)) left.add(kind)
  }
  return left
}

/** How much of a track's first sample is searched for an encoder's name, which comes first. */
const FIRST_SAMPLE_BYTES = 64 * 1024

/** The encoder the streams name where they start, if any (see streamEncoder.ts). */
export async function encoderInSamples(file: Blob, streamStarts: readonly ByteRange[]) {
  for (const { start, end } of streamStarts) {
    const name = encoderNameIn(
      await readBytes(file, start, Math.min(end, start + FIRST_SAMPLE_BYTES)),
    )
    if (name) return name
  }
  return undefined
}
