import { fixtureBytes } from '../loadFixture'
import { METADATA_TYPE, metadataObu, t35Text } from './av1'
import { ascii, concat, u16be, u32be, u8, utf16le, view } from './bytes'
import { canaryBytes, planted, type CanaryFixture } from './fixture'
import { PROFILE_PLACES } from './icc'

/**
 * HEIC and AVIF photos with canaries in what a cleaner keeps: the brands of ftyp, the bytes
 * after an ispe property's fields, an SEI message in hvcC, a metadata OBU in av1C, and a colour
 * profile (colr of type prof) in place of the AVIF's nclx. Each keeps its picture where it
 * was: the item locations are moved by what the boxes before the media data grew.
 */

interface Box {
  type: string
  start: number
  payloadStart: number
  end: number
}

function boxesIn(bytes: Uint8Array, start: number, end: number) {
  const boxes: Box[] = []
  for (let position = start; position < end;) {
    const size = view(bytes).readUInt32BE(position)
    const type = view(bytes).toString('latin1', position + 4, position + 8)
    boxes.push({ type, start: position, payloadStart: position + 8, end: position + size })
    position += size
  }
  return boxes
}

const boxOf = (type: string, payload: Uint8Array) =>
  concat(u32be(8 + payload.length), ascii(type), payload)

const find = (boxes: readonly Box[], type: string) => {
  const found = boxes.find((box) => box.type === type)
  if (!found) throw new Error(`no ${type} box`)
  return found
}

/**
 * A property to put in ipco's place `index` (1-based), whole, header and all; with
 * `associated`, ipma gives that item one more property, of that index.
 */
interface PropertyChange {
  index: number
  property: (old: Uint8Array) => Uint8Array
  associated?: { item: number; index: number }
}

/**
 * ipma (ISO/IEC 23008-12 §9.3.2) with one more association for `item`: item ids of 16 bits
 * in version 0, 32 after; associations of one byte, or two where flag 1 is set, the first bit
 * saying essential (not here).
 */
function ipmaWith(ipma: Uint8Array, { item, index }: { item: number; index: number }) {
  const version = ipma[8] ?? 0
  const associationSize = (ipma[11] ?? 0) & 1 ? 2 : 1
  const idSize = version < 1 ? 2 : 4
  const parts = [ipma.subarray(8, 16)]
  let at = 16
  for (let entry = 0; entry < view(ipma).readUInt32BE(12); entry++) {
    const id = idSize === 2 ? view(ipma).readUInt16BE(at) : view(ipma).readUInt32BE(at)
    const count = ipma[at + idSize] ?? 0
    const end = at + idSize + 1 + count * associationSize
    if (id === item) {
      const added = associationSize === 2 ? u16be(index) : u8(index)
      parts.push(
        ipma.subarray(at, at + idSize),
        u8(count + 1),
        ipma.subarray(at + idSize + 1, end),
        added,
      )
    } else {
      parts.push(ipma.subarray(at, end))
    }
    at = end
  }
  return boxOf('ipma', concat(...parts))
}

/**
 * The meta box with one ipco property changed, its boxes' sizes made right; iloc is moved after
 * (movedLocations). Every other byte stays.
 */
function metaWith(bytes: Uint8Array, meta: Box, change?: PropertyChange) {
  const children = boxesIn(bytes, meta.payloadStart + 4, meta.end)
  const rebuilt = children.map((child) => {
    const whole = bytes.subarray(child.start, child.end)
    if (child.type !== 'iprp' || !change) return whole
    return boxOf(
      'iprp',
      concat(
        ...boxesIn(bytes, child.payloadStart, child.end).map((inner) => {
          if (inner.type === 'ipma' && change.associated) {
            return ipmaWith(bytes.subarray(inner.start, inner.end), change.associated)
          }
          if (inner.type !== 'ipco') return bytes.subarray(inner.start, inner.end)
          const properties = boxesIn(bytes, inner.payloadStart, inner.end)
          return boxOf(
            'ipco',
            concat(
              ...properties.map((property, index) => {
                const old = bytes.subarray(property.start, property.end)
                return index + 1 === change.index ? change.property(old) : old
              }),
            ),
          )
        }),
      ),
    )
  })
  return boxOf('meta', concat(bytes.subarray(meta.payloadStart, meta.payloadStart + 4), ...rebuilt))
}

/** Reads an unsigned number of `size` bytes (0, 2, 4 or 8) at `at`. */
const readSized = (bytes: Uint8Array, at: number, size: number) =>
  size === 0
    ? 0
    : size === 2
      ? view(bytes).readUInt16BE(at)
      : size === 4
        ? view(bytes).readUInt32BE(at)
        : Number(view(bytes).readBigUInt64BE(at))

function writeSized(bytes: Uint8Array, at: number, size: number, value: number) {
  if (size === 4) view(bytes).writeUInt32BE(value, at)
  else view(bytes).writeBigUInt64BE(BigInt(value), at)
}

/** Bytes added at the end of idat (`end`, its old length): the item ending there grows by them. */
interface IdatGrowth {
  end: number
  by: number
}

/** An item's location as iloc gives it, and where its fields are written. */
interface ItemLocation {
  item: number
  /** 0: in the file; 1: in idat. */
  method: number
  base: number
  baseAt: number
  extents: { offsetAt: number; offset: number; length: number }[]
}

/**
 * Every item location of the meta box `meta` (ISO/IEC 14496-12 §8.11.3), with the sizes of
 * its numbers.
 */
function itemLocations(meta: Uint8Array) {
  const iloc = find(boxesIn(meta, 12, meta.length), 'iloc')
  const version = meta[iloc.payloadStart] ?? 0
  let at = iloc.payloadStart + 4
  const offsetSize = (meta[at] ?? 0) >> 4
  const lengthSize = (meta[at] ?? 0) & 0x0f
  const baseSize = (meta[at + 1] ?? 0) >> 4
  const indexSize = version > 0 ? (meta[at + 1] ?? 0) & 0x0f : 0
  at += 2
  const idSize = version < 2 ? 2 : 4
  const itemCount = readSized(meta, at, idSize)
  at += idSize
  const locations: ItemLocation[] = []
  for (let index = 0; index < itemCount; index++) {
    const item = readSized(meta, at, idSize)
    at += idSize
    const method = version > 0 ? view(meta).readUInt16BE(at) & 0x0f : 0
    at += (version > 0 ? 2 : 0) + 2
    const location: ItemLocation = { item, method, base: 0, baseAt: at, extents: [] }
    location.base = readSized(meta, at, baseSize)
    at += baseSize
    const extents = view(meta).readUInt16BE(at)
    at += 2
    for (let extent = 0; extent < extents; extent++) {
      at += indexSize
      const offset = readSized(meta, at, offsetSize)
      const length = readSized(meta, at + offsetSize, lengthSize)
      location.extents.push({ offsetAt: at, offset, length })
      at += offsetSize + lengthSize
    }
    locations.push(location)
  }
  return { locations, offsetSize, lengthSize, baseSize }
}

/**
 * Moves, in the meta box `meta`, every item location in the file by `delta`: the base offset
 * where one is set, else each extent's offset. Items in idat stay.
 */
function movedLocations(meta: Uint8Array, delta: number, idatGrowth?: IdatGrowth) {
  const { locations, offsetSize, lengthSize, baseSize } = itemLocations(meta)
  for (const { method, base, baseAt, extents } of locations) {
    if (method === 0 && base) writeSized(meta, baseAt, baseSize, base + delta)
    for (const { offsetAt, offset, length } of extents) {
      if (method === 0 && !base) writeSized(meta, offsetAt, offsetSize, offset + delta)
      if (method === 1 && idatGrowth && base + offset + length === idatGrowth.end) {
        writeSized(meta, offsetAt + offsetSize, lengthSize, length + idatGrowth.by)
      }
    }
  }
  return meta
}

/** The photo with a new ftyp and one property changed, its picture's locations moved to match. */
function rebuilt(
  source: Uint8Array,
  ftyp: (old: Uint8Array) => Uint8Array,
  change?: PropertyChange,
) {
  const boxes = boxesIn(source, 0, source.length)
  const [first, meta] = [find(boxes, 'ftyp'), find(boxes, 'meta')]
  if (first.start !== 0 || meta.start !== first.end) throw new Error('ftyp and meta must lead')
  const newFtyp = ftyp(source.subarray(first.start, first.end))
  const newMeta = metaWith(source, meta, change)
  const delta = newFtyp.length + newMeta.length - meta.end
  return concat(newFtyp, movedLocations(Buffer.from(newMeta), delta), source.subarray(meta.end))
}

const sameFtyp = (old: Uint8Array) => old

/** ftyp with the canary added as compatible brands, four characters each, in ASCII and UTF-16LE. */
function ftypWithTextBrands(canary: string) {
  const brands = (bytes: Uint8Array) => concat(bytes, new Uint8Array((4 - (bytes.length % 4)) % 4))
  return (old: Uint8Array) =>
    boxOf('ftyp', concat(old.subarray(8), brands(ascii(canary)), brands(utf16le(canary))))
}

/** The ipco index (1-based) of the first property of `type`. */
function propertyIndex(source: Uint8Array, type: string) {
  const meta = find(boxesIn(source, 0, source.length), 'meta')
  const iprp = find(boxesIn(source, meta.payloadStart + 4, meta.end), 'iprp')
  const ipco = find(boxesIn(source, iprp.payloadStart, iprp.end), 'ipco')
  return boxesIn(source, ipco.payloadStart, ipco.end).findIndex((box) => box.type === type) + 1
}

const ispeWithTail = (source: Uint8Array, canary: string): PropertyChange => ({
  index: propertyIndex(source, 'ispe'),
  property: (old) => boxOf('ispe', concat(old.subarray(8, 20), canaryBytes(canary))),
})

/** HEVC's SEI NAL unit types: before a picture's slices, and after them. */
const SEI_TYPES = { prefix: 39, suffix: 40 } as const

/** An HEVC SEI NAL unit: one user-data-unregistered message, its UUID, then `text`. */
function userDataSei(text: Uint8Array, place: keyof typeof SEI_TYPES = 'prefix') {
  const message = concat(Buffer.alloc(16, 0x5a), text)
  if (message.length >= 0xff) throw new Error('the SEI message is too long for this builder')
  const header = concat(u8(SEI_TYPES[place] << 1), u8(1))
  return concat(header, u8(5), u8(message.length), message, u8(0x80))
}

/**
 * `source` (a HEIC or AVIF with a 32-bit mdat after its meta box) with `inserted` at the start
 * or the end of item `item`'s data (in the file, in its first extent): the media data grows, and
 * the locations after it move.
 */
function withItemDataGrown(
  source: Uint8Array,
  item: number,
  inserted: Uint8Array,
  where: 'start' | 'end',
) {
  const boxes = boxesIn(source, 0, source.length)
  const [meta, mdat] = [find(boxes, 'meta'), find(boxes, 'mdat')]
  const bytes = Buffer.from(source)
  const metaBytes = bytes.subarray(meta.start, meta.end)
  const { locations, offsetSize, lengthSize, baseSize } = itemLocations(metaBytes)
  const target = locations.find((location) => location.item === item)
  const grown = target?.extents[0]
  if (!target || !grown || mdat.start < meta.end)
    throw new Error('the item’s data must follow meta')
  const at = target.base + grown.offset + (where === 'end' ? grown.length : 0)
  for (const { base, baseAt, extents } of locations.filter(({ method }) => method === 0)) {
    // At the end, an item whose base lies where the bytes go moves too (its offsets may be
    // none); at the start, that is the target's own base.
    if (base > at || (where === 'end' && base === at)) {
      writeSized(metaBytes, baseAt, baseSize, base + inserted.length)
    } else {
      for (const extent of extents) {
        const { offsetAt, offset, length } = extent
        if (extent === grown) {
          writeSized(metaBytes, offsetAt + offsetSize, lengthSize, length + inserted.length)
        } else if (base + offset >= at) {
          writeSized(metaBytes, offsetAt, offsetSize, offset + inserted.length)
        }
      }
    }
  }
  bytes.writeUInt32BE(mdat.end - mdat.start + inserted.length, mdat.start)
  return concat(bytes.subarray(0, at), inserted, bytes.subarray(at))
}

/** `source` with `inserted` first in item `item`'s data (withItemDataGrown). */
export const withItemDataOpenedBy = (source: Uint8Array, item: number, inserted: Uint8Array) =>
  withItemDataGrown(source, item, inserted, 'start')

/** `source` with `inserted` last in item `item`'s data, after its slices (withItemDataGrown). */
export const withItemDataClosedBy = (source: Uint8Array, item: number, inserted: Uint8Array) =>
  withItemDataGrown(source, item, inserted, 'end')

/** An SEI NAL unit holding `text` after its length in 4 bytes, as an hvc1 item's data holds it. */
export function lengthPrefixedSei(text: Uint8Array, place: keyof typeof SEI_TYPES = 'prefix') {
  const sei = userDataSei(text, place)
  return concat(u32be(sei.length), sei)
}

const FILLER_DATA = 38

/** An HEVC filler data NAL unit of `length` bytes of 0xFF, its length in 4 bytes first. */
export function lengthPrefixedFiller(length: number) {
  const unit = concat(u8(FILLER_DATA << 1), u8(1), Buffer.alloc(length, 0xff), u8(0x80))
  return concat(u32be(unit.length), unit)
}

/** `source` (a HEIC) with an SEI NAL unit holding `text` first in item `item`'s data. */
export const withSeiInItemData = (source: Uint8Array, item: number, text: Uint8Array) =>
  withItemDataOpenedBy(source, item, lengthPrefixedSei(text))

/** hvcC's count of NAL arrays, after the box header and 22 bytes of fields. */
const HVCC_ARRAY_COUNT_AT = 8 + 22

/** hvcC with one more NAL array: a prefix SEI holding the canary, as x265 writes its settings. */
const hevcSei = (source: Uint8Array, text: Uint8Array): PropertyChange => ({
  index: propertyIndex(source, 'hvcC'),
  property: (old) => {
    const sei = userDataSei(text)
    const grown = Buffer.from(concat(old, u8(0x80 | 39), u16be(1), u16be(sei.length), sei))
    grown[HVCC_ARRAY_COUNT_AT] = (old[HVCC_ARRAY_COUNT_AT] ?? 0) + 1
    grown.writeUInt32BE(grown.length, 0)
    return grown
  },
})

/** `source` (a HEIC) with `text` in an SEI message in its first hvcC, its item locations moved. */
export const withSeiInConfiguration = (source: Uint8Array, text: Uint8Array) =>
  rebuilt(source, sameFtyp, hevcSei(source, text))

/**
 * `source`'s meta box with `tail` after its idat's payload, the item locations in the file
 * moved after it (and an item in idat ending where its payload ended grown by it, with
 * `growItem`); and where `tail` starts in idat's payload.
 */
function withIdatTail(source: Uint8Array, tail: Uint8Array, growItem: boolean) {
  const meta = find(boxesIn(source, 0, source.length), 'meta')
  const children = boxesIn(source, meta.payloadStart + 4, meta.end)
  const idat = find(children, 'idat')
  const grown = boxOf(
    'meta',
    concat(
      source.subarray(meta.payloadStart, meta.payloadStart + 4),
      ...children.map((child) =>
        child === idat
          ? boxOf('idat', concat(source.subarray(idat.payloadStart, idat.end), tail))
          : source.subarray(child.start, child.end),
      ),
    ),
  )
  const tailAt = idat.end - idat.payloadStart
  const growth = growItem ? { end: tailAt, by: tail.length } : undefined
  return { meta, tailAt, grown: movedLocations(Buffer.from(grown), tail.length, growth) }
}

/**
 * `source` (a HEIC whose idat ends with a grid's data) with `tail` after the grid's fields, in
 * its own extent, the item locations in the file moved after it.
 */
export function withGridDataTail(source: Uint8Array, tail: Uint8Array) {
  const { meta, grown } = withIdatTail(source, tail, true)
  return concat(source.subarray(0, meta.start), grown, source.subarray(meta.end))
}

/**
 * `source` (a HEIC with an idat and an iloc of version 1 or 2) with item `item`'s data (one
 * extent in the file) moved into idat, `opening` first: its old bytes stay, used by no item.
 */
export function withItemInIdat(source: Uint8Array, item: number, opening: Uint8Array) {
  const metaBox = find(boxesIn(source, 0, source.length), 'meta')
  const { base = 0, extents = [] } =
    itemLocations(source.subarray(metaBox.start, metaBox.end)).locations.find(
      (location) => location.item === item,
    ) ?? {}
  const [extent] = extents
  if (!extent || extents.length > 1) throw new Error('the item must lie in one extent')
  const start = base + extent.offset
  const data = concat(opening, source.subarray(start, start + extent.length))
  const { meta, tailAt, grown } = withIdatTail(source, data, false)
  const { locations, offsetSize, lengthSize, baseSize } = itemLocations(grown)
  const moved = locations.find((location) => location.item === item)
  const [movedExtent] = moved?.extents ?? []
  if (!moved || !movedExtent) throw new Error('the item has no location')
  // iloc of version 1 or 2: the construction method's 4 bits end the 2 bytes before the data
  // reference index, which comes before the base offset.
  view(grown).writeUInt16BE(1, moved.baseAt - 4)
  if (baseSize) writeSized(grown, moved.baseAt, baseSize, 0)
  writeSized(grown, movedExtent.offsetAt, offsetSize, tailAt)
  writeSized(grown, movedExtent.offsetAt + offsetSize, lengthSize, data.length)
  return concat(source.subarray(0, meta.start), grown, source.subarray(meta.end))
}

/** The primary item's id, as pitm gives it: 16 bits in version 0, 32 after. */
function primaryItem(source: Uint8Array, meta: Box) {
  const pitm = find(boxesIn(source, meta.payloadStart + 4, meta.end), 'pitm')
  return source[pitm.payloadStart] === 0
    ? view(source).readUInt16BE(pitm.payloadStart + 4)
    : view(source).readUInt32BE(pitm.payloadStart + 4)
}

/**
 * `source` (a HEIC or AVIF) with `property` (a whole box) added after its last property and
 * associated with its primary item, not as essential.
 */
export function withPrimaryProperty(source: Uint8Array, property: Uint8Array) {
  const meta = find(boxesIn(source, 0, source.length), 'meta')
  const iprp = find(boxesIn(source, meta.payloadStart + 4, meta.end), 'iprp')
  const ipco = find(boxesIn(source, iprp.payloadStart, iprp.end), 'ipco')
  const last = boxesIn(source, ipco.payloadStart, ipco.end).length
  return rebuilt(source, sameFtyp, {
    index: last,
    property: (old) => concat(old, property),
    associated: { item: primaryItem(source, meta), index: last + 1 },
  })
}

/**
 * Properties a decoder reads, each with text after its fields: the ambient light the picture
 * was mastered for (amve), its content colour volume (cclv, its minimum luminance alone), a
 * tile's place (rloc); for AVIF, its layers' sizes (a1lx).
 */
const PROPERTY_TAILS: readonly (readonly [type: string, fields: Uint8Array, only?: 'avif'])[] = [
  ['amve', concat(u32be(314), u16be(15635), u16be(16450))],
  ['cclv', concat(u8(0b00010000), u32be(500))],
  ['rloc', concat(u32be(0), u32be(0), u32be(0))],
  ['a1lx', concat(u8(0), u16be(0), u16be(0), u16be(0)), 'avif'],
]

/** motion-photo.heic and photo.avif with each property of PROPERTY_TAILS, text after its fields. */
export const heifPropertyCanaryFixtures = (): CanaryFixture[] =>
  PHOTOS.flatMap(([source, format]) =>
    PROPERTY_TAILS.filter(([, , only]) => !only || only === format).map(([type, fields]) => {
      const canary = `CANARY-${format}-${type}-tail`
      return {
        source,
        name: `${source}: ${type} property longer than its fields`,
        format,
        bytes: withPrimaryProperty(
          fixtureBytes(source),
          boxOf(type, concat(fields, planted('Asha Rao', canary))),
        ),
        canaries: [canary],
      }
    }),
  )

/** `source` (a HEIC or AVIF) with its first `type` property's payload made `payload`. */
export const withPropertyPayload = (source: Uint8Array, type: string, payload: Uint8Array) =>
  rebuilt(source, sameFtyp, {
    index: propertyIndex(source, type),
    property: () => boxOf(type, payload),
  })

/** av1C with a metadata OBU (ITU-T T.35 user data) after its configuration OBUs. */
const av1Metadata = (source: Uint8Array, canary: string): PropertyChange => ({
  index: propertyIndex(source, 'av1C'),
  property: (old) => {
    const METADATA_ITUT_T35 = 4
    const COUNTRY_US = 0xb5
    const payload = concat(
      u8(METADATA_ITUT_T35),
      u8(COUNTRY_US),
      planted('Asha Rao', canary),
      u8(0x80),
    )
    if (payload.length > 0x7f) throw new Error('the metadata OBU is too long for this builder')
    const grown = Buffer.from(concat(old, u8((5 << 3) | 0x02), u8(payload.length), payload))
    grown.writeUInt32BE(grown.length, 0)
    return grown
  },
})

const colourProfile = (source: Uint8Array, profile: Uint8Array): PropertyChange => ({
  index: propertyIndex(source, 'colr'),
  property: () => boxOf('colr', concat(ascii('prof'), profile)),
})

const PHOTOS = [
  ['motion-photo.heic', 'heic'],
  ['photo.avif', 'avif'],
] as const

/** motion-photo.heic and photo.avif with text brands, an ispe tail and configurations; profiles. */
export function heifCanaryFixtures(): CanaryFixture[] {
  const kept = PHOTOS.flatMap(([source, format]) => {
    const bytes = fixtureBytes(source)
    const fixture = (place: string, tag: string, plant: (canary: string) => Uint8Array) => {
      const canary = `CANARY-${format}-${tag}`
      return {
        source,
        name: `${source}: ${place}`,
        format,
        bytes: plant(canary),
        canaries: [canary],
      }
    }
    return [
      fixture('ftyp with brands made of text', 'ftyp', (canary) =>
        rebuilt(bytes, ftypWithTextBrands(canary)),
      ),
      fixture('ispe property longer than its fields', 'ispe', (canary) =>
        rebuilt(bytes, sameFtyp, ispeWithTail(bytes, canary)),
      ),
    ]
  })
  const heic = fixtureBytes('motion-photo.heic')
  const configurations: CanaryFixture[] = [
    {
      source: 'motion-photo.heic',
      name: 'motion-photo.heic: a user-data SEI message in hvcC',
      format: 'heic',
      bytes: withSeiInConfiguration(heic, planted('Asha Rao', 'CANARY-heic-hvcC-sei')),
      canaries: ['CANARY-heic-hvcC-sei'],
    },
    {
      source: 'photo.avif',
      name: 'photo.avif: a metadata OBU in av1C',
      format: 'avif',
      bytes: rebuilt(
        fixtureBytes('photo.avif'),
        sameFtyp,
        av1Metadata(fixtureBytes('photo.avif'), 'CANARY-avif-av1C-metadata'),
      ),
      canaries: ['CANARY-avif-av1C-metadata'],
    },
  ]
  const avif = fixtureBytes('photo.avif')
  const profiles = PROFILE_PLACES.map(([place, tag, plant]): CanaryFixture => {
    const canary = `CANARY-avif-colr-${tag}`
    return {
      source: 'photo.avif',
      name: `photo.avif: colr colour profile with a canary in ${place}`,
      format: 'avif',
      bytes: rebuilt(avif, sameFtyp, colourProfile(avif, plant(canary))),
      canaries: [canary],
    }
  })
  return [...kept, ...configurations, ...profiles]
}

/** Where a picture item's coded data is planted: its words, its tag, and how. */
type ItemDataPlace = readonly [
  source: string,
  format: 'heic' | 'avif',
  place: string,
  tag: string,
  plant: (source: Uint8Array, canary: string) => Uint8Array,
]

/** Item 1: iphone.heic's primary picture, grid.heic's first tile, photo.avif's picture. */
const ITEM = 1

const ITEM_DATA_PLACES: readonly ItemDataPlace[] = [
  [
    'iphone.heic',
    'heic',
    'a user-data SEI first in the primary picture’s coded data',
    'primary-sei',
    (source, canary) => withSeiInItemData(source, ITEM, planted('Asha Rao', canary)),
  ],
  [
    'iphone.heic',
    'heic',
    'a user-data suffix SEI after the primary picture’s slices and 9 kB of filler',
    'primary-suffix-sei',
    (source, canary) =>
      withItemDataClosedBy(
        source,
        ITEM,
        concat(
          lengthPrefixedFiller(9000),
          lengthPrefixedSei(planted('Asha Rao', canary), 'suffix'),
        ),
      ),
  ],
  [
    'grid.heic',
    'heic',
    'a user-data SEI first in a grid tile’s coded data',
    'tile-sei',
    (source, canary) => withSeiInItemData(source, ITEM, planted('Asha Rao', canary)),
  ],
  [
    'grid.heic',
    'heic',
    'a user-data SEI first in a grid tile’s coded data, moved into idat',
    'idat-tile-sei',
    (source, canary) =>
      withItemInIdat(source, ITEM, lengthPrefixedSei(planted('Asha Rao', canary))),
  ],
  [
    'photo.avif',
    'avif',
    'a T.35 metadata OBU first in the picture’s coded data',
    'item-t35',
    (source, canary) =>
      withItemDataOpenedBy(source, ITEM, metadataObu(METADATA_TYPE.itutT35, t35Text(canary))),
  ],
]

/**
 * HEIC and AVIF photos with text inside a picture's coded data, where decoders skip it: SEI
 * user data before or after an HEVC picture's slices (in the file or in idat), a metadata OBU
 * before an AV1 picture's. Blanked where it lies, the picture draws as the planted file's.
 */
export const heifItemDataCanaryFixtures = (): CanaryFixture[] =>
  ITEM_DATA_PLACES.map(([source, format, place, tag, plant]) => {
    const canary = `CANARY-${format}-${tag}`
    return {
      source,
      name: `${source}: ${place}`,
      format,
      bytes: plant(fixtureBytes(source), canary),
      canaries: [canary],
      pristineMedia: { kind: 'heif picture' },
    }
  })
