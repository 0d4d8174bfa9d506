import {
  decodeText,
  isZero,
  readAscii,
  readUint16BE,
  readUint32BE,
  startsWithAscii,
} from '@/lib/media/core/bytes'
import { readChildBoxes, type IsoBox } from './boxes'
import type { Finding, FindingRole } from '@/lib/media/core/findings'

/**
 * Items phones, cameras and editors write, by box type (udta, ilst), by 3GPP user-data box,
 * or by key (mdta: Apple's, Android's, and ffmpeg's own with `use_metadata_tags`).
 */
const ROLE_BY_ITEM: Record<string, FindingRole> = {
  '\u00a9xyz': 'location',
  loci: 'location',
  location: 'location',
  'location-eng': 'location',
  'com.apple.quicktime.location.ISO6709': 'location',
  'com.apple.quicktime.location.name': 'location',
  '\u00a9mak': 'make',
  make: 'make',
  'com.apple.quicktime.make': 'make',
  'com.android.manufacturer': 'make',
  '\u00a9mod': 'model',
  model: 'model',
  'com.apple.quicktime.model': 'model',
  'com.android.model': 'model',
  '\u00a9day': 'date',
  yrrc: 'date',
  date: 'date',
  creation_time: 'date',
  'com.apple.quicktime.creationdate': 'date',
  '\u00a9swr': 'software',
  '\u00a9too': 'software',
  '\u00a9enc': 'software',
  encoder: 'software',
  'com.apple.quicktime.software': 'software',
  'com.android.version': 'software',
  '\u00a9ART': 'owner',
  '\u00a9aut': 'owner',
  '\u00a9wrt': 'owner',
  '\u00a9cpy': 'owner',
  aART: 'owner',
  auth: 'owner',
  cprt: 'owner',
  artist: 'owner',
  author: 'owner',
  copyright: 'owner',
  'com.apple.quicktime.author': 'owner',
  'com.apple.quicktime.artist': 'owner',
  'com.apple.quicktime.copyright': 'owner',
  '\u00a9nam': 'text',
  '\u00a9cmt': 'text',
  '\u00a9des': 'text',
  '\u00a9inf': 'text',
  desc: 'text',
  ldes: 'text',
  titl: 'text',
  dscp: 'text',
  perf: 'text',
  kywd: 'text',
  albm: 'text',
  name: 'text',
  title: 'text',
  comment: 'text',
  description: 'text',
  'com.apple.quicktime.title': 'text',
  'com.apple.quicktime.description': 'text',
  'com.apple.quicktime.comment': 'text',
  'com.apple.quicktime.keywords': 'text',
  '\u00a9sno': 'serial',
  'com.apple.quicktime.camera.identifier': 'serial',
  covr: 'thumbnail',
  thmb: 'thumbnail',
  // Canon's and Pentax's thumbnails in udta.
  CNTH: 'thumbnail',
  PXTH: 'thumbnail',
}

/** Camera makers' own boxes in udta: Canon, Nikon, Panasonic, Pentax, Casio, Kodak, GoPro, Samsung, Sony. */
const MAKER_BOXES = new Set([
  'CNCV',
  'CNMN',
  'CNFV',
  'CNDA',
  'NCDT',
  'PANA',
  'PENT',
  'PXMN',
  'QVMI',
  'DcMD',
  'GPMF',
  'FIRM',
  'LENS',
  'CAME',
  'SETT',
  'MUID',
  'HMMT',
  'smta',
  'MVTG',
  'TAGS',
])

/** 3GPP user-data boxes (TS 26.244): a full box, a language code, then one string. */
const THREE_GPP_STRINGS = new Set(['titl', 'dscp', 'cprt', 'perf', 'auth', 'gnre', 'albm', 'kywd'])

const DATA_TYPE_UTF16 = 2

/** An ilst item's `data` child: a type, a locale, then the value. */
function readDataBox(bytes: Uint8Array, data: IsoBox) {
  const type = readUint32BE(bytes, data.payloadStart) & 0xffffff
  const value = bytes.subarray(data.payloadStart + 8, data.end)
  return decodeText(value, type === DATA_TYPE_UTF16 ? 'utf-16be' : 'utf-8')
}

const isPrintableAscii = (byte: number | undefined) =>
  byte !== undefined && byte >= 0x20 && byte < 0x7f

/**
 * QuickTime user data text: a 16-bit length, a language code, then the text. Some cameras
 * write the text alone ("2019-11-20T15:04:02+0100"): its first two bytes, printable, read as a
 * length longer than the box, and that text is taken whole.
 */
function readUserDataText(bytes: Uint8Array, box: IsoBox) {
  const length = readUint16BE(bytes, box.payloadStart)
  const textStart = box.payloadStart + 4
  const bare =
    textStart + length > box.end &&
    isPrintableAscii(bytes[box.payloadStart]) &&
    isPrintableAscii(bytes[box.payloadStart + 1])
  if (bare) return decodeText(bytes.subarray(box.payloadStart, box.end))
  return decodeText(bytes.subarray(textStart, Math.min(textStart + length, box.end)))
}

/** A 3GPP string, NUL-ended, in UTF-16 when it starts with a byte order mark; and where it ends. */
function read3gppString(bytes: Uint8Array, start: number, end: number) {
  const utf16 = bytes[start] === 0xfe && bytes[start + 1] === 0xff
  let stop = start
  while (stop < end && (utf16 ? bytes[stop] || bytes[stop + 1] : bytes[stop])) stop += utf16 ? 2 : 1
  const text = decodeText(bytes.subarray(start, stop), utf16 ? 'utf-16be' : 'utf-8')
  return { text: text.replace(/^\ufeff/, ''), next: stop + (utf16 ? 2 : 1) }
}

/** A 16.16 fixed-point number, signed. */
const readFixed = (bytes: Uint8Array, at: number) => (readUint32BE(bytes, at) | 0) / 65536

const iso6709 = (degrees: number, width: number) =>
  `${degrees < 0 ? '-' : '+'}${Math.abs(degrees)
    .toFixed(4)
    .padStart(width + 5, '0')}`

/** 3GPP `loci`: a place name, its role, then longitude, latitude, altitude; as ISO 6709 text. */
function readPlace(bytes: Uint8Array, box: IsoBox) {
  const { text, next } = read3gppString(bytes, box.payloadStart + 6, box.end)
  const longitude = readFixed(bytes, next + 1)
  const latitude = readFixed(bytes, next + 5)
  if (next + 9 > box.end) return text
  return `${iso6709(latitude, 2)}${iso6709(longitude, 3)}/${text ? ` ${text}` : ''}`
}

function readItemValue(bytes: Uint8Array, box: IsoBox) {
  const data = readChildBoxes(bytes, box.payloadStart, box.end, 'stop').find(
    (child) => child.type === 'data',
  )
  if (data) return readDataBox(bytes, data)
  if (box.type === 'loci') return readPlace(bytes, box)
  if (box.type === 'yrrc') return String(readUint16BE(bytes, box.payloadStart + 4))
  if (THREE_GPP_STRINGS.has(box.type)) {
    return read3gppString(bytes, box.payloadStart + 6, box.end).text
  }
  return readUserDataText(bytes, box)
}

/** An item named by its box type or key: its role and text, or 'other' when unknown. */
function findItem(bytes: Uint8Array, box: IsoBox, name: string): Finding {
  const role = MAKER_BOXES.has(name) ? 'makerNotes' : ROLE_BY_ITEM[name]
  if (!role) return { role: 'other' }
  if (role === 'thumbnail' || role === 'makerNotes') return { role }
  return { role, value: readItemValue(bytes, box) }
}

/** The `keys` box of an `mdta` meta: key names, numbered from 1. */
function readKeys(bytes: Uint8Array, keys: IsoBox) {
  return readChildBoxes(bytes, keys.payloadStart + 8, keys.end, 'stop').map((key) =>
    readAscii(bytes, key.payloadStart, key.end - key.payloadStart),
  )
}

// QuickTime's `meta` is a plain box, MP4's a full box with four bytes of version and flags:
// in QuickTime the first child (`hdlr`) starts right away.
const metaChildrenStart = (bytes: Uint8Array, meta: IsoBox) =>
  startsWithAscii(bytes, meta.payloadStart + 4, 'hdlr') ? meta.payloadStart : meta.payloadStart + 4

/** A meta box's items (ilst, by key when it has `keys`), and anything else it holds as 'other'. */
function findInMeta(bytes: Uint8Array, meta: IsoBox): Finding[] {
  const children = readChildBoxes(bytes, metaChildrenStart(bytes, meta), meta.end, 'stop')
  const keysBox = children.find((child) => child.type === 'keys')
  const keys = keysBox ? readKeys(bytes, keysBox) : []
  return children.flatMap((child): Finding[] => {
    if (child.type === 'hdlr' || child.type === 'keys') return []
    if (child.type !== 'ilst') return findInBox(bytes, child)
    return readChildBoxes(bytes, child.payloadStart, child.end, 'stop').map((item) => {
      const name = keysBox ? (keys[readUint32BE(bytes, item.start + 4) - 1] ?? '') : item.type
      return findItem(bytes, item, name)
    })
  })
}

/**
 * What a box off the allow-list reveals: the items of udta and meta boxes by role, thumbnails,
 * makers' boxes, and 'other' for the rest (uuid boxes such as XMP, unknown boxes).
 */
export function findInBox(bytes: Uint8Array, box: IsoBox): Finding[] {
  switch (box.type) {
    case 'udta':
      return readChildBoxes(bytes, box.payloadStart, box.end, 'stop').flatMap((child) =>
        findInBox(bytes, child),
      )
    case 'meta':
      return findInMeta(bytes, box)
    case 'free':
    case 'skip':
    case 'wide':
      return isZero(bytes, box.payloadStart, box.end) ? [] : [{ role: 'other' }]
    case 'tref':
      // Track numbers only: the tracks it points at are reported themselves.
      return []
    case 'sdtp':
    case 'ssix':
    case 'leva':
    case 'trep':
      // Playback hints (allowList.ts), numbers that say nothing of the recording.
      return []
    default:
      return [findItem(bytes, box, box.type)]
  }
}
