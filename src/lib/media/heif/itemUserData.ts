import { readBytes } from '@/lib/media/core/blobBytes'
import { concatBytes } from '@/lib/media/core/bytes'
import { blankSkippedData, nalFraming, type Patch } from '@/lib/media/core/frameOpenings'
import { propertiesOf, type HeifItem, type HeifMeta } from './items'

/** The HEVC configuration of an hvc1 item: where its NAL units' length size lies. */
function hevcFraming(meta: HeifMeta, item: HeifItem) {
  if (item.type !== 'hvc1') return undefined
  const hvcC = propertiesOf(meta, item.id).find(({ box }) => box.type === 'hvcC')?.box
  return hvcC && nalFraming(meta.bytes.subarray(hvcC.payloadStart, hvcC.end), 'hevc')
}

/**
 * An HEVC item's data with the user data of its SEI messages blanked (core/seiUserData.ts, as
 * in a video's samples): a patch for each extent that changed, none when nothing did. The
 * extents are read and joined, as a decoder reads the item, so a NAL unit may cross them.
 */
async function blankedItem(file: Blob, meta: HeifMeta, item: HeifItem): Promise<Patch[]> {
  const framing = hevcFraming(meta, item)
  if (!framing || item.storedIn !== 'file') return []
  const extents = await Promise.all(
    item.extents.map(({ start, end }) => readBytes(file, start, end)),
  )
  const data = concatBytes(extents)
  if (!blankSkippedData(data, framing)) return []
  let at = 0
  return item.extents.flatMap(({ start, end }, index) => {
    const blanked = data.slice(at, at + end - start)
    at += end - start
    const changed = blanked.some((byte, offset) => byte !== extents[index]?.[offset])
    return changed ? [{ start, end, part: blanked }] : []
  })
}

/**
 * The patches that blank SEI user data in the kept HEVC items' data, in file order: text a
 * writer put in a picture's coded data, which decoders skip.
 */
export async function blankedItemUserData(file: Blob, meta: HeifMeta, kept: ReadonlySet<number>) {
  const items = [...kept].flatMap((id) => meta.items.get(id) ?? [])
  const patches = await Promise.all(items.map((item) => blankedItem(file, meta, item)))
  return patches.flat().sort((a, b) => a.start - b.start)
}
