import { readRanges } from '@/lib/media/core/blobBytes'
import type { ByteRange } from '@/lib/media/core/bytes'
import { codedUnitAt, unitHeaderBytes, type UnitFraming } from '@/lib/media/core/codedUnits'
import { blankSkippedData, nalFraming, type Patch } from '@/lib/media/core/frameOpenings'
import { propertiesOf, type HeifItem, type HeifMeta } from './items'

const CODED_IN_UNITS = new Set(['hvc1', 'avc1', 'av01'])
const UNWALKABLE =
  'The photo’s picture data holds bytes that are not part of the picture, so it cannot be fully checked'
const NO_CONFIGURATION =
  'The photo’s picture does not say how its data is laid out, so it cannot be fully checked'

/** The NAL unit items: their codec, and the property that gives their units' length size. */
const NAL_ITEMS = {
  hvc1: { codec: 'hevc', configuration: 'hvcC' },
  avc1: { codec: 'avc', configuration: 'avcC' },
} as const

/**
 * How a coded picture item's data is framed: an hvc1 or avc1 item's NAL units, their length
 * size from its hvcC or avcC; an av01 item's OBUs, each with its size.
 */
function itemFraming(meta: HeifMeta, item: HeifItem): UnitFraming | undefined {
  if (item.type === 'av01') return { codec: 'av1' }
  const nal = item.type === 'hvc1' || item.type === 'avc1' ? NAL_ITEMS[item.type] : undefined
  if (!nal) return undefined
  const box = propertiesOf(meta, item.id).find(({ box }) => box.type === nal.configuration)?.box
  return box && nalFraming(meta.bytes.subarray(box.payloadStart, box.end), nal.codec)
}

/** An extent of an item's data, blanked: where it lies (the file's offsets, or idat's). */
interface BlankedExtent {
  start: number
  end: number
  part: Uint8Array<ArrayBuffer>
}

/** What blanking an item's data gives: its extents that changed, and the encoder it names. */
interface BlankedItem {
  item: HeifItem
  changed: BlankedExtent[]
  encoder?: string
}

/**
 * A coded picture item's data as far as its units are walked: every unit's header, and every
 * unit that may hold data decoders skip, whole, at their places in `data`; what no walk needs
 * (a slice's coded picture) is never read, and stays zero.
 */
interface ItemWalk {
  item: HeifItem
  framing: UnitFraming
  data: Uint8Array<ArrayBuffer>
  /** The ranges of `data` read. */
  read: ByteRange[]
  /** Where the walk stands: the next unit's start. */
  cursor: number
  /** The units that may hold data decoders skip, all read. */
  units: ByteRange[]
}

/**
 * How much is read where a unit's header is wanted: what opens a coded picture (HEVC's prefix
 * SEI, AV1's metadata OBUs) lies in its first read, and a picture's one slice most often takes
 * the rest of its data, so one read a picture is the most common walk.
 */
const READ_BYTES = 8 * 1024

const isRead = (walk: ItemWalk, start: number, end: number) =>
  walk.read.some((range) => range.start <= start && end <= range.end)

/** Walks the item's units from its cursor as far as what is read tells: what to read next. */
function nextRead(walk: ItemWalk): ByteRange | undefined {
  const length = walk.data.length
  while (walk.cursor < length) {
    const at = walk.cursor
    if (!isRead(walk, at, Math.min(length, at + unitHeaderBytes(walk.framing)))) {
      return { start: at, end: Math.min(length, at + READ_BYTES) }
    }
    const unit = codedUnitAt(walk.data, at, length, walk.framing)
    // A unit running past the data is no unit a decoder takes, and would be blanked nowhere.
    if (!unit || unit.end > length) throw new Error(UNWALKABLE)
    if (unit.mayHoldSkippedData) {
      if (!isRead(walk, at, unit.end)) return { start: at, end: unit.end }
      walk.units.push({ start: at, end: unit.end })
    }
    walk.cursor = unit.end
  }
  return undefined
}

/** Where a range of an item's data (from its start, its extents joined) lies, extent by extent. */
function storedPieces(item: HeifItem, range: ByteRange) {
  let at = 0
  return item.extents.flatMap((extent) => {
    const from = at
    at += extent.end - extent.start
    const start = Math.max(range.start, from)
    const end = Math.min(range.end, at)
    if (start >= end) return []
    return [
      {
        inData: start,
        stored: { start: extent.start + start - from, end: extent.start + end - from },
      },
    ]
  })
}

const dataLength = (item: HeifItem) =>
  item.extents.reduce((total, { start, end }) => total + end - start, 0)

/** A walk over the item's data: an item in idat is in the meta box, and read at once. */
function startWalk(meta: HeifMeta, item: HeifItem, framing: UnitFraming): ItemWalk {
  const data = new Uint8Array(dataLength(item))
  const walk = { item, framing, data, read: [], cursor: 0, units: [] }
  if (item.storedIn === 'file') return walk
  const idatStart = meta.idat?.payloadStart ?? meta.bytes.length
  for (const { inData, stored } of storedPieces(item, { start: 0, end: data.length })) {
    data.set(meta.bytes.subarray(idatStart + stored.start, idatStart + stored.end), inData)
  }
  return { ...walk, read: [{ start: 0, end: data.length }] }
}

/**
 * The items' units walked to their ends, as decoders walk them: each round reads, for every
 * item not yet walked, what its walk needs next, in one read of the file (readRanges).
 */
async function walkedItems(file: Blob, meta: HeifMeta, items: readonly HeifItem[]) {
  const walks = items.flatMap((item) => {
    const framing = itemFraming(meta, item)
    if (!framing && CODED_IN_UNITS.has(item.type)) throw new Error(NO_CONFIGURATION)
    return framing ? [startWalk(meta, item, framing)] : []
  })
  let wanted = walks.flatMap((walk) => {
    const range = nextRead(walk)
    return range ? [{ walk, range }] : []
  })
  while (wanted.length > 0) {
    const pieces = wanted.flatMap(({ walk, range }) =>
      storedPieces(walk.item, range).map((piece) => ({ walk, ...piece })),
    )
    const read = await readRanges(
      file,
      pieces.map(({ stored }) => stored),
    )
    pieces.forEach(({ walk, inData }, index) => walk.data.set(read[index] ?? [], inData))
    for (const { walk, range } of wanted) walk.read.push(range)
    wanted = wanted.flatMap(({ walk }) => {
      const range = nextRead(walk)
      return range ? [{ walk, range }] : []
    })
  }
  return walks
}

const sameBytes = (one: Uint8Array, other: Uint8Array) =>
  one.length === other.length && one.every((byte, index) => byte === other[index])

/**
 * A coded picture item's data with what decoders skip blanked, as in a video's frames
 * (core/frameOpenings.ts: HEVC's SEI user data, AV1's metadata OBUs; an encoder's own kept and
 * named): each unit that changed, where it is stored.
 */
function blankedItem(walk: ItemWalk): BlankedItem {
  const before = walk.units.map(({ start, end }) => walk.data.slice(start, end))
  const { encoder } = blankSkippedData(walk.data, walk.framing)
  const changed = walk.units.flatMap((unit, index) => {
    const after = walk.data.subarray(unit.start, unit.end)
    if (sameBytes(before[index] ?? after, after)) return []
    return storedPieces(walk.item, unit).map(({ inData, stored }) => ({
      ...stored,
      part: walk.data.slice(inData, inData + stored.end - stored.start),
    }))
  })
  return { item: walk.item, changed, encoder }
}

/** The meta box's bytes with the blanked extents of items in idat written in. */
function withBlankedIdat(meta: HeifMeta, blanked: readonly BlankedItem[]): HeifMeta {
  const inIdat = blanked.filter(({ item, changed }) => item.storedIn === 'idat' && changed.length)
  if (!meta.idat || inIdat.length === 0) return meta
  const bytes = meta.bytes.slice()
  for (const { changed } of inIdat) {
    for (const { start, part } of changed) bytes.set(part, meta.idat.payloadStart + start)
  }
  return { ...meta, bytes }
}

/**
 * What the kept HEVC and AV1 items' data holds that decoders skip (text a writer put in a
 * picture's coded data, before its slices or after them), blanked: `patches` over the file, in
 * file order, and `meta` with the items in idat blanked; `blanked`, whether anything was; and
 * the encoder named in what stays. Each item's units are walked from their headers to its end,
 * and only those that may hold such data are read whole.
 */
export async function blankedItemUserData(file: Blob, meta: HeifMeta, kept: ReadonlySet<number>) {
  const items = [...kept].flatMap((id) => meta.items.get(id) ?? [])
  const blanked = (await walkedItems(file, meta, items)).map(blankedItem)
  const encoder = blanked.find((item) => item.encoder)?.encoder
  const patches: Patch[] = blanked
    .flatMap(({ item, changed }) => (item.storedIn === 'file' ? changed : []))
    .sort((a, b) => a.start - b.start)
  return {
    patches,
    meta: withBlankedIdat(meta, blanked),
    blanked: blanked.some(({ changed }) => changed.length > 0),
    encoder,
  }
}
