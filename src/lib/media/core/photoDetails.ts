import type { ExpandedTags } from 'exifreader'
import { downloadedOnFirstUse } from '@/lib/chunkLoadError'
import type { HiddenDetails } from './mediaTypes'
import { deviceOf, keepFound } from './writtenValues'

/** What the picture's own XMP says follows it; an MPF index only locates, and is not trusted to name. */
export interface TrailerHints {
  /** The motion photo's video length, counted back from the file's end (GCamera:MicroVideoOffset). */
  videoLength?: number
  /** Whether the XMP names a gain map (hdrgm, or a Container item of semantic GainMap). */
  gainMap: boolean
}

type PhotoFormat = 'jpeg' | 'png' | 'webp'

interface Described {
  description?: unknown
}

/** exifreader's groups share tag names but not types: every tag we read has a description. */
type TagGroup = Record<string, Described | undefined> | undefined

function text(group: TagGroup, ...names: string[]) {
  for (const name of names) {
    const description = group?.[name]?.description
    if (typeof description === 'string' && description.trim()) return description.trim()
  }
  return undefined
}

/** XMP writes GPS as '12,58.2954N' (degrees, decimal minutes) or '12,58,17.7N'. */
function parseXmpCoordinate(value: string | undefined) {
  const match = /^(\d+),(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?([NSEW])$/.exec(value ?? '')
  if (!match) return undefined
  const [, degrees, minutes, seconds, hemisphere] = match
  const unsigned = Number(degrees) + Number(minutes) / 60 + Number(seconds ?? 0) / 3600
  return hemisphere === 'S' || hemisphere === 'W' ? -unsigned : unsigned
}

function location(tags: ExpandedTags) {
  const { Latitude, Longitude } = tags.gps ?? {}
  if (Latitude !== undefined && Longitude !== undefined)
    return { latitude: Latitude, longitude: Longitude }
  const xmp = tags.xmp as TagGroup
  const latitude = parseXmpCoordinate(text(xmp, 'GPSLatitude'))
  const longitude = parseXmpCoordinate(text(xmp, 'GPSLongitude'))
  return latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined
}

/** IPTC keeps the date and the time apart: '2026-03-14' and '09:41:00'. */
function iptcDate(iptc: TagGroup) {
  const date = text(iptc, 'Date Created')
  const time = text(iptc, 'Time Created')
  return date && time ? `${date} ${time}` : date
}

function describe(tags: ExpandedTags): HiddenDetails {
  const exif = tags.exif as TagGroup
  const xmp = tags.xmp as TagGroup
  const iptc = tags.iptc as TagGroup
  const pngText = tags.pngText as TagGroup
  const date =
    text(exif, 'DateTimeOriginal', 'DateTimeDigitized') ??
    text(xmp, 'DateTimeOriginal', 'DateCreated', 'CreateDate') ??
    iptcDate(iptc) ??
    text(exif, 'DateTime') ??
    text(xmp, 'ModifyDate') ??
    text(pngText, 'Creation Time') ??
    text(tags.png as TagGroup, 'Modify Date')
  return keepFound({
    location: location(tags),
    device:
      deviceOf(text(exif, 'Make'), text(exif, 'Model')) ??
      deviceOf(text(xmp, 'Make'), text(xmp, 'Model')),
    date,
    software: text(exif, 'Software') ?? text(xmp, 'CreatorTool') ?? text(pngText, 'Software'),
    owner:
      text(exif, 'Artist', 'Copyright', 'XPAuthor') ??
      text(xmp, 'creator', 'Artist', 'rights') ??
      text(iptc, 'By-line', 'Copyright Notice') ??
      text(pngText, 'Author', 'Copyright'),
    serial:
      text(exif, 'BodySerialNumber', 'LensSerialNumber', 'ImageUniqueID') ??
      text(xmp, 'SerialNumber', 'BodySerialNumber', 'LensSerialNumber', 'ImageUniqueID') ??
      text(tags.makerNotes as TagGroup, 'SerialNumber', 'InternalSerialNumber'),
  })
}

// exifreader is loaded with the first photo read, not with the page that imports the engine.
const loadExifReader = downloadedOnFirstUse(() => import('exifreader'))

/**
 * exifreader reads XMP through a DOMParser. It always gets xmldom's: Web Workers and Node have
 * no DOMParser, and a page that enforces Trusted Types refuses the browser's own a plain
 * string. Without one, XMP-only details (a creator, a location) would be missed.
 */
const xmlParserForXmp = downloadedOnFirstUse(async () => {
  const { DOMParser: XmlParser, onErrorStopParsing } = await import('@xmldom/xmldom')
  return new XmlParser({ onError: onErrorStopParsing })
})

/** The bytes as a whole ArrayBuffer, copied only when they are a view on part of one. */
const ownBuffer = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : bytes.slice().buffer

/** Google's Container:Directory items, as exifreader reads them: each item's fields. */
function containerItems(xmp: TagGroup): TagGroup[] {
  const directory = (xmp?.Directory as { value?: unknown } | undefined)?.value
  if (!Array.isArray(directory)) return []
  return directory.map((entry: unknown) => (entry as { Item?: { value?: TagGroup } }).Item?.value)
}

const GAIN_MAP_NAMESPACE = 'http://ns.adobe.com/hdr-gain-map/1.0/'

/** The XMP packet as text: exifreader leaves it out for some files, whatever its types say. */
const rawXmp = (tags: ExpandedTags): string => {
  const raw: unknown = tags.xmp?._raw
  return typeof raw === 'string' ? raw : ''
}

/** What the XMP says follows the picture: a motion photo's video length, a gain map. */
function trailerHints(tags: ExpandedTags): TrailerHints {
  const xmp = tags.xmp as TagGroup
  const items = containerItems(xmp)
  const itemLength = (semantic: string) =>
    Number(
      text(
        items.find((item) => text(item, 'Semantic') === semantic),
        'Length',
      ),
    )
  const videoLength = Number(text(xmp, 'MicroVideoOffset')) || itemLength('MotionPhoto')
  return {
    ...(videoLength > 0 && { videoLength }),
    gainMap:
      items.some((item) => text(item, 'Semantic') === 'GainMap') ||
      rawXmp(tags).includes(GAIN_MAP_NAMESPACE),
  }
}

/**
 * What a photo's EXIF, XMP and IPTC reveal, as raw values, and what its XMP says follows the
 * picture; `bytes` may stop before the pixels.
 */
export async function readPhotoMetadata(bytes: Uint8Array, format: PhotoFormat) {
  const [ExifReader, domParser] = await Promise.all([loadExifReader(), xmlParserForXmp()])
  try {
    const tags = ExifReader.load(ownBuffer(bytes), { expanded: true, domParser })
    return { details: describe(tags), hints: trailerHints(tags) }
  } catch (error) {
    // exifreader throws when a file holds no metadata at all: nothing is hidden then.
    if (error instanceof ExifReader.errors.MetadataMissingError)
      return { details: {}, hints: { gainMap: false } }
    throw new Error(`Could not read the hidden details of this ${format} photo`, { cause: error })
  }
}

/** What a photo's EXIF, XMP and IPTC reveal, as raw values; `bytes` may stop before the pixels. */
export async function readPhotoHiddenDetails(bytes: Uint8Array, format: PhotoFormat) {
  return (await readPhotoMetadata(bytes, format)).details
}
