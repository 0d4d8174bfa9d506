import { execFileSync } from 'node:child_process'
import type { DetectedFormat } from '@/lib/media'
import { view } from '../canaries/bytes'
import { ID, matroskaTree } from '../canaries/ebml'

/** A run of a file's bytes, `end` excluded. */
export interface Range {
  start: number
  end: number
}

/**
 * Where each stream's coded data lies as ffmpeg's demuxer finds it: every packet's position and
 * size (ffprobe -show_packets).
 */
function ffprobePackets(path: string): Range[] {
  const output = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'packet=pos,size', '-of', 'csv=p=0', path],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  return output
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number))
    .filter(([size, pos]) => Number.isFinite(size) && Number.isFinite(pos))
    .map(([size = 0, pos = 0]) => ({ start: pos, end: pos + size }))
}

const RESTART_MARKERS = { first: 0xd0, last: 0xd7 }
const START_OF_SCAN = 0xda
const END_OF_IMAGE = 0xd9
/** Markers with no length after them: SOI, TEM and the restart markers. */
const hasNoLength = (marker: number) =>
  marker === 0xd8 ||
  marker === 0x01 ||
  (marker >= RESTART_MARKERS.first && marker <= RESTART_MARKERS.last)

/** Where a scan's entropy-coded data ends: at the first marker that is no restart marker. */
function scanEnd(bytes: Uint8Array, from: number) {
  for (let at = from; at + 1 < bytes.length; at++) {
    const next = bytes[at + 1] ?? 0
    if (bytes[at] !== 0xff || next === 0 || next === 0xff) continue
    if (next < RESTART_MARKERS.first || next > RESTART_MARKERS.last) return at
  }
  return bytes.length
}

/** The tables the scans are decoded with: quantisation (DQT) and Huffman (DHT). */
const CODING_TABLES = new Set([0xdb, 0xc4])

/**
 * A JPEG's scans, after each SOS header, and the tables they are decoded with, up to EOI
 * (ITU-T T.81 Annex B).
 */
function jpegScans(bytes: Uint8Array): Range[] {
  const scans: Range[] = []
  for (let at = 2; at + 4 <= bytes.length;) {
    while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at++
    const marker = bytes[at + 1] ?? 0
    if (marker === END_OF_IMAGE) break
    if (hasNoLength(marker)) {
      at += 2
      continue
    }
    const end = at + 2 + view(bytes).readUInt16BE(at + 2)
    if (CODING_TABLES.has(marker)) scans.push({ start: at + 4, end })
    if (marker !== START_OF_SCAN) {
      at = end
      continue
    }
    const scan = { start: end, end: scanEnd(bytes, end) }
    scans.push(scan)
    at = scan.end
  }
  return scans
}

/** PNG's IDAT data and APNG's fdAT data after its sequence number. */
function pngImageData(bytes: Uint8Array): Range[] {
  const ranges: Range[] = []
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view(bytes).readUInt32BE(at)
    const type = view(bytes).toString('latin1', at + 4, at + 8)
    const data = at + 8
    if (type === 'IDAT') ranges.push({ start: data, end: data + length })
    if (type === 'fdAT') ranges.push({ start: data + 4, end: data + length })
    at = data + length + 4
  }
  return ranges
}

const WEBP_CODED = new Set(['VP8 ', 'VP8L', 'ALPH'])
/** An ANMF frame's own fields before its chunks: position, size, duration and flags. */
const ANIMATION_FRAME_FIELDS = 16

/** WebP's picture chunks (VP8, VP8L, ALPH), in the file and in each animation frame. */
function webpPictures(bytes: Uint8Array, start = 12, end = bytes.length): Range[] {
  const ranges: Range[] = []
  for (let at = start; at + 8 <= end;) {
    const type = view(bytes).toString('latin1', at, at + 4)
    const size = view(bytes).readUInt32LE(at + 4)
    const data = { start: at + 8, end: Math.min(end, at + 8 + size) }
    if (WEBP_CODED.has(type)) ranges.push(data)
    if (type === 'ANMF')
      ranges.push(...webpPictures(bytes, data.start + ANIMATION_FRAME_FIELDS, data.end))
    at = data.end + (size % 2)
  }
  return ranges
}

/** The ISO boxes from `start` to `end`: their types, and where their payloads lie. */
function isoBoxes(bytes: Uint8Array, start: number, end: number) {
  const boxes: { type: string; payload: number; end: number }[] = []
  for (let at = start; at + 8 <= end;) {
    const size32 = view(bytes).readUInt32BE(at)
    const header = size32 === 1 ? 16 : 8
    const size =
      size32 === 0 ? end - at : size32 === 1 ? Number(view(bytes).readBigUInt64BE(at + 8)) : size32
    if (size < header) break
    boxes.push({
      type: view(bytes).toString('latin1', at + 4, at + 8),
      payload: at + header,
      end: at + size,
    })
    at += size
  }
  return boxes
}

/** A big-endian unsigned integer of `size` bytes (0 to 8) at `at`. */
const uintAt = (bytes: Uint8Array, at: number, size: number) =>
  bytes.subarray(at, at + size).reduce((value, byte) => value * 256 + byte, 0)

/** HEIF's item types whose data is coded picture (ISO/IEC 23008-12, the AVIF and JPEG codings). */
const CODED_ITEM_TYPES = new Set(['hvc1', 'hvt1', 'av01', 'jpeg'])

/** Each item's type, from iinf's infe boxes (versions 2 and 3). */
function itemTypes(bytes: Uint8Array, iinf: { payload: number; end: number }) {
  const types = new Map<number, string>()
  const entriesAt = iinf.payload + 4 + (bytes[iinf.payload] === 0 ? 2 : 4)
  for (const infe of isoBoxes(bytes, entriesAt, iinf.end)) {
    const version = bytes[infe.payload] ?? 0
    if (infe.type !== 'infe' || version < 2) continue
    const idSize = version === 2 ? 2 : 4
    const id = uintAt(bytes, infe.payload + 4, idSize)
    types.set(
      id,
      view(bytes).toString('latin1', infe.payload + 4 + idSize + 2, infe.payload + 8 + idSize + 2),
    )
  }
  return types
}

/** The file extents of the items iloc places, by item (construction method 0, offsets in the file). */
function itemExtents(bytes: Uint8Array, iloc: { payload: number }) {
  const version = bytes[iloc.payload] ?? 0
  const sizes = bytes[iloc.payload + 4] ?? 0
  const [offsetSize, lengthSize] = [sizes >> 4, sizes & 0x0f]
  const bases = bytes[iloc.payload + 5] ?? 0
  const [baseSize, indexSize] = [bases >> 4, version === 0 ? 0 : bases & 0x0f]
  const idSize = version < 2 ? 2 : 4
  let at = iloc.payload + 6
  const count = uintAt(bytes, at, idSize)
  at += idSize
  const extents = new Map<number, Range[]>()
  for (let item = 0; item < count; item++) {
    const id = uintAt(bytes, at, idSize)
    at += idSize
    const method = version === 0 ? 0 : uintAt(bytes, at, 2) & 0x0f
    at += version === 0 ? 2 : 4
    const base = uintAt(bytes, at, baseSize)
    at += baseSize
    const extentCount = uintAt(bytes, at, 2)
    at += 2
    const ranges: Range[] = []
    for (let extent = 0; extent < extentCount; extent++) {
      const offset = uintAt(bytes, at + indexSize, offsetSize)
      const length = uintAt(bytes, at + indexSize + offsetSize, lengthSize)
      at += indexSize + offsetSize + lengthSize
      const start = base + offset
      if (method === 0) ranges.push({ start, end: length === 0 ? bytes.length : start + length })
    }
    extents.set(id, ranges)
  }
  return extents
}

/** A HEIF's coded pictures: the extents of its coded items (iinf and iloc), which ffmpeg 5 cannot read. */
function heifCodedItems(bytes: Uint8Array): Range[] {
  const meta = isoBoxes(bytes, 0, bytes.length).find(({ type }) => type === 'meta')
  if (!meta) return []
  const children = isoBoxes(bytes, meta.payload + 4, meta.end)
  const iinf = children.find(({ type }) => type === 'iinf')
  const iloc = children.find(({ type }) => type === 'iloc')
  if (!iinf || !iloc) return []
  const types = itemTypes(bytes, iinf)
  return [...itemExtents(bytes, iloc)].flatMap(([id, ranges]) =>
    CODED_ITEM_TYPES.has(types.get(id) ?? '') ? ranges : [],
  )
}

const OGG_HEADER_SIZE = 27
/** Vorbis's setup header: the codebooks its sound is decoded with. */
const VORBIS_SETUP = '\x05vorbis'

/**
 * An Ogg file's sound pages, whole (their headers hold the packets' sizes and checksums), and
 * a Vorbis setup header's codebooks. A granule position of zero marks the header pages.
 */
function oggSoundPages(bytes: Uint8Array): Range[] {
  const ranges: Range[] = []
  const setup = view(bytes).indexOf(VORBIS_SETUP)
  const codebooks = setup < 0 ? Infinity : setup + VORBIS_SETUP.length
  let sound = false
  for (let at = 0; at + OGG_HEADER_SIZE <= bytes.length;) {
    if (view(bytes).toString('latin1', at, at + 4) !== 'OggS') break
    const granule = view(bytes).readBigInt64LE(at + 6)
    const segments = bytes[at + 26] ?? 0
    const lacing = bytes.subarray(at + OGG_HEADER_SIZE, at + OGG_HEADER_SIZE + segments)
    const end = at + OGG_HEADER_SIZE + segments + lacing.reduce((total, value) => total + value, 0)
    sound ||= granule > 0n
    if (sound) ranges.push({ start: at, end })
    else if (codebooks < end) ranges.push({ start: Math.max(at, codebooks), end })
    at = end
  }
  return ranges
}

/** A Vorbis track's codebooks, the setup header its CodecPrivate ends with. */
function matroskaVorbisCodebooks(bytes: Uint8Array): Range[] {
  return matroskaTree(bytes).tracks.children.flatMap((entry) => {
    const codecPrivate = entry.children.find((child) => child.id === ID.codecPrivate)?.data
    const setup = codecPrivate ? view(codecPrivate).indexOf(VORBIS_SETUP) : -1
    if (!codecPrivate || setup < 0) return []
    const start = codecPrivate.byteOffset - bytes.byteOffset
    return [{ start: start + setup + VORBIS_SETUP.length, end: start + codecPrivate.length }]
  })
}

const BY_FORMAT: Partial<Record<DetectedFormat, (bytes: Uint8Array) => Range[]>> = {
  jpeg: jpegScans,
  png: pngImageData,
  webp: (bytes) => webpPictures(bytes),
  heic: heifCodedItems,
  avif: heifCodedItems,
  ogg: oggSoundPages,
}

/**
 * The byte ranges of a file's coded picture and sound, worked out without the engine: by
 * ffprobe's packets for video and sound, by the format's own layout for photos (JPEG's scans
 * and coding tables, PNG's image data, WebP's picture chunks, a HEIF's coded items), for Ogg, whose
 * packets ffprobe places at their page rather than their bytes, and for Vorbis's codebooks,
 * which decoders read before any packet.
 */
export function codedRanges(bytes: Uint8Array, format: DetectedFormat, path: string): Range[] {
  const byLayout = BY_FORMAT[format]
  if (byLayout) return byLayout(bytes)
  const codebooks = format === 'webm' || format === 'mkv' ? matroskaVorbisCodebooks(bytes) : []
  return [...ffprobePackets(path), ...codebooks]
}

/** The ranges of `length` bytes outside every one of `ranges`. */
export function outside(ranges: readonly Range[], length: number): Range[] {
  const gaps: Range[] = []
  let position = 0
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start > position) gaps.push({ start: position, end: Math.min(start, length) })
    position = Math.max(position, end)
  }
  if (position < length) gaps.push({ start: position, end: length })
  return gaps
}
