import {
  auxiliaryType,
  propertiesOf,
  referencedBy,
  referringTo,
  type HeifItem,
  type HeifMeta,
} from './items'

/**
 * Item types that hold or build a picture: coded images whose data is walked (itemUserData.ts)
 * or holds nothing but pixels, and grids, overlays and copies of them. VVC and JPEG 2000
 * pictures, whose data may hold SEI user data and comment segments, are not walked, and not
 * kept.
 */
const PICTURE_TYPES = new Set(['hvc1', 'av01', 'avc1', 'unci', 'grid', 'iovl', 'iden'])

/** Item properties a decoder needs to draw the picture as the camera meant it. */
export const DECODING_PROPERTIES = new Set([
  'hvcC',
  'av1C',
  'avcC',
  'vvcC',
  'jpgC',
  'j2kH',
  'uncC',
  'cmpd',
  'ispe',
  'pixi',
  'colr',
  'irot',
  'imir',
  'clap',
  'pasp',
  'rloc',
  'auxC',
  'lsel',
  'a1op',
  'a1lx',
  'clli',
  'mdcv',
  'cclv',
  'amve',
])

/** The references between kept items that decoding follows: tiles, alpha planes, premultiplied alpha. */
export const DECODING_REFERENCES = new Set(['dimg', 'auxl', 'prem'])

const ALPHA_TYPES = new Set([
  'urn:mpeg:hevc:2015:auxid:1',
  'urn:mpeg:mpegB:cicp:systems:auxiliary:alpha',
])

const XMP_TYPE = 'application/rdf+xml'

const UNKNOWN_PICTURE = 'The photo’s picture is of a kind TipWire cannot check'
/**
 * A JPEG item's data is a whole JPEG file, whose own segments (Exif, XMP, comments) the HEIF
 * cleaner does not walk: such a photo is refused rather than sent with them.
 */
const JPEG_PICTURE =
  'The photo’s picture is a JPEG stored inside it, whose own details TipWire cannot remove there'
const ENCRYPTED = 'The photo’s picture is encrypted, so it cannot be checked'
const unknownEssential = (type: string) =>
  `The photo’s picture needs a property TipWire does not know (${type}), so it cannot be cleaned without changing it`

/** The alpha planes drawn with an item: auxiliary images of it whose type is alpha. */
const alphaPlanesOf = (meta: HeifMeta, id: number) =>
  referringTo(meta, id, 'auxl').filter((aux) => ALPHA_TYPES.has(auxiliaryType(meta, aux)))

/** Items and what they are drawn from, (tiles, overlaid pictures, alpha planes), all the way down. */
function withWhatTheyNeed(meta: HeifMeta, ids: readonly number[]) {
  const needed = new Set<number>()
  const queue = [...ids]
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (needed.has(id) || !meta.items.has(id)) continue
    needed.add(id)
    queue.push(...referencedBy(meta, id, 'dimg'), ...alphaPlanesOf(meta, id))
  }
  return needed
}

function checkKept(meta: HeifMeta, item: HeifItem) {
  if (item.type === 'jpeg') throw new Error(JPEG_PICTURE)
  if (!PICTURE_TYPES.has(item.type)) throw new Error(UNKNOWN_PICTURE)
  if (item.encrypted) throw new Error(ENCRYPTED)
  for (const { box, essential } of propertiesOf(meta, item.id)) {
    if (essential && !DECODING_PROPERTIES.has(box.type)) throw new Error(unknownEssential(box.type))
  }
}

/**
 * The allow-list of items: the primary picture and what decoding it needs. Throws when one
 * of them is of a kind that cannot be kept as it is.
 */
export function itemsToKeep(meta: HeifMeta) {
  const kept = withWhatTheyNeed(meta, [meta.primaryId])
  for (const id of kept) checkKept(meta, meta.items.get(id) as HeifItem)
  return kept
}

const isGainMap = (meta: HeifMeta, item: HeifItem) =>
  item.type === 'tmap' || /gainmap/i.test(auxiliaryType(meta, item.id))

/** What each item of a photo is, for the reader: what is not named here is other data. */
export function sortItems(meta: HeifMeta) {
  const items = [...meta.items.values()]
  const exif = items.filter((item) => item.type === 'Exif')
  const xmp = items.filter(
    (item) => item.type === 'mime' && item.contentType === XMP_TYPE && !item.contentEncoding,
  )
  const thumbnails = items.filter(({ id }) => referencedBy(meta, id, 'thmb').length > 0)
  const gainMaps = items.filter((item) => isGainMap(meta, item))
  const named = new Set([
    ...withWhatTheyNeed(meta, [meta.primaryId]),
    ...withWhatTheyNeed(
      meta,
      [...thumbnails, ...gainMaps].map(({ id }) => id),
    ),
    ...[...exif, ...xmp].map(({ id }) => id),
  ])
  return {
    exif,
    xmp,
    thumbnail: thumbnails.length > 0,
    hdrLayer: gainMaps.length > 0,
    otherItems: items.some(({ id }) => !named.has(id)),
  }
}
