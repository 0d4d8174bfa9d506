import { createWindowReader, type WindowReader } from '@/lib/media/core/blobBytes'
import { isZero, startsWithAscii, type ByteRange } from '@/lib/media/core/bytes'
import { countFrames, emptyTally, type FrameTally } from '@/lib/media/core/frameTally'
import { LYRICS3 } from '@/lib/media/mp3'
import {
  LONGEST_FRAME_HEADER,
  crc16End,
  largestFrame,
  readFrameHeader,
  type FrameHeader,
  type StreamFacts,
} from './frames'

/** A frame kept: where it starts in the file, its first sample and how many it holds. */
export interface KeptFrame {
  start: number
  firstSample: number
  blockSize: number
}

/** A FLAC's audio frames, walked one by one, and what lies between and after them. */
export interface FlacFrames {
  /** The frames, as runs that follow one another. */
  runs: ByteRange[]
  frames: KeptFrame[]
  /** Where the last frame ends: what follows is the trailer. */
  end: number
  tally: FrameTally
  /** Whether bytes skipped between frames held anything but zeros. */
  junk: boolean
}

const CUT_SHORT =
  'The FLAC file’s last audio frame cannot be found (it may be cut short), so it cannot be cleaned'

const startsTag = (bytes: Uint8Array, at: number) =>
  ['ID3', 'APETAGEX', 'TAG', LYRICS3.begin].some((magic) => startsWithAscii(bytes, at, magic))

/** What follows a frame's end: another frame, the file's end, a tag (the trailer) or other bytes. */
type Following = 'frame' | 'end' | 'tag' | 'other'

interface Walk {
  file: Blob
  reader: WindowReader
  stream: StreamFacts
  /** How far a frame's end is searched for from its start, and a header past it read. */
  span: number
}

/**
 * Where the frame whose header is `header`, at `at` in the file, ends and what follows it, or
 * undefined when its CRC-16 never closes (a damaged frame, or the last one cut short). The end
 * taken is the first that another frame, the file's end or a tag follows; failing that, the
 * first place the CRC-16 closes, and other bytes follow.
 */
async function frameEnd({ file, reader, stream, span }: Walk, at: number, header: FrameHeader) {
  const { bytes, offset } = await reader.view(at, span + LONGEST_FRAME_HEADER)
  const following = (length: number): Following => {
    if (at + length === file.size) return 'end'
    if (readFrameHeader(bytes, offset + length, stream)) return 'frame'
    return startsTag(bytes, offset + length) ? 'tag' : 'other'
  }
  const { taken, first } = crc16End(
    bytes,
    offset,
    span,
    header,
    (length) => following(length) !== 'other',
  )
  const length = taken ?? first
  return length === undefined ? undefined : { end: at + length, next: following(length) }
}

/**
 * The next frame after `from` that continues the stream (its first sample at or after
 * `nextSample`, within the stream's length where STREAMINFO gives it) and whose CRC-16
 * closes, searched for as decoders resync; undefined up to `limit` without one.
 */
async function nextFrame(walk: Walk, from: number, nextSample: number, limit: number) {
  const { reader, stream } = walk
  for (let position = from; position < limit;) {
    const { bytes, offset } = await reader.view(position, walk.span)
    const found = bytes.indexOf(0xff, offset)
    if (found < 0 || position + found - offset >= limit) return undefined
    position += found - offset
    const header = readFrameHeader(bytes, found, walk.stream)
    const continues =
      header &&
      header.firstSample >= nextSample &&
      (stream.totalSamples === 0 || header.firstSample < stream.totalSamples)
    if (continues && (await frameEnd(walk, position, header))) return { position, header }
    position++
  }
  return undefined
}

/**
 * Walks a FLAC's audio frames one by one from `start`, where the first frame's header is
 * (product.md §7): a frame ends where its CRC-16 closes before the next frame, and bytes that
 * are no frame are skipped to the next frame that continues the stream, as decoders resync,
 * and counted. The walk ends at the file's end, at a tag, or where no frame follows; a frame
 * whose CRC-16 does not close is kept up to the next frame, since decoders play it, and a last
 * frame that does not close is a file cut short.
 */
export async function walkFlacFrames(
  file: Blob,
  start: number,
  stream: StreamFacts,
): Promise<FlacFrames> {
  const walk: Walk = {
    file,
    reader: createWindowReader(file),
    stream,
    span: largestFrame(stream),
  }
  const found: FlacFrames = { runs: [], frames: [], end: start, tally: emptyTally(), junk: false }
  let position = start
  let header = await headerAt(walk, start)
  while (header) {
    const closed = await frameEnd(walk, position, header)
    const nextSample = header.firstSample + header.blockSize
    const damagedUntil = closed
      ? undefined
      : await nextFrame(walk, position + header.length, nextSample, position + walk.span)
    const end = closed?.end ?? damagedUntil?.position
    if (end === undefined) throw new Error(CUT_SHORT)
    keepFrame(
      found,
      { start: position, firstSample: header.firstSample, blockSize: header.blockSize },
      end,
      stream,
    )
    if (damagedUntil) {
      ;({ position, header } = damagedUntil)
      continue
    }
    if (closed?.next !== 'frame' && closed?.next !== 'other') break
    const next =
      closed.next === 'frame'
        ? { position: end, header: await headerAt(walk, end) }
        : await nextFrame(walk, end, nextSample, file.size)
    if (!next?.header) break
    if (next.position > end) await skip(walk, found, end, next.position)
    ;({ position, header } = next)
  }
  return found
}

async function headerAt({ reader, stream }: Walk, at: number) {
  const { bytes, offset } = await reader.view(at, LONGEST_FRAME_HEADER)
  return readFrameHeader(bytes, offset, stream)
}

function keepFrame(found: FlacFrames, frame: KeptFrame, end: number, stream: StreamFacts) {
  const last = found.runs.at(-1)
  if (last?.end === frame.start) last.end = end
  else found.runs.push({ start: frame.start, end })
  found.frames.push(frame)
  found.end = end
  const ms = stream.sampleRate ? (frame.blockSize * 1000) / stream.sampleRate : 0
  countFrames(found.tally, 1, end - frame.start, ms)
}

const SKIP_VIEW = 64 * 1024

/** Counts the bytes from `start` to `end` as skipped between frames, and notes what they hold. */
async function skip({ reader }: Walk, found: FlacFrames, start: number, end: number) {
  found.tally.skippedBetween += end - start
  for (let at = start; at < end && !found.junk;) {
    const { bytes, offset } = await reader.view(at, Math.min(end - at, SKIP_VIEW))
    const stop = Math.min(bytes.length, offset + end - at)
    found.junk = !isZero(bytes, offset, stop)
    at += stop - offset
  }
}
