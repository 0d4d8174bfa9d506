import { WINDOW_SIZE, readBytes } from './blobBytes'
import { decodeText, isZero, readUint32LE } from './bytes'
import type { HiddenDetails } from './mediaTypes'
import { deviceOf, keepFound, readLocationText } from './writtenValues'

/**
 * The bytes from `start` to `end` of a packet or block, wherever the file holds them: an Ogg
 * packet's bytes are spread over pages, between their headers.
 */
export type ByteSource = (start: number, end: number) => Promise<Uint8Array>

/** A run of a file read as a ByteSource, `start` being where the run begins in the file. */
export const fileSource =
  (file: Blob, start: number): ByteSource =>
  (from, to) =>
    readBytes(file, start + from, start + to)

/** Whether every byte from `start` to `end` of a source is zero, read a window at a time. */
export async function isZeroIn(source: ByteSource, start: number, end: number) {
  for (let at = start; at < end; at += WINDOW_SIZE) {
    const bytes = await source(at, Math.min(end, at + WINDOW_SIZE))
    if (!isZero(bytes, 0, bytes.length)) return false
  }
  return true
}

const LENGTH_SIZE = 4
/** How much of a value is read: enough for any text worth showing, never a whole picture. */
const VALUE_BYTES = 16 * 1024

const OWNER_KEYS = new Set([
  'ARTIST',
  'ALBUMARTIST',
  'ALBUM ARTIST',
  'ALBUM_ARTIST',
  'PERFORMER',
  'COMPOSER',
  'LYRICIST',
  'CONDUCTOR',
  'AUTHOR',
  'COPYRIGHT',
  'ORGANIZATION',
  'CONTACT',
])
const TEXT_KEYS = new Set([
  'TITLE',
  'SUBTITLE',
  'VERSION',
  'COMMENT',
  'DESCRIPTION',
  'ALBUM',
  'LYRICS',
  'UNSYNCEDLYRICS',
  'GENRE',
  'KEYWORDS',
  'SUMMARY',
])
const DATE_KEYS = new Set(['DATE', 'CREATION_TIME', 'CREATIONDATE', 'YEAR', 'ORIGINALDATE'])
const SOFTWARE_KEYS = new Set(['ENCODER', 'ENCODED_BY', 'ENCODEDBY', 'ENCODER_OPTIONS'])
const PICTURE_KEYS = new Set(['METADATA_BLOCK_PICTURE', 'COVERART', 'COVERARTMIME'])
const LOCATION_KEY = /LOCATION|GPS|GEO|COORDINATES|ISO6709|LATITUDE|LONGITUDE/
/** Phones write their maker and model under their own prefixes: com.android.manufacturer. */
const MAKE_KEY = /(^|[._])(MAKE|MANUFACTURER)$/
const MODEL_KEY = /(^|[._])MODEL$/
const SERIAL_KEY = /SERIAL/

/** The comments' values by upper-case key, the first of each, and whether any key is unknown. */
function describeComments(vendor: string, comments: readonly [string, string][]): HiddenDetails {
  const first = (test: (key: string) => boolean) => comments.find(([key]) => test(key))?.[1]
  const location = first((key) => LOCATION_KEY.test(key))
  const known = (key: string) =>
    [OWNER_KEYS, TEXT_KEYS, DATE_KEYS, SOFTWARE_KEYS, PICTURE_KEYS].some((keys) => keys.has(key)) ||
    [LOCATION_KEY, MAKE_KEY, MODEL_KEY, SERIAL_KEY].some((pattern) => pattern.test(key))
  return keepFound({
    location: location ? readLocationText(location) : undefined,
    device: deviceOf(
      first((key) => MAKE_KEY.test(key)),
      first((key) => MODEL_KEY.test(key)),
    ),
    date: first((key) => DATE_KEYS.has(key)),
    software: first((key) => SOFTWARE_KEYS.has(key)) ?? (vendor || undefined),
    owner: first((key) => OWNER_KEYS.has(key)),
    serial: first((key) => SERIAL_KEY.test(key)),
    text: first((key) => TEXT_KEYS.has(key)),
    thumbnail: comments.some(([key]) => PICTURE_KEYS.has(key)) || undefined,
    other: comments.some(([key]) => !known(key)) || undefined,
  })
}

/** A source read through a window, so that a list of small comments costs a read or two. */
function windowed(source: ByteSource, length: number) {
  let start = 0
  let bytes: Uint8Array = new Uint8Array(0)
  return async (at: number, size: number) => {
    const end = Math.min(length, at + size)
    if (at < start || end > start + bytes.length) {
      start = at
      bytes = await source(at, Math.min(length, at + Math.max(size, 64 * 1024)))
    }
    return bytes.subarray(at - start, end - start)
  }
}

/** A length-prefixed string's length, or undefined when it runs past the end. */
async function lengthAt(view: ReturnType<typeof windowed>, at: number, length: number) {
  if (at + LENGTH_SIZE > length) return undefined
  const value = readUint32LE(await view(at, LENGTH_SIZE), 0)
  return at + LENGTH_SIZE + value <= length ? value : undefined
}

/**
 * What a Vorbis comment list (vendor, then 'KEY=value' comments, as Vorbis, Opus's OpusTags
 * and FLAC's VORBIS_COMMENT hold it) reveals, read from `at` in a source `length` bytes long,
 * and where the list ends. Only the first bytes of each value are read: a cover picture is
 * named, never loaded. A list that runs past its end is other data from where it breaks.
 */
export async function readVorbisComments(source: ByteSource, at: number, length: number) {
  const view = windowed(source, length)
  const vendorLength = await lengthAt(view, at, length)
  if (vendorLength === undefined) return { details: { other: true } as HiddenDetails, end: length }
  const vendor = decodeText(await view(at + LENGTH_SIZE, Math.min(vendorLength, VALUE_BYTES)))
  let position = at + LENGTH_SIZE + vendorLength
  const count = await lengthAt(view, position, length)
  const comments: [string, string][] = []
  let broken = count === undefined
  position += LENGTH_SIZE
  for (let index = 0; !broken && index < (count ?? 0); index++) {
    const commentLength = await lengthAt(view, position, length)
    if (commentLength === undefined) {
      broken = true
      break
    }
    const text = decodeText(
      await view(position + LENGTH_SIZE, Math.min(commentLength, VALUE_BYTES)),
    )
    const separator = text.indexOf('=')
    // A comment without '=' is no field a player knows: its whole text is the key.
    comments.push(
      separator < 0
        ? [text.toUpperCase(), '']
        : [text.slice(0, separator).toUpperCase(), text.slice(separator + 1).trim()],
    )
    position += LENGTH_SIZE + commentLength
  }
  const details = describeComments(vendor, comments)
  return broken
    ? { details: { ...details, other: true } as HiddenDetails, end: length }
    : { details, end: Math.min(position, length) }
}
