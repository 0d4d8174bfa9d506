import {
  createWindowReader,
  DESCRIBED_BYTES,
  readBytes,
  type WindowReader,
} from '@/lib/media/core/blobBytes'
import { readUint32LE, startsWithAscii, type ByteRange } from '@/lib/media/core/bytes'
import {
  countFrames,
  emptyTally,
  leftOutBetween,
  type FrameTally,
} from '@/lib/media/core/frameTally'
import { ID3V1_LENGTH, id3v2TagLength } from '@/lib/media/core/id3Tags'
import { FRAME_HEADER_SIZE, readFrameHeader, type FrameHeader } from './frames'

/** The tags an MP3 can carry, wherever they sit: ID3v2 (at either end), APEv2, Lyrics3, ID3v1. */
export type Mp3TagKind = 'id3v2' | 'ape' | 'lyrics3' | 'id3v1'

/** A tag, where its own size places it. */
interface Mp3Tag extends ByteRange {
  kind: Mp3TagKind
  /** The tag's bytes, up to DESCRIBED_BYTES: enough for its text, never a whole cover picture. */
  bytes: Uint8Array
}

/** What an MP3 is made of: runs of audio frames, the tags between them, and whatever else. */
export interface Mp3Layout {
  audio: ByteRange[]
  tags: Mp3Tag[]
  /** Non-zero bytes that are neither a frame nor a known tag. */
  otherData: boolean
  tally: FrameTally
}

/** Enough to read any tag's start (an APE header's flags end at byte 24) or a frame header. */
const PROBE_SIZE = 32
/** An APEv2 header or footer: 'APETAGEX', version, tag size, item count, flags, reserved. */
export const APE_FRAME_SIZE = 32
const APE_HAS_HEADER = 0x80000000
/** The markers that begin a Lyrics3 tag and end its v2 and v1; the two ends are nine letters long. */
export const LYRICS3 = { begin: 'LYRICSBEGIN', v2End: 'LYRICS200', v1End: 'LYRICSEND' }
const LYRICS3_END_LENGTH = 9
/** The first letters of tags, and a frame's sync byte: where a search for the next thing stops. */
const CANDIDATE_BYTES = new Set([
  0xff,
  ...['I', 'A', 'T', 'L'].map((letter) => letter.charCodeAt(0)),
])

/** Length of a Lyrics3 tag starting at `at`, found by its end marker, or 0 when it has none. */
async function lyrics3Length(file: Blob, at: number) {
  const text = new TextDecoder('latin1').decode(await readBytes(file, at, at + DESCRIBED_BYTES))
  const ends = [LYRICS3.v2End, LYRICS3.v1End]
    .map((marker) => text.indexOf(marker))
    .filter((index) => index > 0)
  return ends.length ? Math.min(...ends) + LYRICS3_END_LENGTH : 0
}

/** The tag starting at `at`, with its length and where its bytes start, or undefined. */
async function tagAt(file: Blob, reader: WindowReader, at: number) {
  const { bytes, offset } = await reader.view(at, PROBE_SIZE)
  const left = file.size - at
  const tag = (kind: Mp3TagKind, length: number, start = at) =>
    length > 0 ? { kind, start, end: Math.min(file.size, at + length) } : undefined
  if (startsWithAscii(bytes, offset, 'ID3')) return tag('id3v2', id3v2TagLength(bytes, offset))
  if (startsWithAscii(bytes, offset, 'APETAGEX')) {
    const size = readUint32LE(bytes, offset + 12)
    const isHeader =
      readUint32LE(bytes, offset + 20) >= APE_HAS_HEADER && (bytes[offset + 23] ?? 0) & 0x20
    // A footer ends a tag whose items came before it.
    return isHeader
      ? tag('ape', size + APE_FRAME_SIZE)
      : tag('ape', APE_FRAME_SIZE, Math.max(0, at + APE_FRAME_SIZE - size))
  }
  if (startsWithAscii(bytes, offset, 'TAG') && left >= ID3V1_LENGTH) {
    return tag('id3v1', ID3V1_LENGTH)
  }
  if (startsWithAscii(bytes, offset, LYRICS3.begin))
    return tag('lyrics3', await lyrics3Length(file, at))
  return undefined
}

/**
 * Whether the frame at `at` starts a run: the next frame follows with the same signature, or a
 * tag, or the end of the file. Decoders resync the same way, so a stray sync word in other data
 * is not taken for sound.
 */
async function startsRun(file: Blob, reader: WindowReader, at: number, header: FrameHeader) {
  const next = at + header.length
  if (next === file.size) return true
  const { bytes, offset } = await reader.view(next, PROBE_SIZE)
  if (readFrameHeader(bytes, offset)?.signature === header.signature) return true
  return (await tagAt(file, reader, next)) !== undefined
}

/** The next place a frame or tag could start after `from`, and whether non-zero bytes lay before it. */
async function nextCandidate(file: Blob, reader: WindowReader, from: number) {
  let hadData = false
  for (let position = from; position < file.size;) {
    const { bytes, offset } = await reader.view(position, PROBE_SIZE)
    for (let index = offset; index < bytes.length; index++, position++) {
      const byte = bytes[index] ?? 0
      if (CANDIDATE_BYTES.has(byte)) return { position, hadData }
      if (byte !== 0) hadData = true
    }
  }
  return { position: file.size, hadData }
}

/**
 * Walks an MP3 from start to end (product.md §7): frames are followed header to header, tags
 * are stepped over by their own sizes, and anything else is searched through for the next
 * frame, as decoders resync. One window of the file is held at a time.
 */
export async function walkMp3(file: Blob): Promise<Mp3Layout> {
  const reader = createWindowReader(file)
  const layout: Mp3Layout = { audio: [], tags: [], otherData: false, tally: emptyTally() }
  let signature: number | undefined
  for (let position = 0; position < file.size;) {
    const tag = await tagAt(file, reader, position)
    if (tag) {
      const bytes = await readBytes(file, tag.start, Math.min(tag.end, tag.start + DESCRIBED_BYTES))
      layout.tags.push({ ...tag, bytes })
      position = tag.end
      continue
    }
    const { bytes, offset } = await reader.view(position, FRAME_HEADER_SIZE)
    const header = readFrameHeader(bytes, offset)
    const fits = header && position + header.length <= file.size
    if (
      header &&
      fits &&
      (header.signature === signature || (await startsRun(file, reader, position, header)))
    ) {
      signature = header.signature
      const end = position + header.length
      const last = layout.audio.at(-1)
      if (last?.end === position) last.end = end
      else layout.audio.push({ start: position, end })
      countFrames(layout.tally, 1, header.length, header.ms)
      position = end
      continue
    }
    signature = undefined
    const next = await nextCandidate(file, reader, position + 1)
    if (next.hadData || (bytes[offset] ?? 0) !== 0) layout.otherData = true
    position = next.position
  }
  layout.tally.skippedBetween = leftOutBetween(layout.audio, layout.tags)
  return layout
}
