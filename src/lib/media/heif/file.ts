import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import {
  concatBytes,
  isZero,
  mergeRanges,
  readUint32BE,
  startsWithAscii,
  type ByteRange,
} from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import {
  propertiesOf,
  readHeifMeta,
  referringTo,
  userDescription,
  type HeifItem,
  type HeifMeta,
} from './items'
import { holdsUnregisteredBrands, writtenFileType } from './fileType'
import { withGridFieldsOnly } from './itemData'
import { blankedItemUserData } from './itemUserData'
import { writtenProperty } from './properties'
import { rebuildMeta } from './rebuild'
import { DECODING_PROPERTIES, itemsToKeep, sortItems } from './roles'
import {
  BOX_PAST_END,
  freeSpaceParts,
  payloadParts,
  readBoxHeader,
  readMotionVideoDetails,
  unusedParts,
  type IsoBox,
} from '@/lib/media/iso'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { readPhotoHiddenDetails } from '@/lib/media/core/photoDetails'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { keepFound } from '@/lib/media/core/writtenValues'

/** A HEIF/AVIF photo's top-level boxes and its meta box, read. */
interface HeifLayout {
  boxes: IsoBox[]
  metaBox: IsoBox
  meta: HeifMeta
  /** Whether bytes that make no box follow the last box: dropped, as libheif ignores them. */
  trailing: boolean
}

/** Enough for any box header: size, type and a 64-bit size. */
const HEAD_SIZE = 16
/** A meta box lists items and holds small ones (grid layouts); a larger one is refused. */
const LARGEST_META = 16 * 1024 * 1024
const FREE_SPACE = new Set(['free', 'skip'])
/** Top-level boxes a photo's picture is made of; a Samsung motion photo adds mpvd. */
const PICTURE_BOXES = new Set(['ftyp', 'meta', 'mdat'])
const MOTION_PHOTO_VIDEO = 'mpvd'

const NOT_HEIF = 'The file does not start like a HEIC or AVIF photo'
const NO_META = 'The photo holds no list of its items, so its picture cannot be found'
const TWO_METAS = 'The photo holds two lists of items, so it cannot be checked'
const META_TOO_LARGE = 'The photo’s list of items is too large to check'
const ITEM_PAST_END =
  'Part of the photo’s data lies past the end of the file, so it cannot be fully checked'
const PICTURE_OUTSIDE_MEDIA =
  'Part of the picture lies outside the media data, so the file cannot be fully checked'

/**
 * The top-level boxes, found by hopping from header to header (only their heads are read), and
 * where they end: at the first bytes that make no box (too small, or past the file's end), or
 * at the file's end.
 */
async function readTopLevelHeaders(file: Blob) {
  const boxes: IsoBox[] = []
  let position = 0
  while (position < file.size) {
    const head = await readBytes(file, position, Math.min(file.size, position + HEAD_SIZE))
    let header: IsoBox
    try {
      header = readBoxHeader(head, 0, file.size - position)
    } catch {
      break
    }
    boxes.push({
      type: header.type,
      start: position,
      payloadStart: position + header.payloadStart,
      end: position + header.end,
    })
    position += header.end
  }
  return { boxes, boxesEnd: position }
}

/**
 * The photo's boxes and its meta box read whole; picture data is never read. Throws when
 * the file is not a HEIF/AVIF photo, ends inside a box, or its item list is malformed. Bytes
 * after the last box that make no box (what an app appends) are taken as trailing, to be
 * dropped, when no item's data reaches into them; when one does, the file was cut short
 * inside its media data.
 */
async function readHeifLayout(file: Blob): Promise<HeifLayout> {
  if (!startsWithAscii(await readBytes(file, 0, HEAD_SIZE), 4, 'ftyp')) throw new Error(NOT_HEIF)
  const { boxes, boxesEnd } = await readTopLevelHeaders(file)
  const metas = boxes.filter(({ type }) => type === 'meta')
  const [metaBox] = metas
  if (!metaBox) throw new Error(NO_META)
  if (metas.length > 1) throw new Error(TWO_METAS)
  if (metaBox.end - metaBox.start > LARGEST_META) throw new Error(META_TOO_LARGE)
  const meta = readHeifMeta(await readBytes(file, metaBox.start, metaBox.end))
  const fileExtents = [...meta.items.values()].flatMap(({ storedIn, extents }) =>
    storedIn === 'file' ? extents : [],
  )
  if (fileExtents.some(({ end }) => end > boxesEnd)) {
    throw new Error(boxesEnd < file.size ? BOX_PAST_END : ITEM_PAST_END)
  }
  return { boxes, metaBox, meta, trailing: boxesEnd < file.size }
}

/** An item's size as its ispe property gives it. */
function pictureSize(meta: HeifMeta, id: number) {
  const ispe = propertiesOf(meta, id).find(({ box }) => box.type === 'ispe')?.box
  if (!ispe) return undefined
  const at = ispe.payloadStart + 4
  return { width: readUint32BE(meta.bytes, at), height: readUint32BE(meta.bytes, at + 4) }
}

/**
 * The id of a thumbnail of the photo at least `side` pixels on its short side, for a preview
 * that need not decode the whole picture (an iPhone's: 320 × 240, beside 48 tiles).
 */
export async function heifThumbnailId(file: Blob, side: number) {
  const { meta } = await readHeifLayout(file)
  return referringTo(meta, meta.primaryId, 'thmb').find((id) => {
    const size = pictureSize(meta, id)
    return size !== undefined && Math.min(size.width, size.height) >= side
  })
}

/** Up to DESCRIBED_BYTES of an item's data, its extents joined. */
async function itemBytes(file: Blob, meta: HeifMeta, item: HeifItem) {
  const parts: Uint8Array[] = []
  let left = DESCRIBED_BYTES
  for (const { start, end } of item.extents) {
    const stop = Math.min(end, start + left)
    if (item.storedIn === 'file') parts.push(await readBytes(file, start, stop))
    else {
      const offset = meta.idat?.payloadStart ?? meta.bytes.length
      parts.push(meta.bytes.subarray(offset + start, offset + stop))
    }
    left -= stop - start
  }
  return concatBytes(parts)
}

/** An Exif item starts with where its TIFF header is, past a possible 'Exif\0\0' (HEIF §A.2.1). */
function exifTiff(bytes: Uint8Array) {
  return bytes.subarray(Math.min(4 + readUint32BE(bytes, 0), bytes.length))
}

const XMP_PACKET_START = '<?xpacket begin'

/** exifreader takes XMP alone when it starts as a packet does; a bare x:xmpmeta is wrapped. */
function xmpPacket(bytes: Uint8Array) {
  const text = new TextDecoder().decode(bytes)
  const packet = text.startsWith(XMP_PACKET_START)
    ? text
    : `${XMP_PACKET_START}="" id="W5M0MpCehiHzreSzNTczkc9d"?>${text}<?xpacket end="r"?>`
  return new TextEncoder().encode(packet)
}

/**
 * What Exif and XMP items say, read by exifreader as a TIFF file and an XMP file; Exif wins
 * where both name a field, as in every other photo. An item exifreader cannot read is other
 * data: it goes with the rest.
 */
async function readMetadataItems(file: Blob, meta: HeifMeta, exif: HeifItem[], xmp: HeifItem[]) {
  const read = async (item: HeifItem, toReadable: (bytes: Uint8Array) => Uint8Array) => {
    const bytes = toReadable(await itemBytes(file, meta, item))
    // The format only names the photo in exifreader's error, which is not shown.
    return readPhotoHiddenDetails(bytes, 'jpeg').catch((): HiddenDetails => ({ other: true }))
  }
  const fromXmp = await Promise.all(xmp.map((item) => read(item, xmpPacket)))
  const fromExif = await Promise.all(exif.map((item) => read(item, exifTiff)))
  return Object.assign({}, ...fromXmp.reverse(), ...fromExif.reverse()) as HiddenDetails
}

/** The first user description's text (udes), and whether other unknown properties are there. */
function describeProperties(meta: HeifMeta) {
  const descriptions = meta.properties.filter(({ type }) => type === 'udes')
  const text = descriptions.map((box) => userDescription(meta, box)).find((found) => found)
  const unknown = meta.properties.some(
    ({ type }) => type !== 'udes' && !DECODING_PROPERTIES.has(type),
  )
  return { text, unknown }
}

/** Parts of media data and free space that no item uses: set bytes there are leftovers. */
function unusedRanges({ boxes, meta }: HeifLayout) {
  const used = [...meta.items.values()].flatMap(({ storedIn, extents }) =>
    storedIn === 'file' ? extents : [],
  )
  return unusedParts(
    boxes.filter(({ type }) => type === 'mdat' || FREE_SPACE.has(type)),
    used,
  )
}

/** How much of each unused range is read back, and of how many ranges at most. */
const CHECKED_BYTES = 16 * 1024
const CHECKED_RANGES = 64

/**
 * Whether unused bytes hold anything: the head of each unused range is read back (of 64
 * ranges spread over the file when there are more), and of idat all of it.
 */
async function holdsLeftovers(file: Blob, layout: HeifLayout) {
  const ranges = unusedRanges(layout)
  const step = Math.max(1, ranges.length / CHECKED_RANGES)
  const sample = Array.from(
    { length: Math.min(ranges.length, CHECKED_RANGES) },
    (_, index) => ranges[Math.floor(index * step)] as ByteRange,
  )
  const heads = await readBytes(
    new Blob(
      sample.map(({ start, end }) => file.slice(start, Math.min(end, start + CHECKED_BYTES))),
    ),
  )
  return !isZero(heads, 0, heads.length) || idatLeftovers(layout.meta)
}

function idatLeftovers(meta: HeifMeta) {
  const idat = meta.idat
  if (!idat) return false
  const copy = meta.bytes.slice(idat.payloadStart, idat.end)
  for (const { storedIn, extents } of meta.items.values()) {
    if (storedIn === 'idat') for (const { start, end } of extents) copy.fill(0, start, end)
  }
  return !isZero(copy, 0, copy.length)
}

async function describeHeif(file: Blob, layout: HeifLayout): Promise<HiddenDetails> {
  const { boxes, meta } = layout
  const items = sortItems(meta)
  const properties = describeProperties(meta)
  const motionBox = boxes.find(({ type }) => type === MOTION_PHOTO_VIDEO)
  const unknownBoxes = boxes.some(
    ({ type }) => !PICTURE_BOXES.has(type) && !FREE_SPACE.has(type) && type !== MOTION_PHOTO_VIDEO,
  )
  const metadata = await readMetadataItems(file, meta, items.exif, items.xmp)
  const fileType = boxes.find(({ type }) => type === 'ftyp')
  const other =
    metadata.other ||
    (fileType !== undefined &&
      holdsUnregisteredBrands(await readBytes(file, fileType.start, fileType.end))) ||
    unknownBoxes ||
    layout.trailing ||
    items.otherItems ||
    properties.unknown ||
    meta.unknownBoxes.length > 0 ||
    (await holdsLeftovers(file, layout))
  return keepFound({
    ...metadata,
    text: properties.text,
    thumbnail: items.thumbnail || undefined,
    hdrLayer: items.hdrLayer || undefined,
    motionVideo:
      motionBox &&
      (await readMotionVideoDetails(file.slice(motionBox.payloadStart, motionBox.end))),
    other: other || undefined,
  })
}

/**
 * What a HEIC or AVIF photo reveals: its Exif and XMP items, a user description, thumbnails,
 * an HDR gain map, a motion photo's video, and anything else beside the picture. Throws when
 * the file is not one or cannot be walked whole.
 */
export async function readHeifHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return describeHeif(file, await readHeifLayout(file))
}

/** The kept items' data in the file; each piece must lie inside media data. */
function keptRanges({ boxes, meta }: HeifLayout, kept: ReadonlySet<number>) {
  const ranges = mergeRanges(
    [...kept].flatMap((id) => {
      const item = meta.items.get(id)
      return item?.storedIn === 'file' ? item.extents : []
    }),
  )
  const inMediaData = (range: ByteRange) =>
    boxes.some(
      ({ type, payloadStart, end }) =>
        type === 'mdat' && range.start >= payloadStart && range.end <= end,
    )
  if (!ranges.every(inMediaData)) throw new Error(PICTURE_OUTSIDE_MEDIA)
  return ranges
}

/**
 * The cleaned photo: ftyp with registered brands only (fileType.ts), the rebuilt meta box and
 * free space in the old one's place (a grid's data cut to its fields: itemData.ts), media data
 * with only the kept items' bytes, what their coded data holds that decoders skip blanked
 * (itemUserData.ts), every other box zeroed free space; boxes after the last kept picture
 * byte, and bytes after the last box, are cut off. Offsets all hold, so the picture is copied
 * byte for byte. `blanked`: whether anything was blanked; `encoder`: the encoder the coded
 * data names.
 */
async function cleanedParts(file: Blob, layout: HeifLayout) {
  const kept = itemsToKeep(layout.meta)
  const cut = await withGridFieldsOnly(file, layout.meta, kept)
  const ranges = keptRanges({ ...layout, meta: cut }, kept)
  const { patches, meta, blanked, encoder } = await blankedItemUserData(file, cut, kept)
  const lastKept = Math.max(layout.metaBox.end, ...ranges.map(({ end }) => end))
  const parts: BlobPart[] = []
  for (const box of layout.boxes.filter(({ start }) => start < lastKept)) {
    if (box.type === 'ftyp') parts.push(writtenFileType(await readBytes(file, box.start, box.end)))
    else if (box === layout.metaBox) parts.push(rebuildMeta(meta, kept) as BlobPart)
    else if (box.type === 'mdat') parts.push(...payloadParts(file, box, ranges, patches))
    else parts.push(...freeSpaceParts(await readBytes(file, box.start, box.payloadStart), box))
  }
  return { parts, blanked, encoder }
}

/**
 * The encoder named in the kept pictures' HEVC configurations (hvcC) as they are sent: their
 * SEI arrays, where x265 writes its name, go (properties.ts), and a name left in a parameter
 * set stays.
 */
function encoderInDecoderConfigurations(meta: HeifMeta) {
  const configurations = [...itemsToKeep(meta)].flatMap((id) =>
    propertiesOf(meta, id).flatMap(({ box }) => (box.type === 'hvcC' ? [box] : [])),
  )
  return configurations
    .map((box) => encoderNameIn(writtenProperty(meta.bytes, box) ?? new Uint8Array()))
    .find((name) => name !== undefined)
}

/**
 * The photo with only its picture: the primary item and what decoding it needs (tiles, alpha
 * plane, their decoding properties). Exif, XMP, thumbnails, gain maps, depth maps, motion
 * photo videos and everything else go, their bytes zeroed where they lay. Throws when the
 * file cannot be read whole or its picture cannot be kept as it is. `known`: what the photo was
 * read to reveal, when it was checked.
 */
export async function cleanHeif(
  file: Blob,
  mime: string,
  known?: HiddenDetails,
): Promise<Cleaning> {
  const layout = await readHeifLayout(file)
  const read = known ?? (await describeHeif(file, layout))
  const { parts, blanked, encoder } = await cleanedParts(file, layout)
  const blob = new Blob(parts, { type: mime })
  const encoderInStream = encoderInDecoderConfigurations(layout.meta) ?? encoder
  // The check does not read coded pictures: what their SEI held is known once blanked.
  const before: HiddenDetails = blanked ? { ...read, other: true } : read
  return {
    blob,
    before,
    after: await readHeifHiddenDetails(blob),
    ...(encoderInStream && { encoderInStream }),
  }
}
