import { asciiBytes, bigEndianBytes as uint, concatBytes } from '@/lib/media/core/bytes'
import { box, fullBox } from './boxWriting'
import type { HeifItem, HeifMeta, HeifReference, PropertyLink } from './items'
import { writtenProperty } from './properties'
import { DECODING_PROPERTIES, DECODING_REFERENCES } from './roles'

const HEADER_SIZE = 8
const LARGEST_16_BIT = 0xffff
const LARGEST_32_BIT = 0xffffffff

const NO_ROOM =
  'The photo’s cleaned item list would not fit where the old one was, so its picture would move'

/** A handler box naming no one: `padding` extra NULs after its empty name take up spare bytes. */
const handlerBox = (padding: number) =>
  fullBox('hdlr', 0, 0, uint(0, 4), asciiBytes('pict'), new Uint8Array(12 + 1 + padding))

const primaryBox = (id: number) =>
  id > LARGEST_16_BIT ? fullBox('pitm', 1, 0, uint(id, 4)) : fullBox('pitm', 0, 0, uint(id, 2))

/** An item entry with its type and flags only: an item name is text, and goes. */
function itemEntry(item: HeifItem) {
  const long = item.id > LARGEST_16_BIT
  return fullBox(
    'infe',
    long ? 3 : 2,
    item.hidden ? 1 : 0,
    uint(item.id, long ? 4 : 2),
    uint(0, 2),
    asciiBytes(item.type),
    new Uint8Array(1),
  )
}

function itemInfoBox(items: readonly HeifItem[]) {
  const long = items.length > LARGEST_16_BIT
  return fullBox('iinf', long ? 1 : 0, 0, uint(items.length, long ? 4 : 2), ...items.map(itemEntry))
}

/** iloc with base offsets folded into each extent: every extent points where it did. */
function locationBox(items: readonly HeifItem[]) {
  const longIds = items.some(({ id }) => id > LARGEST_16_BIT)
  const inIdat = items.some(({ storedIn }) => storedIn === 'idat')
  const version = longIds ? 2 : inIdat ? 1 : 0
  const extents = items.flatMap(({ extents }) => extents)
  const offsetSize = extents.some(({ start }) => start > LARGEST_32_BIT) ? 8 : 4
  const lengthSize = extents.some(({ start, end }) => end - start > LARGEST_32_BIT) ? 8 : 4
  const idSize = longIds ? 4 : 2
  const entries = items.map((item) =>
    concatBytes([
      uint(item.id, idSize),
      ...(version > 0 ? [uint(item.storedIn === 'idat' ? 1 : 0, 2)] : []),
      uint(0, 2),
      uint(item.extents.length, 2),
      ...item.extents.flatMap(({ start, end }) => [
        uint(start, offsetSize),
        uint(end - start, lengthSize),
      ]),
    ]),
  )
  return fullBox(
    'iloc',
    version,
    0,
    uint((offsetSize << 12) | (lengthSize << 8), 2),
    uint(items.length, longIds ? 4 : 2),
    ...entries,
  )
}

function referenceBox(references: readonly HeifReference[]) {
  const long = references.some(({ from, to }) => [from, ...to].some((id) => id > LARGEST_16_BIT))
  const idSize = long ? 4 : 2
  const children = references.map(({ type, from, to }) =>
    box(type, uint(from, idSize), uint(to.length, 2), ...to.map((id) => uint(id, idSize))),
  )
  return fullBox('iref', long ? 1 : 0, 0, ...children)
}

/** The kept items' references that decoding follows, pointing at kept items only. */
function keptReferences(meta: HeifMeta, kept: ReadonlySet<number>) {
  return meta.references
    .filter(({ type, from }) => DECODING_REFERENCES.has(type) && kept.has(from))
    .map((reference) => ({ ...reference, to: reference.to.filter((id) => kept.has(id)) }))
    .filter(({ to }) => to.length > 0)
}

/**
 * ipco with the decoding properties kept items use, in their order, each written from its
 * fields (properties.ts), and ipma renumbered; a property that cannot be read goes.
 */
function propertiesBox(meta: HeifMeta, items: readonly HeifItem[]) {
  const usedIndices = new Set(
    items.flatMap(({ id }) => (meta.links.get(id) ?? []).map(({ index }) => index)),
  )
  const written = [...usedIndices]
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const property = meta.properties[index - 1]
      if (!property || !DECODING_PROPERTIES.has(property.type)) return []
      const bytes = writtenProperty(meta.bytes, property)
      return bytes ? [{ index, bytes }] : []
    })
  const newIndex = new Map(written.map(({ index }, place) => [index, place + 1]))
  const links = items.map(({ id }) => ({
    id,
    links: (meta.links.get(id) ?? []).flatMap(({ index, essential }): PropertyLink[] => {
      const renumbered = newIndex.get(index)
      return renumbered ? [{ index: renumbered, essential }] : []
    }),
  }))
  return box('iprp', box('ipco', ...written.map(({ bytes }) => bytes)), associationBox(links))
}

function associationBox(entries: readonly { id: number; links: PropertyLink[] }[]) {
  const longIds = entries.some(({ id }) => id > LARGEST_16_BIT)
  const wideIndices = entries.some(({ links }) => links.some(({ index }) => index > 0x7f))
  const link = ({ index, essential }: PropertyLink) =>
    wideIndices
      ? uint((essential ? 0x8000 : 0) | index, 2)
      : uint((essential ? 0x80 : 0) | index, 1)
  return fullBox(
    'ipma',
    longIds ? 1 : 0,
    wideIndices ? 1 : 0,
    uint(entries.length, 4),
    ...entries.map(({ id, links }) =>
      concatBytes([uint(id, longIds ? 4 : 2), uint(links.length, 1), ...links.map(link)]),
    ),
  )
}

/** idat as it was, every byte no kept item uses zeroed, so kept items' offsets in it hold. */
function itemDataBox(meta: HeifMeta, items: readonly HeifItem[]) {
  const idat = meta.idat
  if (!idat || !items.some(({ storedIn }) => storedIn === 'idat')) return []
  const payload = new Uint8Array(idat.end - idat.payloadStart)
  for (const { storedIn, extents } of items) {
    if (storedIn !== 'idat') continue
    for (const { start, end } of extents) {
      payload.set(meta.bytes.subarray(idat.payloadStart + start, idat.payloadStart + end), start)
    }
  }
  return [box('idat', payload)]
}

function metaBox(meta: HeifMeta, kept: ReadonlySet<number>, padding: number) {
  const items = [...meta.items.values()].filter(({ id }) => kept.has(id))
  const references = keptReferences(meta, kept)
  return fullBox(
    'meta',
    0,
    0,
    handlerBox(padding),
    primaryBox(meta.primaryId),
    locationBox(items),
    itemInfoBox(items),
    ...(references.length > 0 ? [referenceBox(references)] : []),
    propertiesBox(meta, items),
    ...itemDataBox(meta, items),
  )
}

/**
 * The meta box with the `kept` items only, followed by a zeroed free box that makes up the
 * bytes it lost: exactly as long as the old meta box, so nothing after it moves. Spare bytes
 * too few for a free box go at the end of the handler's empty name. Throws when it would not fit.
 */
export function rebuildMeta(meta: HeifMeta, kept: ReadonlySet<number>) {
  const size = meta.bytes.length
  const rebuilt = metaBox(meta, kept, 0)
  const spare = size - rebuilt.length
  if (spare < 0) throw new Error(NO_ROOM)
  if (spare === 0) return rebuilt
  if (spare < HEADER_SIZE) return metaBox(meta, kept, spare)
  return concatBytes([rebuilt, box('free', new Uint8Array(spare - HEADER_SIZE))])
}
