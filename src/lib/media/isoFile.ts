import { readBytes } from './blobBytes'
import { concatBytes } from './bytes'
import { readBoxHeader } from './isoBoxes'

/** A top-level box that may hold metadata, read whole, with where it sits in the file. */
export interface IsoRegion {
  start: number
  bytes: Uint8Array
}

const HEAD_SIZE = 32
// A cheap look at the first bytes of an XMP `uuid` box; isoBoxes.ts checks the whole UUID.
const XMP_UUID_PREFIX = 'uuid\u00be\u007a\u00cf\u00cb'

/**
 * The `moov`, `meta` and XMP `uuid` boxes of an MP4/MOV/M4A, found by hopping from header to
 * header: the media data (often hundreds of megabytes) is never read.
 */
export async function readIsoMetadataRegions(file: Blob) {
  const regions: IsoRegion[] = []
  let position = 0
  while (position < file.size) {
    const head = await readBytes(file, position, position + HEAD_SIZE)
    const box = readBoxHeader(head, 0, file.size - position)
    if (!box || box.end <= 0) break
    const headText = String.fromCharCode(...head.subarray(4, 12))
    const isMetadata =
      box.type === 'moov' || box.type === 'meta' || headText.startsWith(XMP_UUID_PREFIX)
    if (isMetadata)
      regions.push({ start: position, bytes: await readBytes(file, position, position + box.end) })
    position += box.end
  }
  return regions
}

/** The regions back to back: a valid run of top-level boxes for the box readers. */
export const joinRegions = (regions: readonly IsoRegion[]) =>
  concatBytes(regions.map((region) => region.bytes))

/** The file with each region replaced by its same-sized cleaned copy. */
export function spliceRegions(file: Blob, cleaned: readonly IsoRegion[], type: string) {
  const parts: BlobPart[] = []
  let position = 0
  for (const region of cleaned) {
    parts.push(file.slice(position, region.start), region.bytes as Uint8Array<ArrayBuffer>)
    position = region.start + region.bytes.length
  }
  parts.push(file.slice(position))
  return new Blob(parts, { type })
}
