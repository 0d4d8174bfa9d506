import { readBytes } from '@/lib/media/core/blobBytes'
import { concatBytes } from '@/lib/media/core/bytes'
import {
  blankSkippedData,
  nalFraming,
  type Framing,
  type Patch,
} from '@/lib/media/core/frameOpenings'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { propertiesOf, type HeifItem, type HeifMeta } from './items'

/**
 * How a coded picture item's data is framed: an hvc1 item's NAL units, their length size from
 * its hvcC; an av01 item's OBUs, each with its size.
 */
function itemFraming(meta: HeifMeta, item: HeifItem): Framing | undefined {
  if (item.type === 'av01') return { codec: 'av1' }
  if (item.type !== 'hvc1') return undefined
  const hvcC = propertiesOf(meta, item.id).find(({ box }) => box.type === 'hvcC')?.box
  return hvcC && nalFraming(meta.bytes.subarray(hvcC.payloadStart, hvcC.end), 'hevc')
}

/** An extent of an item's data, blanked. */
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

/** Each extent of the item's data, from the file or from idat. */
function extentBytes(file: Blob, meta: HeifMeta, item: HeifItem) {
  const idatStart = meta.idat?.payloadStart ?? meta.bytes.length
  return Promise.all(
    item.extents.map(({ start, end }) =>
      item.storedIn === 'file'
        ? readBytes(file, start, end)
        : meta.bytes.slice(idatStart + start, idatStart + end),
    ),
  )
}

/**
 * A coded picture item's data with what decoders skip blanked, as in a video's frames
 * (core/frameOpenings.ts: HEVC's SEI user data, AV1's metadata OBUs; an encoder's own kept and
 * named): the extents that changed. The extents are read and joined, as a decoder reads the
 * item, so a NAL unit or an OBU may cross them.
 */
async function blankedItem(file: Blob, meta: HeifMeta, item: HeifItem): Promise<BlankedItem> {
  const framing = itemFraming(meta, item)
  if (!framing) return { item, changed: [] }
  const extents = await extentBytes(file, meta, item)
  const data = concatBytes(extents)
  const blanked = blankSkippedData(data, framing)
  const encoder = encoderNameIn(data)
  let at = 0
  const changed = item.extents.flatMap(({ start, end }, index) => {
    const part = data.slice(at, at + end - start)
    at += end - start
    return blanked && part.some((byte, offset) => byte !== extents[index]?.[offset])
      ? [{ start, end, part }]
      : []
  })
  return { item, changed, encoder }
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
 * picture's coded data), blanked: `patches` over the file, in file order, and `meta` with the
 * items in idat blanked; `blanked`, whether anything was; and the encoder named in what stays.
 */
export async function blankedItemUserData(file: Blob, meta: HeifMeta, kept: ReadonlySet<number>) {
  const items = [...kept].flatMap((id) => meta.items.get(id) ?? [])
  const blanked = await Promise.all(items.map((item) => blankedItem(file, meta, item)))
  const patches: Patch[] = blanked
    .flatMap(({ item, changed }) => (item.storedIn === 'file' ? changed : []))
    .sort((a, b) => a.start - b.start)
  return {
    patches,
    meta: withBlankedIdat(meta, blanked),
    blanked: blanked.some(({ changed }) => changed.length > 0),
    encoder: blanked.find(({ encoder }) => encoder)?.encoder,
  }
}
