import { createWindowReader, readBytes, type WindowReader } from '@/lib/media/core/blobBytes'
import { isZero, readUint32LE, startsWithAscii, type ByteRange } from '@/lib/media/core/bytes'

/** 'OggS', version, flags, granule position, serial number, sequence number, CRC, lacing count. */
export const PAGE_HEADER_SIZE = 27
const MOST_LACING_VALUES = 255
const CRC_AT = 22
/** The 'O' of 'OggS', where a search for the next page stops. */
const CAPTURE_START = 0x4f
/** A page's flags: its first packet continues one from the page before; it begins or ends its stream. */
export const PAGE_FLAGS = { continued: 0x01, firstOfStream: 0x02, lastOfStream: 0x04 }

export interface OggPage extends ByteRange {
  flags: number
  serial: number
  /** Where the body starts: after the header and the lacing values. */
  bodyStart: number
  /** The lacing values: a packet's pieces, one under 255 ending it. */
  lacing: Uint8Array
}

/** Bytes between pages (or after the last one) that no page holds, and whether any is not zero. */
export interface OggJunk extends ByteRange {
  hasData: boolean
}

export const CUT_SHORT = 'The Ogg file is cut short: its last page runs past the end of the file'

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  return crc >>> 0
})

/** Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, starting at 0, nothing added at the end. */
export function oggCrc(bytes: Uint8Array) {
  let crc = 0
  for (const byte of bytes)
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0
  return crc
}

/** The page's bytes with its CRC computed anew over them, the CRC field counted as zero. */
export function withPageCrc(page: Uint8Array) {
  const bytes = page.slice()
  bytes.fill(0, CRC_AT, CRC_AT + 4)
  const crc = oggCrc(bytes)
  for (let index = 0; index < 4; index++) bytes[CRC_AT + index] = (crc >>> (8 * index)) & 0xff
  return bytes
}

/** The page whose header starts at `at`, or undefined where no page starts. */
async function pageAt(file: Blob, reader: WindowReader, at: number): Promise<OggPage | undefined> {
  // The header and the longest lacing table in one view: one wait a page, on long walks.
  const { bytes, offset } = await reader.view(at, PAGE_HEADER_SIZE + MOST_LACING_VALUES)
  if (!startsWithAscii(bytes, offset, 'OggS')) return undefined
  if (at + PAGE_HEADER_SIZE > file.size) throw new Error(CUT_SHORT)
  if (bytes[offset + 4] !== 0) return undefined
  const count = bytes[offset + PAGE_HEADER_SIZE - 1] ?? 0
  const bodyStart = at + PAGE_HEADER_SIZE + count
  if (bodyStart > file.size) throw new Error(CUT_SHORT)
  const lacing = bytes.slice(offset + PAGE_HEADER_SIZE, offset + PAGE_HEADER_SIZE + count)
  const end = bodyStart + lacing.reduce((total, value) => total + value, 0)
  if (end > file.size) throw new Error(CUT_SHORT)
  return {
    start: at,
    end,
    bodyStart,
    lacing,
    flags: bytes[offset + 5] ?? 0,
    serial: readUint32LE(bytes, offset + 14),
  }
}

/** Whether a page found after junk is a real page, not 'OggS' inside other bytes: its CRC is right. */
async function hasRightCrc(file: Blob, page: OggPage) {
  const bytes = await readBytes(file, page.start, page.end)
  return readUint32LE(withPageCrc(bytes), CRC_AT) === readUint32LE(bytes, CRC_AT)
}

/** The next real page after `from`, searched for as decoders resync, or undefined. */
async function nextPage(file: Blob, reader: WindowReader, from: number) {
  let hasData = false
  for (let position = from; position < file.size;) {
    const { bytes, offset } = await reader.view(position, PAGE_HEADER_SIZE)
    const window = bytes.subarray(offset)
    const capture = window.indexOf(CAPTURE_START)
    const scanned = capture < 0 ? window.length : capture
    if (!isZero(window, 0, scanned)) hasData = true
    position += scanned
    if (capture < 0) continue
    const page = await pageAt(file, reader, position).catch(() => undefined)
    if (page && (await hasRightCrc(file, page))) {
      return { junk: { start: from, end: position, hasData }, page }
    }
    hasData = true
    position++
  }
  return { junk: { start: from, end: file.size, hasData }, page: undefined }
}

/**
 * An Ogg file's pages in order, and the junk between or after them: page headers are read
 * through one window (`reader`, which the caller may read the pages' bodies through too), and a
 * page's body only where junk came before it (to check its CRC).
 */
export async function* readOggPages(
  file: Blob,
  reader: WindowReader = createWindowReader(file),
): AsyncGenerator<OggPage | OggJunk> {
  let page = await pageAt(file, reader, 0)
  if (!page) throw new Error('Not an Ogg file: it does not start with an Ogg page')
  while (page) {
    yield page
    if (page.end === file.size) return
    const next: OggPage | undefined = await pageAt(file, reader, page.end)
    if (next) {
      page = next
      continue
    }
    const found = await nextPage(file, reader, page.end)
    yield found.junk
    page = found.page
  }
}
