import { readBytes } from '@/lib/media/core/blobBytes'
import { concatBytes } from '@/lib/media/core/bytes'
import { blankSkippedData, nalFraming, type Patch } from '@/lib/media/core/frameOpenings'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { propertiesOf, type HeifItem, type HeifMeta } from './items'

/** The HEVC configuration of an hvc1 item: where its NAL units' length size lies. */
function hevcFraming(meta: HeifMeta, item: HeifItem) {
  if (item.type !== 'hvc1') return undefined
  const hvcC = propertiesOf(meta, item.id).find(({ box }) => box.type === 'hvcC')?.box
  return hvcC && nalFraming(meta.bytes.subarray(hvcC.payloadStart, hvcC.end), 'hevc')
}

/** What blanking an item's data gives: the patches, and the encoder its kept SEI names. */
interface BlankedData {
  patches: Patch[]
  encoder?: string
}

/**
 * An HEVC item's data with the user data of its SEI messages blanked (core/seiUserData.ts, as
 * in a video's samples, an encoder's own kept and named): a patch for each extent that changed.
 * The extents are read and joined, as a decoder reads the item, so a NAL unit may cross them.
 */
async function blankedItem(file: Blob, meta: HeifMeta, item: HeifItem): Promise<BlankedData> {
  const framing = hevcFraming(meta, item)
  if (!framing || item.storedIn !== 'file') return { patches: [] }
  const extents = await Promise.all(
    item.extents.map(({ start, end }) => readBytes(file, start, end)),
  )
  const data = concatBytes(extents)
  const blanked = blankSkippedData(data, framing)
  const encoder = encoderNameIn(data)
  if (!blanked) return { patches: [], encoder }
  let at = 0
  const patches = item.extents.flatMap(({ start, end }, index) => {
    const part = data.slice(at, at + end - start)
    at += end - start
    const changed = part.some((byte, offset) => byte !== extents[index]?.[offset])
    return changed ? [{ start, end, part }] : []
  })
  return { patches, encoder }
}

/**
 * The patches that blank SEI user data in the kept HEVC items' data, in file order (text a
 * writer put in a picture's coded data, which decoders skip), and the encoder named in what
 * stays.
 */
export async function blankedItemUserData(
  file: Blob,
  meta: HeifMeta,
  kept: ReadonlySet<number>,
): Promise<BlankedData> {
  const items = [...kept].flatMap((id) => meta.items.get(id) ?? [])
  const blanked = await Promise.all(items.map((item) => blankedItem(file, meta, item)))
  return {
    patches: blanked.flatMap(({ patches }) => patches).sort((a, b) => a.start - b.start),
    encoder: blanked.find(({ encoder }) => encoder)?.encoder,
  }
}
