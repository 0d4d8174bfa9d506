import {
  asciiBytes,
  bigEndianBytes,
  concatBytes,
  readAscii,
  readUint32BE,
  writeUint32BE,
} from './bytes'
import {
  adaptationTag,
  alignedTo4,
  codePointsTag,
  curveTag,
  lutTag,
  textTag,
  xyzTag,
} from './iccTagData'

// A colour profile (ICC.1:2022, and version 2's ICC.1:2001-04) kept for what defines colour and
// nothing else: every field written anew, never copied because it sits inside a kept profile.

const HEADER_SIZE = 128
const TAG_ENTRY_SIZE = 12
const TAG_COUNT_SIZE = 4
/** A profile lists a few dozen tags; thousands are no profile a camera or editor wrote. */
const MAX_TAGS = 256

/** The text a kept profile describes itself with: it names no device, maker or person. */
export const NEUTRAL_PROFILE_NAME = 'ICC Profile'

/** Profile classes a picture may embed: input, display, output and colour space profiles. */
const PICTURE_CLASSES = new Set(['scnr', 'mntr', 'prtr', 'spac'])
const CONNECTION_SPACES = new Set(['XYZ ', 'Lab '])
const COLOUR_SPACES = new Set([
  'XYZ ',
  'Lab ',
  'Luv ',
  'YCbr',
  'Yxy ',
  'RGB ',
  'GRAY',
  'HSV ',
  'HLS ',
  'CMYK',
  'CMY ',
  ...'23456789ABCDEF'.split('').map((count) => `${count}CLR`),
])

/**
 * The tags that turn the picture's numbers into colour, each with how its data is written:
 * colorants, tone curves, white and black points, chromatic adaptation, CICP code points,
 * and the lookup transforms of table-based profiles. Every other tag goes: descriptions,
 * copyright, device maker and model (dmnd, dmdd), makers' private tags, and what a colour
 * manager does not read to draw a picture.
 */
const COLOUR_TAGS: Record<string, (data: Uint8Array) => Uint8Array | undefined> = {
  rXYZ: xyzTag,
  gXYZ: xyzTag,
  bXYZ: xyzTag,
  wtpt: xyzTag,
  bkpt: xyzTag,
  rTRC: curveTag,
  gTRC: curveTag,
  bTRC: curveTag,
  kTRC: curveTag,
  chad: adaptationTag,
  cicp: codePointsTag,
  A2B0: lutTag,
  A2B1: lutTag,
  A2B2: lutTag,
  B2A0: lutTag,
  B2A1: lutTag,
  B2A2: lutTag,
}

/**
 * The header's fields that define colour, the rest zeroed: size (written last), version,
 * class, colour and connection spaces, the 'acsp' signature, the two flags the standard
 * defines (embedded, used only embedded), the four device attributes it defines, the rendering
 * intent and the connection space's illuminant. The preferred colour manager, date, platform,
 * device maker and model, creator, profile ID (an MD5 of the profile: zero says it was not
 * computed) and the reserved bytes are zero.
 */
function writtenHeader(profile: Uint8Array) {
  const header = new Uint8Array(HEADER_SIZE)
  header.set(profile.subarray(8, 10), 8)
  header.set(profile.subarray(12, 40), 12)
  header.fill(0, 24, 36)
  header[47] = (profile[47] ?? 0) & 0b11
  header[63] = (profile[63] ?? 0) & 0b1111
  header[67] = Math.min(profile[67] ?? 0, 3)
  header.set(profile.subarray(68, 80), 68)
  return header
}

function readsAsPictureProfile(profile: Uint8Array, size: number) {
  const version = profile[8] ?? 0
  return (
    size >= HEADER_SIZE + TAG_COUNT_SIZE &&
    size <= profile.length &&
    readAscii(profile, 36, 4) === 'acsp' &&
    (version === 2 || version === 4) &&
    PICTURE_CLASSES.has(readAscii(profile, 12, 4)) &&
    COLOUR_SPACES.has(readAscii(profile, 16, 4)) &&
    CONNECTION_SPACES.has(readAscii(profile, 20, 4))
  )
}

interface WrittenTag {
  signature: string
  data: Uint8Array
  /** Where the original's data was: tags that shared data share it again. */
  source: string
}

/** The kept tags, each written from its fields; undefined when one of them cannot be read. */
function colourTags(profile: Uint8Array, size: number) {
  const count = readUint32BE(profile, HEADER_SIZE)
  if (count > MAX_TAGS || HEADER_SIZE + TAG_COUNT_SIZE + count * TAG_ENTRY_SIZE > size) {
    return undefined
  }
  const tags: WrittenTag[] = []
  for (let index = 0; index < count; index++) {
    const entry = HEADER_SIZE + TAG_COUNT_SIZE + index * TAG_ENTRY_SIZE
    const signature = readAscii(profile, entry, 4)
    const write = COLOUR_TAGS[signature]
    if (!write || tags.some((tag) => tag.signature === signature)) continue
    const offset = readUint32BE(profile, entry + 4)
    const length = readUint32BE(profile, entry + 8)
    if (offset + length > size) return undefined
    const data = write(profile.subarray(offset, offset + length))
    if (!data) return undefined
    tags.push({ signature, data, source: `${offset}:${length}` })
  }
  return tags
}

/** The header, the tag table and each tag's data on a 4-byte boundary; the size set. */
function writtenProfile(header: Uint8Array, tags: readonly WrittenTag[]) {
  const table: Uint8Array[] = []
  const data: Uint8Array[] = []
  const placed = new Map<string, { offset: number; length: number }>()
  let offset = HEADER_SIZE + TAG_COUNT_SIZE + tags.length * TAG_ENTRY_SIZE
  for (const tag of tags) {
    let place = placed.get(tag.source)
    if (!place) {
      place = { offset, length: tag.data.length }
      placed.set(tag.source, place)
      const length = alignedTo4(tag.data.length)
      data.push(tag.data, new Uint8Array(length - tag.data.length))
      offset += length
    }
    table.push(
      concatBytes([
        asciiBytes(tag.signature),
        bigEndianBytes(place.offset, 4),
        bigEndianBytes(place.length, 4),
      ]),
    )
  }
  const profile = concatBytes([header, bigEndianBytes(tags.length, 4), ...table, ...data])
  writeUint32BE(profile, 0, profile.length)
  return profile
}

/**
 * The profile written anew from the fields that define colour (writtenHeader, COLOUR_TAGS),
 * with a neutral description and an empty copyright, which the standard asks every profile to
 * carry; bytes after the size it declares go. Undefined when it is no profile a picture embeds
 * or a colour tag cannot be read: then it goes whole. Writing a written profile gives the same
 * bytes.
 */
export function rewriteIccProfile(profile: Uint8Array): Uint8Array | undefined {
  const size = readUint32BE(profile, 0)
  if (!readsAsPictureProfile(profile, size)) return undefined
  const tags = colourTags(profile, size)
  if (!tags) return undefined
  const version = profile[8] ?? 0
  const texts = [
    { signature: 'desc', data: textTag(version, 'desc', NEUTRAL_PROFILE_NAME), source: 'desc' },
    { signature: 'cprt', data: textTag(version, 'cprt', ''), source: 'cprt' },
  ]
  return writtenProfile(writtenHeader(profile), [...texts, ...tags])
}
