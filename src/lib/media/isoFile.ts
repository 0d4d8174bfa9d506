import { readBytes } from './blobBytes'
import { shapeOf } from './isoAllowList'
import { isZero, readBoxHeader, type IsoBox } from './isoBoxes'
import { createIsoCleaner } from './isoCleaning'
import { createIsoReader, type ExtraTrackSamples } from './isoReading'
import type { ByteRange } from './isoTracks'

/** A top-level box where it sits in the file, with its bytes unless it is media data. */
interface TopLevelBox {
  box: IsoBox
  bytes?: Uint8Array
}

/** Enough for any box header: size, type and a 64-bit size. */
const HEAD_SIZE = 16

/**
 * An MP4/MOV/M4A's top-level boxes, found by hopping from header to header. Media data
 * (often hundreds of megabytes) is never read; everything else (moov, free space, any
 * unknown box) is read whole, so nothing is judged unseen. Throws when a box runs past the end.
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
    const isMediaData = shapeOf('file', box.type) === 'mediaData'
    boxes.push({ box, bytes: isMediaData ? undefined : await readBytes(file, box.start, box.end) })
    position = box.end
  }
  return boxes
}

/** What an MP4/MOV/M4A reveals, read along the allow-list, and where its extra tracks lie. */
export function readIsoBoxes(topLevel: readonly TopLevelBox[]) {
  const reader = createIsoReader()
  for (const { bytes } of topLevel) if (bytes) reader.read(bytes)
  return { details: reader.details(), extraTracks: reader.extraTracks() }
}

const SAMPLES_OUTSIDE_MEDIA =
  'A track’s samples lie outside the media data, so the file cannot be fully checked'

/** Ranges in file order, touching ones joined. */
function mergeRanges(ranges: readonly ByteRange[]) {
  const merged: ByteRange[] = []
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

// One zeroed buffer, repeated: zeroing a large track costs no more memory than a small one.
const ZEROES = new Uint8Array(64 * 1024)

function zeroParts(length: number) {
  const parts: Uint8Array<ArrayBuffer>[] = []
  for (let left = length; left > 0; left -= ZEROES.length) {
    parts.push(left >= ZEROES.length ? ZEROES : ZEROES.subarray(0, left))
  }
  return parts
}

/** A media data box as slices of the original, with the removed tracks' samples zeroed. */
function mediaDataParts(file: Blob, box: IsoBox, zeroed: readonly ByteRange[]) {
  const parts: BlobPart[] = []
  let position = box.start
  for (const range of zeroed.filter(
    (candidate) => candidate.start >= box.start && candidate.end <= box.end,
  )) {
    parts.push(file.slice(position, range.start), ...zeroParts(range.end - range.start))
    position = range.end
  }
  parts.push(file.slice(position, box.end))
  return parts
}

/**
 * The file with its boxes cleaned in place and its extra tracks' samples zeroed: every offset
 * stays, so picture and sound are the original's byte for byte. Built from slices of the
 * original and small new parts; the media data is never read.
 */
export function cleanIsoBoxes(file: Blob, topLevel: readonly TopLevelBox[], type: string) {
  const cleaner = createIsoCleaner()
  const cleaned = topLevel.map(({ box, bytes }) => {
    const copy = bytes?.slice()
    if (copy) cleaner.clean(copy)
    return { box, bytes: copy }
  })
  const zeroed = mergeRanges(cleaner.removedSamples)
  const inMediaData = (range: ByteRange) =>
    cleaned.some(
      ({ box, bytes }) => !bytes && range.start >= box.payloadStart && range.end <= box.end,
    )
  if (!zeroed.every(inMediaData)) throw new Error(SAMPLES_OUTSIDE_MEDIA)
  const parts = cleaned.flatMap(({ box, bytes }) =>
    bytes ? [bytes as Uint8Array<ArrayBuffer>] : mediaDataParts(file, box, zeroed),
  )
  return new Blob(parts, { type })
}

/** How many sample bytes are read back at once: a large data track is checked in parts. */
const CHECK_BATCH_BYTES = 8 * 1024 * 1024
/**
 * How many of a track's sample runs are read back. Each disjoint run read through a Blob costs
 * Chromium about half a millisecond, and a drone's subtitles are one run a frame: runs spread
 * from the first to the last catch a cleaning that missed them, within the 1 s a video may take.
 */
const CHECKED_RUNS = 64

/** Up to CHECKED_RUNS of the ranges, evenly spread, the first and the last included. */
function spread(ranges: readonly ByteRange[]) {
  if (ranges.length <= CHECKED_RUNS) return ranges
  const step = (ranges.length - 1) / (CHECKED_RUNS - 1)
  return Array.from({ length: CHECKED_RUNS }, (_, index) => ranges[Math.round(index * step)])
}

/** Ranges grouped so that each group holds about CHECK_BATCH_BYTES at the most. */
function batches(ranges: readonly (ByteRange | undefined)[]) {
  const groups: ByteRange[][] = [[]]
  let size = 0
  for (const range of ranges) {
    if (!range) continue
    if (size >= CHECK_BATCH_BYTES) {
      groups.push([])
      size = 0
    }
    groups.at(-1)?.push(range)
    size += range.end - range.start
  }
  return groups
}

/** The extra tracks whose sample bytes, read back from `file`, are not all zero. */
export async function extraTracksLeft(file: Blob, extraTracks: readonly ExtraTrackSamples[]) {
  const left = new Set<ExtraTrackSamples['kind']>()
  for (const { kind, ranges } of extraTracks) {
    for (const batch of batches(spread(mergeRanges(ranges)))) {
      const samples = new Blob(batch.map(({ start, end }) => file.slice(start, end)))
      const bytes = await readBytes(samples)
      if (!isZero(bytes, 0, bytes.length)) left.add(kind)
    }
  }
  return left
}
