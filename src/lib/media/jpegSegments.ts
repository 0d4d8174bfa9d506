import { concatBytes, readUint16BE, startsWithAscii, writeUint16BE } from './bytes'
import {
  EXIF_IDENTIFIER,
  UPRIGHT,
  buildOrientationOnlyExifPayload,
  readExifOrientation,
} from './exifOrientation'

const MARKER_PREFIX = 0xff
const START_OF_SCAN = 0xda
const END_OF_IMAGE = 0xd9
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP14 = 0xee
const APP15 = 0xef
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

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)

const segmentPayload = (bytes: Uint8Array, segment: JpegSegment) =>
  bytes.subarray(segment.start + SEGMENT_HEADER_SIZE, segment.end)

/** Marker segments up to the first scan, or undefined when the bytes are not a well-formed JPEG. */
export function parseJpeg(bytes: Uint8Array): JpegLayout | undefined {
  if (bytes[0] !== MARKER_PREFIX || bytes[1] !== 0xd8) return undefined
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

/**
 * Offset just after the EOI marker; anything after it (trailers, appended images) is not the
 * picture. In entropy-coded data every 0xFF is followed by a stuffed 0x00 or a marker, so the
 * first FF D9 after the first scan is the picture's own end, even in progressive files.
 */
function findEndOfImage(bytes: Uint8Array, scanStart: number) {
  let position = bytes.indexOf(MARKER_PREFIX, scanStart + 2)
  while (position !== -1 && position + 1 < bytes.length) {
    if (bytes[position + 1] === END_OF_IMAGE) return position + 2
    position = bytes.indexOf(MARKER_PREFIX, position + 1)
  }
  return bytes.length
}

const isExif = (bytes: Uint8Array, segment: JpegSegment) =>
  segment.marker === APP1 &&
  startsWithAscii(bytes, segment.start + SEGMENT_HEADER_SIZE, EXIF_IDENTIFIER)

/** What the picture needs to look right: JFIF, the ICC colour profile and Adobe's colour transform. */
function isKeptAppSegment(bytes: Uint8Array, segment: JpegSegment) {
  const payloadStart = segment.start + SEGMENT_HEADER_SIZE
  if (segment.marker === APP0) return startsWithAscii(bytes, payloadStart, 'JFIF\0')
  if (segment.marker === APP2) return startsWithAscii(bytes, payloadStart, 'ICC_PROFILE\0')
  if (segment.marker === APP14) return startsWithAscii(bytes, payloadStart, 'Adobe')
  return false
}

const isMetadataSegment = (bytes: Uint8Array, segment: JpegSegment) =>
  (segment.marker >= APP0 && segment.marker <= APP15 && !isKeptAppSegment(bytes, segment)) ||
  segment.marker === 0xfe

function orientationOnlyApp1(orientation: number) {
  const payload = buildOrientationOnlyExifPayload(orientation)
  const header = Uint8Array.of(MARKER_PREFIX, APP1, 0, 0)
  writeUint16BE(header, 2, payload.length + 2)
  return concatBytes([header, payload])
}

/**
 * The JPEG without Exif, XMP, IPTC, comments, maker segments and trailers. Tables, frame
 * headers and the compressed data from SOS to EOI are copied byte for byte.
 */
export function withoutJpegHiddenDetails(bytes: Uint8Array) {
  const layout = parseJpeg(bytes)
  if (!layout) throw new Error('Not a well-formed JPEG')
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]
  let orientationWritten = false
  for (const segment of layout.segments) {
    if (!isMetadataSegment(bytes, segment)) {
      parts.push(bytes.subarray(segment.start, segment.end))
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
  parts.push(bytes.subarray(layout.scanStart, findEndOfImage(bytes, layout.scanStart)))
  return concatBytes(parts)
}
