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

/** What blanking an item's data gives: the patches, and the encoder what it keeps names. */
interface BlankedData {
  patches: Patch[]
  encoder?: string
}

/**
 * A coded picture item's data with what decoders skip blanked, as in a video's frames
 * (core/frameOpenings.ts: HEVC's SEI user data, AV1's metadata OBUs; an encoder's own kept and
 * named): a patch for each extent that changed. The extents are read and joined, as a decoder
 * reads the item, so a NAL unit or an OBU may cross them.
 */
async function blankedItem(file: Blob, meta: HeifMeta, item: HeifItem): Promise<BlankedData> {
  const framing = itemFraming(meta, item)
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
 * The patches that blank what the kept HEVC and AV1 items' data holds that decoders skip (text
 * a writer put in a picture's coded data), in file order, and the encoder named in what stays.
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
