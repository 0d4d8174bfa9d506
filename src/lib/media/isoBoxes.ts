import { decodeText, readAscii, readUint16BE, readUint32BE, startsWithAscii } from './bytes'

/** One ISO BMFF (MP4, MOV, M4A) box: `start` at its size field, payload from `payloadStart` to `end`. */
export interface IsoBox {
  type: string
  start: number
  payloadStart: number
  end: number
}

const HEADER_SIZE = 8
const LARGE_HEADER_SIZE = 16

/** The box whose header starts at `start`, or undefined when the header does not fit. */
export function readBoxHeader(bytes: Uint8Array, start: number, limit = bytes.length) {
  if (start + HEADER_SIZE > limit) return undefined
  const size = readUint32BE(bytes, start)
  const type = readAscii(bytes, start + 4, 4)
  if (size === 1) {
    if (start + LARGE_HEADER_SIZE > limit) return undefined
    const largeSize = readUint32BE(bytes, start + 8) * 2 ** 32 + readUint32BE(bytes, start + 12)
    return { type, start, payloadStart: start + LARGE_HEADER_SIZE, end: start + largeSize }
  }
  if (size !== 0 && size < HEADER_SIZE) return undefined
  // Size 0 means the box runs to the end of the file.
  return { type, start, payloadStart: start + HEADER_SIZE, end: size === 0 ? limit : start + size }
}

function readBoxes(bytes: Uint8Array, start: number, end: number) {
  const boxes: IsoBox[] = []
  let position = start
  while (position < end) {
    const box = readBoxHeader(bytes, position, end)
    if (!box || box.end <= position || box.end > end) break
    boxes.push(box)
    position = box.end
  }
  return boxes
}

/** A metadata item: named by its box type ('©xyz') or, for Apple's keyed items, by its key. */
export interface IsoMetadataItem {
  name: string
  box: IsoBox
  value: string
}

interface IsoMetadata {
  items: IsoMetadataItem[]
  /** mvhd, tkhd and mdhd: each holds the creation and modification time. */
  timeBoxes: IsoBox[]
  /** XMP packets: a top-level `uuid` box or `XMP_` in udta. */
  xmpBoxes: IsoBox[]
}

const XMP_UUID = [
  0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
]

const isXmpUuid = (bytes: Uint8Array, box: IsoBox) =>
  box.type === 'uuid' && XMP_UUID.every((byte, index) => bytes[box.payloadStart + index] === byte)

const DATA_TYPE_UTF16 = 2

/** An ilst item's `data` child: a type, a locale, then the value. */
function readDataBox(bytes: Uint8Array, data: IsoBox) {
  const type = readUint32BE(bytes, data.payloadStart) & 0xffffff
  const value = bytes.subarray(data.payloadStart + 8, data.end)
  return decodeText(value, type === DATA_TYPE_UTF16 ? 'utf-16be' : 'utf-8')
}

/** QuickTime user data text: a 16-bit length, a language code, then the text. */
function readUserDataText(bytes: Uint8Array, box: IsoBox) {
  const length = readUint16BE(bytes, box.payloadStart)
  const textStart = box.payloadStart + 4
  return decodeText(bytes.subarray(textStart, Math.min(textStart + length, box.end)))
}

function readItemValue(bytes: Uint8Array, box: IsoBox) {
  const data = readBoxes(bytes, box.payloadStart, box.end).find((child) => child.type === 'data')
  if (data) return readDataBox(bytes, data)
  return readUserDataText(bytes, box)
}

/** The `keys` box of an `mdta` meta: key names, numbered from 1. */
function readKeys(bytes: Uint8Array, keys: IsoBox) {
  const names: string[] = []
  const count = readUint32BE(bytes, keys.payloadStart + 4)
  let position = keys.payloadStart + 8
  for (let index = 0; index < count && position + 8 <= keys.end; index++) {
    const size = readUint32BE(bytes, position)
    if (size < 8) break
    names.push(readAscii(bytes, position + 8, size - 8))
    position += size
  }
  return names
}

// QuickTime's `meta` is a plain box, MP4's a full box with four bytes of version and flags:
// in QuickTime the first child (`hdlr`) starts right away.
const metaChildrenStart = (bytes: Uint8Array, meta: IsoBox) =>
  startsWithAscii(bytes, meta.payloadStart + 4, 'hdlr') ? meta.payloadStart : meta.payloadStart + 4

function walkMeta(bytes: Uint8Array, meta: IsoBox, found: IsoMetadata) {
  const children = readBoxes(bytes, metaChildrenStart(bytes, meta), meta.end)
  const keysBox = children.find((child) => child.type === 'keys')
  const keys = keysBox ? readKeys(bytes, keysBox) : []
  for (const list of children.filter((child) => child.type === 'ilst')) {
    for (const item of readBoxes(bytes, list.payloadStart, list.end)) {
      const keyIndex = readUint32BE(bytes, item.start + 4)
      const name = keysBox ? (keys[keyIndex - 1] ?? item.type) : item.type
      found.items.push({ name, box: item, value: readItemValue(bytes, item) })
    }
  }
}

function walkUserData(bytes: Uint8Array, userData: IsoBox, found: IsoMetadata) {
  for (const child of readBoxes(bytes, userData.payloadStart, userData.end)) {
    if (child.type === 'meta') walkMeta(bytes, child, found)
    else if (child.type === 'XMP_') found.xmpBoxes.push(child)
    else if (child.type.startsWith('\u00a9')) {
      found.items.push({ name: child.type, box: child, value: readItemValue(bytes, child) })
    }
  }
}

const TIME_BOXES = new Set(['mvhd', 'tkhd', 'mdhd'])

function walkContainer(bytes: Uint8Array, container: IsoBox, found: IsoMetadata) {
  for (const child of readBoxes(bytes, container.payloadStart, container.end)) {
    if (child.type === 'udta') walkUserData(bytes, child, found)
    else if (child.type === 'meta') walkMeta(bytes, child, found)
    else if (TIME_BOXES.has(child.type)) found.timeBoxes.push(child)
    else if (child.type === 'trak' || child.type === 'mdia') walkContainer(bytes, child, found)
  }
}

/**
 * Where an MP4/MOV/M4A keeps what it says about itself. `bytes` holds top-level boxes:
 * the whole file, or just its `moov` and `uuid` boxes.
 */
export function findIsoMetadata(bytes: Uint8Array): IsoMetadata {
  const found: IsoMetadata = { items: [], timeBoxes: [], xmpBoxes: [] }
  for (const box of readBoxes(bytes, 0, bytes.length)) {
    if (box.type === 'moov') walkContainer(bytes, box, found)
    else if (box.type === 'meta') walkMeta(bytes, box, found)
    else if (isXmpUuid(bytes, box)) found.xmpBoxes.push(box)
  }
  return found
}

/** Seconds from 1904 (the QuickTime epoch) to 1970. */
const QUICKTIME_EPOCH_OFFSET = 2_082_844_800

/** The creation time of a mvhd/tkhd/mdhd box as 'YYYY-MM-DDTHH:MM' in UTC, or undefined when unset. */
export function readCreationTime(bytes: Uint8Array, box: IsoBox) {
  const version = bytes[box.payloadStart]
  const seconds =
    version === 1
      ? readUint32BE(bytes, box.payloadStart + 4) * 2 ** 32 +
        readUint32BE(bytes, box.payloadStart + 8)
      : readUint32BE(bytes, box.payloadStart + 4)
  if (seconds === 0) return undefined
  return new Date((seconds - QUICKTIME_EPOCH_OFFSET) * 1000).toISOString().slice(0, 16)
}

/** Zeroes the creation and modification times, which sit right after the version and flags. */
export function clearTimes(bytes: Uint8Array, box: IsoBox) {
  const timesLength = bytes[box.payloadStart] === 1 ? 16 : 8
  bytes.fill(0, box.payloadStart + 4, box.payloadStart + 4 + timesLength)
}

/** Turns a box into a `free` box of the same size with a zeroed payload: no offset moves. */
export function neutraliseBox(bytes: Uint8Array, box: IsoBox) {
  bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4)
  bytes.fill(0, box.payloadStart, box.end)
}
