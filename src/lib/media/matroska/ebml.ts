import { concatBytes } from '@/lib/media/core/bytes'

/** EBML, the binary layout of WebM and Matroska (RFC 8794): element IDs and sizes as variable-size integers. */

/** Element IDs as written, length marker kept (RFC 8794, RFC 9559). */
export const EBML_ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  void: 0xec,
  crc32: 0xbf,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
} as const

/** An element's header: its data runs from `dataStart` for `size` bytes, or, of unknown size, until something that cannot be inside it. */
export interface EbmlHeader {
  id: number
  start: number
  dataStart: number
  size: number | undefined
}

/** An element whose end is known. */
export interface EbmlElement {
  id: number
  start: number
  dataStart: number
  end: number
}

/** The longest header: a four-byte ID and an eight-byte size. */
export const LONGEST_HEADER = 12
const LONGEST_ID = 4
const LONGEST_SIZE = 8

export const DAMAGED = 'The file holds an element header that cannot be read: it is damaged'

/** How many bytes a variable-size integer starting with this byte takes: its leading zero bits, plus one. */
const vintLength = (first: number) => Math.clz32(first) - 23

/**
 * A size (or a block's track number, written the same way) at `at`: its length in bytes and
 * its value, undefined when every value bit is set (the "unknown size" of an element still being
 * written when its header was).
 */
export function readSize(bytes: Uint8Array, at: number) {
  const length = vintLength(bytes[at] ?? 0)
  if (length > LONGEST_SIZE) throw new Error(DAMAGED)
  let value = (bytes[at] ?? 0) & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index] ?? 0
    value = value * 256 + byte
    allOnes &&= byte === 0xff
  }
  return { length, value: allOnes ? undefined : value }
}

/**
 * A Block's or SimpleBlock's track number, from the first bytes of its data (its picture or
 * sound follows): undefined when they are too few to hold it.
 */
export function readTrackNumber(lead: Uint8Array) {
  if (lead.length === 0) return undefined
  const number = readSize(lead, 0)
  return number.length <= lead.length ? number.value : undefined
}

/**
 * The element header at `offset` in `bytes`, which sits at `position` in the file; undefined
 * when the header does not end by `end`.
 */
export function readElementHeader(
  bytes: Uint8Array,
  offset: number,
  position: number,
  end = bytes.length,
): EbmlHeader | undefined {
  if (offset >= end) return undefined
  const idLength = vintLength(bytes[offset] ?? 0)
  if (idLength > LONGEST_ID) throw new Error(DAMAGED)
  if (offset + idLength >= end) return undefined
  let id = 0
  for (let index = 0; index < idLength; index++) id = id * 256 + (bytes[offset + index] ?? 0)
  const size = readSize(bytes, offset + idLength)
  if (offset + idLength + size.length > end) return undefined
  const dataStart = position + idLength + size.length
  return { id, start: position, dataStart, size: size.value }
}

/** Whether two runs of bytes are the same bytes. */
export const sameBytes = (one: Uint8Array, other: Uint8Array) =>
  one.length === other.length && one.every((byte, index) => byte === other[index])

/** An unsigned integer element's value, big-endian, as long as it is. */
export function readUnsigned(bytes: Uint8Array) {
  return bytes.reduce((value, byte) => value * 256 + byte, 0)
}

/** An element ID's bytes as written, its length marker kept: 0x1A45DFA3 is those four bytes. */
function idBytes(id: number) {
  const bytes: number[] = []
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return bytes
}

/** How many bytes the shortest variable-size integer holding `size` takes (all ones is "unknown"). */
function shortestSizeLength(size: number) {
  let length = 1
  while (size >= 2 ** (7 * length) - 1) length++
  return length
}

/** An element's header: its ID, then `size` written in `sizeLength` bytes. */
export function elementHeader(id: number, size: number, sizeLength = shortestSizeLength(size)) {
  const ids = idBytes(id)
  const header = new Uint8Array(ids.length + sizeLength)
  header.set(ids)
  let rest = size
  for (let index = header.length - 1; index >= ids.length; index--) {
    header[index] = rest % 256
    rest = Math.floor(rest / 256)
  }
  header[ids.length] = (header[ids.length] ?? 0) | (0x80 >> (sizeLength - 1))
  return header
}

/** An element written whole: its header and `data`. */
export const elementBytes = (id: number, data: Uint8Array) =>
  concatBytes([elementHeader(id, data.length), data])

/** The element headers of `bytes` (a master's data), each with its own data: a small master read whole. */
export function readChildren(bytes: Uint8Array) {
  const children: { id: number; data: Uint8Array }[] = []
  for (let at = 0; at < bytes.length;) {
    const header = readElementHeader(bytes, at, at)
    if (header?.size === undefined || header.dataStart + header.size > bytes.length) {
      throw new Error(DAMAGED)
    }
    children.push({
      id: header.id,
      data: bytes.subarray(header.dataStart, header.dataStart + header.size),
    })
    at = header.dataStart + header.size
  }
  return children
}

/**
 * The header of a Void element (ID 0xEC) `length` bytes long in all, its data to be zeros: what
 * takes a removed element's place, so that no offset after it moves. Every element is at least
 * two bytes long, so one always fits.
 */
export function voidHeader(length: number) {
  let sizeLength = 1
  while (length - 1 - sizeLength >= 2 ** (7 * sizeLength) - 1) sizeLength++
  return elementHeader(EBML_ID.void, length - 1 - sizeLength, sizeLength)
}

/** How long an element's ID and size are, as the file writes them. */
const headerLengths = ({ id, start, dataStart }: EbmlElement) => {
  const idLength = idBytes(id).length
  return { idLength, sizeLength: dataStart - start - idLength }
}

/**
 * `element` written anew where it lies, holding `data`, and the Void header that fills what is
 * left (empty when nothing is), so that no offset moves: one byte left over, too short for a
 * Void, goes into a size one byte longer (or, at the longest size, a byte shorter, leaving two).
 */
export function writtenInPlace(element: EbmlElement, data: Uint8Array) {
  const { idLength, sizeLength } = headerLengths(element)
  const room = element.end - element.start - idLength - data.length
  if (room < sizeLength) throw new Error(DAMAGED)
  const length =
    room - sizeLength === 1 ? sizeLength + (sizeLength < LONGEST_SIZE ? 1 : -1) : sizeLength
  const written = concatBytes([elementHeader(element.id, data.length, length), data])
  const left = room - length
  return { written, filler: left > 0 ? voidHeader(left) : undefined }
}
