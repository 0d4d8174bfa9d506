import { readBytes } from '@/lib/media/core/blobBytes'
import type { ByteRange } from '@/lib/media/core/bytes'
import type { HeifItem, HeifMeta } from './items'

/**
 * A grid's data (ISO/IEC 23008-12 §6.6.2.3.2): version, flags, rows and columns less one, then
 * the output width and height, 16 bits each, or 32 where flag bit 0 is set.
 */
const gridLength = (flags: number) => 4 + (flags & 1 ? 8 : 4)

/** `extents` cut to `length` bytes in all. */
function cutExtents(extents: readonly ByteRange[], length: number) {
  const cut: ByteRange[] = []
  let left = length
  for (const { start, end } of extents) {
    if (left <= 0) break
    cut.push({ start, end: Math.min(end, start + left) })
    left -= end - start
  }
  return cut
}

/** An item's data byte at `at` (from its start), wherever the item lies. */
async function itemByte(file: Blob, meta: HeifMeta, item: HeifItem, at: number) {
  const start = (item.extents[0]?.start ?? 0) + at
  if (item.storedIn === 'file') return (await readBytes(file, start, start + 1))[0] ?? 0
  return meta.bytes[(meta.idat?.payloadStart ?? 0) + start] ?? 0
}

/**
 * The meta box read with each kept grid's data cut to the fields its format defines, so that
 * what followed them in the item's extents (anything at all: a decoder reads no further) is not
 * sent: in idat it is left zero, in the media data it is zeroed with the rest no item uses.
 */
export async function withGridFieldsOnly(file: Blob, meta: HeifMeta, kept: ReadonlySet<number>) {
  const items = new Map(meta.items)
  for (const id of kept) {
    const item = items.get(id)
    if (item?.type !== 'grid' || item.extents.length === 0) continue
    const length = gridLength(await itemByte(file, meta, item, 1))
    items.set(id, { ...item, extents: cutExtents(item.extents, length) })
  }
  return { ...meta, items }
}
