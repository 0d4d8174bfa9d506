import { decodeText, readAscii, type ByteRange } from '@/lib/media/core/bytes'
import { readBoxHeader, readChildBoxes, type IsoBox } from '@/lib/media/iso'

/** One item of a HEIF/AVIF photo: a picture, a tile, a thumbnail, Exif, XMP... (ISO/IEC 23008-12). */
export interface HeifItem {
  id: number
  type: string
  /** A mime item's content type: 'application/rdf+xml' for XMP. */
  contentType: string
  /** How a mime item is compressed ('' when it is not). */
  contentEncoding: string
  /** Not meant to be shown on its own: tiles, alpha planes, gain maps. */
  hidden: boolean
  encrypted: boolean
  /** 'file': the extents are ranges of the file; 'idat': ranges of the idat box's payload. */
  storedIn: 'file' | 'idat'
  extents: ByteRange[]
}

export interface HeifReference {
  type: string
  from: number
  to: number[]
}

/** A property of an item, by its 1-based place in ipco; an essential one must be understood. */
export interface PropertyLink {
  index: number
  essential: boolean
}

/** A photo's meta box, read: every position is relative to `bytes`, the meta box itself. */
export interface HeifMeta {
  bytes: Uint8Array
  primaryId: number
  items: Map<number, HeifItem>
  references: HeifReference[]
  /** The ipco boxes, in order: property index 1 is the first. */
  properties: IsoBox[]
  links: Map<number, PropertyLink[]>
  idat?: IsoBox
  /** Boxes in meta that describe no picture (item groups, XML, protection...). */
  unknownBoxes: string[]
}

const META_BROKEN =
  'The photo’s list of items is cut short or malformed, so it cannot be fully checked'
const NOT_PICTURES = 'The photo’s meta box does not describe pictures'
const NO_PRIMARY = 'The photo does not say which of its items is the picture'
const OTHER_FILES = 'The photo takes part of its picture from another file, so it cannot be checked'
const ITEM_OFFSETS =
  'The photo builds an item out of other items’ data, which TipWire cannot check yet'
const OPEN_EXTENT = 'An item of the photo does not say how long it is, so it cannot be checked'

/** The meta boxes that only say where things are: dinf names this file, free is padding. */
const STRUCTURE_BOXES = new Set(['hdlr', 'pitm', 'iloc', 'iinf', 'iref', 'iprp', 'idat', 'dinf'])
const PADDING_BOXES = new Set(['free', 'skip'])

/** Reads big-endian numbers and strings forward, refusing to read past `end`. */
function createCursor(bytes: Uint8Array, start: number, end: number) {
  let position = start
  const need = (length: number) => {
    if (position + length > end) throw new Error(META_BROKEN)
  }
  return {
    /** An unsigned number of `size` bytes (0 reads nothing and gives 0). */
    uint(size: number) {
      need(size)
      let value = 0
      for (let index = 0; index < size; index++)
        value = value * 256 + (bytes[position + index] ?? 0)
      position += size
      return value
    },
    /** A NUL-terminated UTF-8 string; one cut by the box's end is read to there. */
    text() {
      let stop = position
      while (stop < end && bytes[stop] !== 0) stop++
      const value = decodeText(bytes.subarray(position, stop))
      position = Math.min(end, stop + 1)
      return value
    },
    fourCC() {
      need(4)
      position += 4
      return readAscii(bytes, position - 4, 4)
    },
    atEnd: () => position >= end,
  }
}

/** A full box's version and flags, and a cursor after them. */
function openFullBox(bytes: Uint8Array, box: IsoBox) {
  const cursor = createCursor(bytes, box.payloadStart, box.end)
  const version = cursor.uint(1)
  const flags = cursor.uint(3)
  return { version, flags, cursor }
}

function readPrimaryId(bytes: Uint8Array, box: IsoBox) {
  const { version, cursor } = openFullBox(bytes, box)
  return cursor.uint(version === 0 ? 2 : 4)
}

/** infe versions 2 and 3 name the item's type; 0 and 1 describe only files in the old way. */
function readItemEntry(bytes: Uint8Array, box: IsoBox) {
  const { version, flags, cursor } = openFullBox(bytes, box)
  const id = cursor.uint(version === 3 ? 4 : 2)
  const encrypted = cursor.uint(2) !== 0
  const type = version >= 2 ? cursor.fourCC() : ''
  cursor.text()
  const isMime = type === 'mime' || version < 2
  const contentType = isMime && !cursor.atEnd() ? cursor.text() : ''
  const contentEncoding = isMime && !cursor.atEnd() ? cursor.text() : ''
  return { id, type, contentType, contentEncoding, hidden: (flags & 1) === 1, encrypted }
}

function readItemEntries(bytes: Uint8Array, box: IsoBox) {
  const { version, cursor } = openFullBox(bytes, box)
  const count = cursor.uint(version === 0 ? 2 : 4)
  const entries = readChildBoxes(bytes, box.payloadStart + 4 + (version === 0 ? 2 : 4), box.end)
    .filter((child) => child.type === 'infe')
    .map((child) => readItemEntry(bytes, child))
  if (entries.length !== count) throw new Error(META_BROKEN)
  return entries
}

/** Where each item's data lies (iloc, ISO/IEC 14496-12 §8.11.3): base offsets added in. */
function readLocations(bytes: Uint8Array, box: IsoBox) {
  const { version, cursor } = openFullBox(bytes, box)
  const sizes = cursor.uint(2)
  const offsetSize = sizes >> 12
  const lengthSize = (sizes >> 8) & 0xf
  const baseOffsetSize = (sizes >> 4) & 0xf
  const indexSize = version === 0 ? 0 : sizes & 0xf
  const count = cursor.uint(version < 2 ? 2 : 4)
  const locations = new Map<number, { storedIn: 'file' | 'idat'; extents: ByteRange[] }>()
  for (let item = 0; item < count; item++) {
    const id = cursor.uint(version < 2 ? 2 : 4)
    const method = version === 0 ? 0 : cursor.uint(2) & 0xf
    if (cursor.uint(2) !== 0) throw new Error(OTHER_FILES)
    if (method === 2) throw new Error(ITEM_OFFSETS)
    if (method > 2) throw new Error(META_BROKEN)
    const base = cursor.uint(baseOffsetSize)
    const extents: ByteRange[] = []
    for (let extentCount = cursor.uint(2); extents.length < extentCount;) {
      cursor.uint(indexSize)
      const start = base + cursor.uint(offsetSize)
      const length = cursor.uint(lengthSize)
      if (length === 0) throw new Error(OPEN_EXTENT)
      extents.push({ start, end: start + length })
    }
    locations.set(id, { storedIn: method === 1 ? 'idat' : 'file', extents })
  }
  return locations
}

function readReferences(bytes: Uint8Array, box: IsoBox) {
  const { version } = openFullBox(bytes, box)
  const idSize = version === 0 ? 2 : 4
  return readChildBoxes(bytes, box.payloadStart + 4, box.end).map((child): HeifReference => {
    const cursor = createCursor(bytes, child.payloadStart, child.end)
    const from = cursor.uint(idSize)
    const to = Array.from({ length: cursor.uint(2) }, () => cursor.uint(idSize))
    return { type: child.type, from, to }
  })
}

/** Every ipma box's links, by item: each link is a 15-bit index when flag 1 is set, else 7-bit. */
function readLinks(bytes: Uint8Array, boxes: readonly IsoBox[]) {
  const links = new Map<number, PropertyLink[]>()
  for (const box of boxes) {
    const { version, flags, cursor } = openFullBox(bytes, box)
    const indexBits = flags & 1 ? 15 : 7
    for (let count = cursor.uint(4); count > 0; count--) {
      const id = cursor.uint(version < 1 ? 2 : 4)
      const itemLinks = links.get(id) ?? []
      for (let linkCount = cursor.uint(1); linkCount > 0; linkCount--) {
        const value = cursor.uint(indexBits === 15 ? 2 : 1)
        itemLinks.push({ index: value % 2 ** indexBits, essential: value >= 2 ** indexBits })
      }
      links.set(id, itemLinks)
    }
  }
  return links
}

function readProperties(bytes: Uint8Array, box: IsoBox | undefined) {
  const children = box ? readChildBoxes(bytes, box.payloadStart, box.end) : []
  const ipco = children.find((child) => child.type === 'ipco')
  return {
    properties: ipco ? readChildBoxes(bytes, ipco.payloadStart, ipco.end) : [],
    links: readLinks(
      bytes,
      children.filter((child) => child.type === 'ipma'),
    ),
  }
}

function readItems(bytes: Uint8Array, iinf: IsoBox | undefined, iloc: IsoBox | undefined) {
  const locations = iloc ? readLocations(bytes, iloc) : new Map()
  const items = new Map<number, HeifItem>()
  for (const entry of iinf ? readItemEntries(bytes, iinf) : []) {
    const location = locations.get(entry.id) ?? { storedIn: 'file', extents: [] }
    items.set(entry.id, { ...entry, ...location })
  }
  return items
}

/**
 * A HEIF or AVIF photo's meta box (`bytes`, the whole box): its items, where their data lies,
 * how they refer to each other and which properties describe them. Throws when the box does
 * not describe pictures or is malformed.
 */
export function readHeifMeta(bytes: Uint8Array): HeifMeta {
  const meta = readBoxHeader(bytes, 0, bytes.length)
  const children = readChildBoxes(bytes, meta.payloadStart + 4, meta.end)
  const child = (type: string) => children.find((box) => box.type === type)
  const handler = child('hdlr')
  if (!handler || readAscii(bytes, handler.payloadStart + 8, 4) !== 'pict') {
    throw new Error(NOT_PICTURES)
  }
  const pitm = child('pitm')
  const items = readItems(bytes, child('iinf'), child('iloc'))
  const primaryId = pitm ? readPrimaryId(bytes, pitm) : -1
  if (!items.has(primaryId)) throw new Error(NO_PRIMARY)
  const iref = child('iref')
  return {
    bytes,
    primaryId,
    items,
    references: iref ? readReferences(bytes, iref) : [],
    ...readProperties(bytes, child('iprp')),
    idat: child('idat'),
    unknownBoxes: children
      .map((box) => box.type)
      .filter((type) => !STRUCTURE_BOXES.has(type) && !PADDING_BOXES.has(type)),
  }
}

/** The items `id` refers to with `type` references, in their order ('dimg': the tiles). */
export const referencedBy = (meta: HeifMeta, id: number, type: string) =>
  meta.references.filter((ref) => ref.type === type && ref.from === id).flatMap((ref) => ref.to)

/** The items that refer to `id` with `type` references ('thmb': its thumbnails). */
export const referringTo = (meta: HeifMeta, id: number, type: string) =>
  meta.references.filter((ref) => ref.type === type && ref.to.includes(id)).map((ref) => ref.from)

/** An item's properties, each with the box it is and whether it is essential. */
export const propertiesOf = (meta: HeifMeta, id: number) =>
  (meta.links.get(id) ?? []).flatMap(({ index, essential }) => {
    const box = meta.properties[index - 1]
    return box ? [{ box, index, essential }] : []
  })

/** What kind of auxiliary image an item is (auxC's URN), '' for none. */
export function auxiliaryType(meta: HeifMeta, id: number) {
  const auxC = propertiesOf(meta, id).find(({ box }) => box.type === 'auxC')?.box
  return auxC ? openFullBox(meta.bytes, auxC).cursor.text() : ''
}

/** A user description property (udes): its name, description or tags, the first written. */
export function userDescription(meta: HeifMeta, box: IsoBox) {
  const { cursor } = openFullBox(meta.bytes, box)
  cursor.text()
  const texts = [cursor.text(), cursor.text(), cursor.text()]
  return texts.find((text) => text) ?? ''
}
