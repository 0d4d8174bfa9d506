import {
  WINDOW_SIZE,
  createWindowReader,
  readBytes,
  type WindowReader,
} from '@/lib/media/core/blobBytes'
import { concatBytes, readUint16BE, startsWithAscii, writeUint16BE } from '@/lib/media/core/bytes'
import { isColourProfileChunk, keptColourProfile } from './colourProfile'
import {
  EXIF_IDENTIFIER,
  UPRIGHT,
  buildOrientationOnlyExifPayload,
  readExifOrientation,
} from './exifOrientation'

const MARKER_PREFIX = 0xff
const START_OF_IMAGE = 0xd8
const START_OF_SCAN = 0xda
const END_OF_IMAGE = 0xd9
const APP0 = 0xe0
const APP1 = 0xe1
const APP14 = 0xee
const SEGMENT_HEADER_SIZE = 4

/** One marker segment before the first scan: `start` at its 0xFF, `end` exclusive. */
interface JpegSegment {
  marker: number
  start: number
  end: number
}

interface JpegLayout {
  segments: JpegSegment[]
  /** Offset of the first SOS marker: from here on is compressed image data. */
  scanStart: number
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7
const isStandalone = (marker: number) => marker === 0x01 || isRestart(marker)

const segmentPayload = (bytes: Uint8Array, segment: JpegSegment) =>
  bytes.subarray(segment.start + SEGMENT_HEADER_SIZE, segment.end)

/** Marker segments up to the first scan, or undefined when the bytes are not a well-formed JPEG. */
export function parseJpeg(bytes: Uint8Array): JpegLayout | undefined {
  if (bytes[0] !== MARKER_PREFIX || bytes[1] !== START_OF_IMAGE) return undefined
  const segments: JpegSegment[] = []
  let position = 2
  while (position + 1 < bytes.length) {
    if (bytes[position] !== MARKER_PREFIX) return undefined
    while (bytes[position + 1] === MARKER_PREFIX) position++
    const marker = bytes[position + 1] ?? 0
    if (marker === START_OF_SCAN) {
      return { segments, scanStart: position }
    }
    if (marker === END_OF_IMAGE) return undefined
    const end = isStandalone(marker)
      ? position + 2
      : position + 2 + readUint16BE(bytes, position + 2)
    if (end > bytes.length) return undefined
    segments.push({ marker, start: position, end })
    position = end
  }
  return undefined
}

const isExif = (bytes: Uint8Array, segment: JpegSegment) =>
  segment.marker === APP1 &&
  startsWithAscii(bytes, segment.start + SEGMENT_HEADER_SIZE, EXIF_IDENTIFIER)

/**
 * Segments a decoder needs, wherever they sit: frame headers (SOF0-SOF15 but for the table
 * markers among them), Huffman and quantisation tables, arithmetic conditioning, restart
 * interval, number of lines, and the hierarchical mode's DHP and EXP.
 */
const isDecodingSegment = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) ||
  marker === 0xdb ||
  marker === 0xdc ||
  marker === 0xdd ||
  marker === 0xde ||
  marker === 0xdf

const DEFINE_NUMBER_OF_LINES = 0xdc
const EXPAND_REFERENCE = 0xdf
/** Segments whose length T.81 fixes (B.2.5, B.3.3): DNL's line count, EXP's expansion flags. */
const FIXED_LENGTHS = new Map([
  [DEFINE_NUMBER_OF_LINES, 4],
  [EXPAND_REFERENCE, 3],
])
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** The number of lines the frame header gives; 0 leaves them to a DNL after the first scan. */
function frameLines(bytes: Uint8Array, segments: readonly JpegSegment[]) {
  const frame = segments.find(({ marker }) => isFrameHeader(marker))
  return frame ? readUint16BE(bytes, frame.start + 5) : 0
}

/**
 * A decoding segment from `start` to `end` as it may be sent, or undefined when it goes: DNL and
 * EXP cut to their fixed length, and a DNL only where the frame header leaves the number of
 * lines to it, as T.81 allows it nowhere else.
 */
function keptDecodingSegment(bytes: Uint8Array, start: number, end: number, lines: number) {
  const marker = bytes[start + 1] ?? 0
  if (marker === DEFINE_NUMBER_OF_LINES && lines !== 0) return undefined
  const length = FIXED_LENGTHS.get(marker)
  if (length === undefined || end - start <= 2 + length) return bytes.subarray(start, end)
  const cut = bytes.slice(start, start + 2 + length)
  writeUint16BE(cut, 2, length)
  return cut
}

/**
 * The application segments a picture needs to look right, each cut to the fields it is kept
 * for: JFIF without its thumbnail (its 14-byte header) and Adobe's colour transform (its
 * 12-byte header). Undefined for any other. The colour profile is written anew apart.
 */
function keptAppSegment(bytes: Uint8Array, segment: JpegSegment) {
  const payloadStart = segment.start + SEGMENT_HEADER_SIZE
  const cut = (payloadLength: number) => {
    if (segment.end - payloadStart <= payloadLength)
      return bytes.subarray(segment.start, segment.end)
    const cutSegment = bytes.slice(segment.start, payloadStart + payloadLength)
    writeUint16BE(cutSegment, 2, payloadLength + 2)
    // JFIF's last two bytes are the thumbnail's width and height: none.
    if (segment.marker === APP0) cutSegment.fill(0, -2)
    return cutSegment
  }
  if (segment.marker === APP0 && startsWithAscii(bytes, payloadStart, 'JFIF\0')) return cut(14)
  if (segment.marker === APP14 && startsWithAscii(bytes, payloadStart, 'Adobe')) return cut(12)
  return undefined
}

function orientationOnlyApp1(orientation: number) {
  const payload = buildOrientationOnlyExifPayload(orientation)
  const header = Uint8Array.of(MARKER_PREFIX, APP1, 0, 0)
  writeUint16BE(header, 2, payload.length + 2)
  return concatBytes([header, payload])
}

/**
 * What goes before the first scan: decoding segments, the kept application segments, the
 * colour profile written anew where its first chunk was, and the orientation. `droppedData`:
 * a colour profile that could not be read went, or bytes past a decoding segment's fields.
 */
function keptBeforeScan(bytes: Uint8Array, segments: readonly JpegSegment[]) {
  const parts: Uint8Array[] = []
  const lines = frameLines(bytes, segments)
  let droppedData = false
  const isProfileChunk = (segment: JpegSegment) =>
    isColourProfileChunk(segment.marker, segmentPayload(bytes, segment))
  const profile = keptColourProfile(
    segments.filter(isProfileChunk).map((segment) => segmentPayload(bytes, segment)),
  )
  let profileWritten = false
  let orientationWritten = false
  for (const segment of segments) {
    const app = keptAppSegment(bytes, segment)
    if (isDecodingSegment(segment.marker)) {
      const kept = keptDecodingSegment(bytes, segment.start, segment.end, lines)
      if (kept) parts.push(kept)
      droppedData ||= kept?.length !== segment.end - segment.start
    } else if (app) parts.push(app)
    else if (isProfileChunk(segment)) {
      if (!profileWritten) parts.push(...profile.segments)
      profileWritten = true
    } else if (!orientationWritten && isExif(bytes, segment)) {
      orientationWritten = true
      // Turning the pixels losslessly is not possible cheaply in the browser, so a turned photo
      // keeps a fresh Exif block holding only its Orientation: it still shows upright and says
      // nothing else (product.md §7).
      const orientation = readExifOrientation(
        segmentPayload(bytes, segment).subarray(EXIF_IDENTIFIER.length),
      )
      if (orientation !== UPRIGHT) parts.push(orientationOnlyApp1(orientation))
    }
  }
  return { parts, droppedData: droppedData || profile.dropped }
}

/**
 * Where the entropy-coded data from `from` ends: at the first marker that is not a restart.
 * In that data every 0xFF is followed by a stuffed 0x00, a restart marker or fill bytes.
 */
function entropyCodedEnd(bytes: Uint8Array, from: number) {
  let position = bytes.indexOf(MARKER_PREFIX, from)
  while (position !== -1 && position + 1 < bytes.length) {
    const next = bytes[position + 1] ?? 0
    if (next !== 0x00 && next !== MARKER_PREFIX && !isRestart(next)) return position
    position = bytes.indexOf(MARKER_PREFIX, position + 1)
  }
  return bytes.length
}

/**
 * The scans, from the first SOS on: each scan's header and entropy-coded data, and between
 * scans only the tables the next scan needs and a DNL (keptDecodingSegment); then EOI.
 * Application segments and comments between or after scans go, and so does anything after EOI
 * (trailers, appended videos).
 * `droppedData` tells whether any of that was there.
 */
function keptScans(bytes: Uint8Array, scanStart: number, lines: number) {
  const parts: Uint8Array[] = []
  let droppedData = false
  let position = scanStart
  while (position + 1 < bytes.length) {
    if (bytes[position] !== MARKER_PREFIX || isStandalone(bytes[position + 1] ?? 0)) {
      // Bytes that are no segment, or a marker with no segment: not the picture.
      droppedData = true
      position = bytes.indexOf(MARKER_PREFIX, position + 1)
      if (position === -1) break
      continue
    }
    while (bytes[position + 1] === MARKER_PREFIX) position++
    const marker = bytes[position + 1] ?? 0
    if (marker === END_OF_IMAGE) {
      droppedData ||= position + 2 < bytes.length
      break
    }
    const segmentEnd = Math.min(bytes.length, position + 2 + readUint16BE(bytes, position + 2))
    const end = marker === START_OF_SCAN ? entropyCodedEnd(bytes, segmentEnd) : segmentEnd
    const kept =
      marker === START_OF_SCAN
        ? bytes.subarray(position, end)
        : isDecodingSegment(marker)
          ? keptDecodingSegment(bytes, position, end, lines)
          : undefined
    if (kept) parts.push(kept)
    droppedData ||= kept?.length !== end - position
    position = end
  }
  parts.push(Uint8Array.of(MARKER_PREFIX, END_OF_IMAGE))
  return { parts, droppedData }
}

/**
 * The JPEG with only what decoding and correct display need (product.md §7): frame headers,
 * tables, scans and their compressed data copied byte for byte, JFIF, the colour profile's
 * colour fields, Adobe's transform and the orientation. Exif, XMP, IPTC, comments, makers'
 * segments, anything between or after the scans and anything after the picture's end go.
 */
export function withoutJpegHiddenDetails(bytes: Uint8Array) {
  const layout = parseJpeg(bytes)
  if (!layout) throw new Error('Not a well-formed JPEG')
  const before = keptBeforeScan(bytes, layout.segments)
  const scans = keptScans(bytes, layout.scanStart, frameLines(bytes, layout.segments))
  return {
    bytes: concatBytes([bytes.subarray(0, 2), ...before.parts, ...scans.parts]),
    droppedData: before.droppedData || scans.droppedData,
  }
}

/**
 * A JPEG's bytes up to its first scan, where all its metadata sits, read a growing window at a
 * time rather than whole; the whole file when it is not a well-formed JPEG, for exifreader to
 * read what it can. `scanStart` is undefined then.
 */
export async function readJpegHead(file: Blob) {
  for (let length = WINDOW_SIZE; ; length *= 4) {
    const bytes = await readBytes(file, 0, Math.min(file.size, length))
    const layout = parseJpeg(bytes)
    if (layout) return { head: bytes.subarray(0, layout.scanStart), scanStart: layout.scanStart }
    if (bytes.length === file.size) return { head: bytes, scanStart: undefined }
  }
}

/** Where the entropy-coded data from `from` ends, read window by window (see entropyCodedEnd). */
async function entropyCodedEndIn(reader: WindowReader, from: number, size: number) {
  let position = from
  while (position + 1 < size) {
    const { bytes, offset } = await reader.view(position, 2)
    const end = entropyCodedEnd(bytes, offset)
    if (end < bytes.length) return position + end - offset
    // No marker ends the data in this window: go on from its last byte, which may open one.
    position += bytes.length - 1 - offset
  }
  return size
}

/** Whether the bytes at `at` open a JPEG: SOI, then another marker. */
export const startsJpeg = (bytes: Uint8Array, at = 0) =>
  bytes[at] === MARKER_PREFIX && bytes[at + 1] === START_OF_IMAGE && bytes[at + 2] === MARKER_PREFIX

/**
 * Where the JPEG that starts at `start` ends, walked from segment to segment and through each
 * scan's data a window at a time: what follows (a motion photo's video, a gain map) is never
 * read. `closed` when it ends with EOI, just after which `end` is; with no EOI, `end` is where
 * the walk met bytes that are no marker (past the last scan's data, but for its restart markers
 * and stuffed bytes) or a segment running past the file's end.
 */
export async function walkJpegToEnd(file: Blob, start: number) {
  const reader = createWindowReader(file)
  let position = start + 2
  while (position + 1 < file.size) {
    const { bytes, offset } = await reader.view(position, SEGMENT_HEADER_SIZE)
    if (bytes[offset] !== MARKER_PREFIX) return { end: position, closed: false }
    const marker = bytes[offset + 1] ?? 0
    if (marker === END_OF_IMAGE) return { end: position + 2, closed: true }
    if (marker === MARKER_PREFIX || isStandalone(marker)) {
      position += marker === MARKER_PREFIX ? 1 : 2
      continue
    }
    const segmentEnd = position + 2 + readUint16BE(bytes, offset + 2)
    if (segmentEnd > file.size) return { end: position, closed: false }
    position =
      marker === START_OF_SCAN ? await entropyCodedEndIn(reader, segmentEnd, file.size) : segmentEnd
  }
  return { end: Math.min(position, file.size), closed: false }
}

/** Where the JPEG that starts at `start` ends, just after its EOI; undefined when it has none. */
export async function findJpegEnd(file: Blob, start: number) {
  const { end, closed } = await walkJpegToEnd(file, start)
  return closed ? end : undefined
}
