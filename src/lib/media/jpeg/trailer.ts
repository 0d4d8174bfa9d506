import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import { isZero, readAscii, readUint32BE } from '@/lib/media/core/bytes'
import type { TrailerHints } from '@/lib/media/core/photoDetails'
import { readMotionVideoDetails } from '@/lib/media/iso'
import { findJpegEnd, startsJpeg } from './segments'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'

/** Enough to tell what starts at a place in the trailer: a box header, SOI, Samsung's marker. */
const PEEK_SIZE = 32
/** Samsung names the block holding a motion photo's video; the MP4 follows the name. */
const SAMSUNG_VIDEO_MARKER = 'MotionPhoto_Data'
/** Names a gain map JPEG writes in its own metadata: Adobe/Google's hdrgm, ISO 21496-1, Apple's. */
const GAIN_MAP_NAMES = [
  'http://ns.adobe.com/hdr-gain-map/1.0/',
  'urn:iso:std:iso:ts:21496',
  'HDRGainMap',
]
/** How much of a second JPEG is searched for those names: its metadata comes first. */
const GAIN_MAP_HEAD_SIZE = 64 * 1024

const startsIsoFile = (bytes: Uint8Array) => readAscii(bytes, 4, 4) === 'ftyp'

const isBoxType = (type: string) => /^[\x20-\x7e]{4}$/.test(type)

/**
 * Where the ISO file (MP4) starting at `start` ends: after its last top-level box, walked from
 * header to header, stopping at bytes that are no box or a box that runs past the file's end.
 */
async function isoFileEnd(file: Blob, start: number) {
  let position = start
  while (position + 8 <= file.size) {
    const head = await readBytes(file, position, Math.min(file.size, position + 16))
    const size32 = readUint32BE(head, 0)
    const size = size32 === 1 ? readUint32BE(head, 8) * 2 ** 32 + readUint32BE(head, 12) : size32
    const end = size32 === 0 ? file.size : position + size
    if (!isBoxType(readAscii(head, 4, 4)) || size < 8 || end > file.size) break
    position = end
  }
  return position
}

async function holdsGainMapName(file: Blob, start: number) {
  const head = readAscii(
    await readBytes(file, start, Math.min(file.size, start + GAIN_MAP_HEAD_SIZE)),
    0,
    GAIN_MAP_HEAD_SIZE,
  )
  return GAIN_MAP_NAMES.some((name) => head.includes(name))
}

/** Where the XMP says the motion photo's video starts, when an MP4 does start there. */
export async function hintedVideoStart(file: Blob, hints: TrailerHints) {
  if (hints.videoLength === undefined || hints.videoLength > file.size) return undefined
  const start = file.size - hints.videoLength
  return startsIsoFile(await readBytes(file, start, start + PEEK_SIZE)) ? start : undefined
}

/**
 * Where the next item known to follow a picture starts after `position`, when bytes no item
 * claims come first: the video where Google's XMP counts it from the end, or where Samsung's
 * marker names it. Undefined when there is none.
 */
async function nextKnownStart(file: Blob, position: number, hints: TrailerHints) {
  const hinted = await hintedVideoStart(file, hints)
  if (hinted !== undefined && hinted > position) return hinted
  const window = readAscii(
    await readBytes(file, position, Math.min(file.size, position + DESCRIBED_BYTES)),
    0,
    DESCRIBED_BYTES,
  )
  const marker = window.indexOf(SAMSUNG_VIDEO_MARKER)
  return marker === -1 ? undefined : position + marker + SAMSUNG_VIDEO_MARKER.length
}

/** Whether any byte from `start` to `end` is set; a run longer than DESCRIBED_BYTES counts as set. */
async function anySet(file: Blob, start: number, end: number) {
  if (end - start > DESCRIBED_BYTES) return true
  const bytes = await readBytes(file, start, end)
  return !isZero(bytes, 0, bytes.length)
}

/**
 * What follows a JPEG's picture from `pictureEnd` (just after its EOI), item by item: an MP4
 * (a motion photo's video: `motionVideo`, with what it reveals), a second JPEG (a gain map:
 * `hdrLayer`, or else an embedded picture: `thumbnail`), and anything else set: `other`. Only
 * the items' heads are read, and what the ISO reader needs of the video.
 */
export async function readJpegTrailer(file: Blob, pictureEnd: number, hints: TrailerHints) {
  const found: HiddenDetails = {}
  let position = pictureEnd
  while (position < file.size) {
    const peek = await readBytes(file, position, Math.min(file.size, position + PEEK_SIZE))
    const videoEnd = startsIsoFile(peek) ? await isoFileEnd(file, position) : position
    if (videoEnd > position) {
      found.motionVideo = await readMotionVideoDetails(file.slice(position, videoEnd))
      position = videoEnd
    } else if (startsJpeg(peek)) {
      // Google's XMP names the gain map among the items, first of the pictures after the primary.
      if ((hints.gainMap && !found.hdrLayer) || (await holdsGainMapName(file, position)))
        found.hdrLayer = true
      else found.thumbnail = true
      position = (await findJpegEnd(file, position)) ?? file.size
    } else {
      const next = await nextKnownStart(file, position, hints)
      if (await anySet(file, position, next ?? file.size)) found.other = true
      if (next === undefined) break
      position = next
    }
  }
  return found
}
