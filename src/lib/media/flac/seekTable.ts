import {
  readUint16BE,
  readUint32BE,
  writeUint16BE,
  writeUint32BE,
  type ByteRange,
} from '@/lib/media/core/bytes'
import type { FlacFrames, KeptFrame } from './walk'

/**
 * SEEKTABLE: points of 18 bytes, each a sample number (8 bytes), the byte offset of the frame
 * holding it from the first frame (8) and that frame's sample count (2). A placeholder point
 * has all ones for its sample number; the format leaves its other fields unused.
 */
export const SEEK_POINT_SIZE = 18
const ALL_ONES = 0xffffffff

export interface SeekPoint {
  sample: number
  offset: number
  samples: number
}

const readUint64 = (bytes: Uint8Array, at: number) =>
  readUint32BE(bytes, at) * 2 ** 32 + readUint32BE(bytes, at + 4)

const isPlaceholder = (bytes: Uint8Array, at: number) =>
  readUint32BE(bytes, at) === ALL_ONES && readUint32BE(bytes, at + 4) === ALL_ONES

function writePlaceholder(bytes: Uint8Array, at: number) {
  writeUint32BE(bytes, at, ALL_ONES)
  writeUint32BE(bytes, at + 4, ALL_ONES)
}

/** A seek table of `count` placeholders, as the format writes them. */
export function placeholderSeekTable(count: number) {
  const bytes = new Uint8Array(count * SEEK_POINT_SIZE)
  for (let index = 0; index < count; index++) writePlaceholder(bytes, index * SEEK_POINT_SIZE)
  return bytes
}

function writeUint64(bytes: Uint8Array, at: number, value: number) {
  writeUint32BE(bytes, at, Math.floor(value / 2 ** 32))
  writeUint32BE(bytes, at + 4, value % 2 ** 32)
}

/**
 * The seek table written from its points' fields, cut to its whole points: a point that leads
 * to a frame the copy keeps (`offsetInCopy` gives that frame's offset in the copy) is written
 * anew, in sample order; every other point, a placeholder or not, becomes a placeholder as the
 * format writes one (all ones, then zeros), after them. Nothing a writer put in a field the
 * stream does not bear out is kept.
 */
export function writtenSeekTable(
  data: Uint8Array,
  offsetInCopy: (point: SeekPoint) => number | undefined,
) {
  const count = Math.floor(data.length / SEEK_POINT_SIZE)
  const kept = new Map<number, SeekPoint>()
  for (let index = 0; index < count; index++) {
    const at = index * SEEK_POINT_SIZE
    if (isPlaceholder(data, at)) continue
    const point = {
      sample: readUint64(data, at),
      offset: readUint64(data, at + 8),
      samples: readUint16BE(data, at + 16),
    }
    const offset = offsetInCopy(point)
    if (offset !== undefined && !kept.has(point.sample))
      kept.set(point.sample, { ...point, offset })
  }
  const written = placeholderSeekTable(count)
  const points = [...kept.values()].sort((a, b) => a.sample - b.sample)
  for (const [index, point] of points.entries()) {
    const at = index * SEEK_POINT_SIZE
    writeUint64(written, at, point.sample)
    writeUint64(written, at + 8, point.offset)
    writeUint16BE(written, at + 16, point.samples)
  }
  return written
}

/**
 * Where each kept frame lands in the copy, counted from its first frame: a seek point is kept
 * only where it leads to one of them, and holds the frame's first sample and sample count.
 */
export function seekTargetsIn(frames: FlacFrames, audioStart: number) {
  const inCopy = new Map<number, KeptFrame & { offset: number }>()
  let run = 0
  let copied = 0
  for (const frame of frames.frames) {
    while (frame.start >= (frames.runs[run]?.end ?? Infinity)) {
      const { start, end } = frames.runs[run] as ByteRange
      copied += end - start
      run++
    }
    inCopy.set(frame.start, {
      ...frame,
      offset: copied + frame.start - (frames.runs[run]?.start ?? 0),
    })
  }
  return (point: SeekPoint) => {
    const frame = inCopy.get(audioStart + point.offset)
    return frame?.firstSample === point.sample && frame.blockSize === point.samples
      ? frame.offset
      : undefined
  }
}
