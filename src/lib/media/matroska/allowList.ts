import { DESCRIBED_BYTES } from '@/lib/media/core/blobBytes'
import { isZero } from '@/lib/media/core/bytes'
import {
  EBML_ID,
  readUnsigned,
  sameBytes,
  voidHeader,
  writtenInPlace,
  type EbmlElement,
} from './ebml'
import type { EbmlReader } from './ebmlReader'
import type { Finding, FindingRole } from '@/lib/media/core/findings'
import type { Framing } from '@/lib/media/core/frameOpenings'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'

/**
 * A range of the file the cleaned copy writes anew, at the same length: `head`, then zeros up to
 * `end`. Nothing moves, so SeekHead and Cues positions stay right.
 */
export interface Patch {
  start: number
  end: number
  head: Uint8Array<ArrayBuffer> | Blob
  /** An element written anew that keeps data (not a Void): a second reading need not find a Void. */
  keepsData?: true
}

/** The track numbers the Tracks declare: blocks of kept tracks stay, every other block goes. */
export interface TrackNumbers {
  read: boolean
  kept: Set<number>
  removed: Set<number>
  /** Each kept track's CodecID: what its blocks' additions mean depends on it. */
  codecs: Map<number, string>
  /** How a kept track's frames are coded, where they may hold data decoders skip. */
  framings: Map<number, Framing>
}

/** Whether blocks of this track stay: a TrackEntry of picture or sound, and no other, has its number. */
export const isKeptTrack = ({ kept, removed }: TrackNumbers, track: number | undefined) =>
  track !== undefined && kept.has(track) && !removed.has(track)

/** One walk over a file: what it found, and what cleaning rewrites. */
export interface MatroskaWalk {
  reader: EbmlReader
  findings: Finding[]
  /** What elements written anew held beyond their fields (a codec configuration's comments). */
  revealed: HiddenDetails[]
  patches: Patch[]
  tracks: TrackNumbers
}

/** What happens to a child of a master element the walk reads. */
export type ChildRule =
  | { action: 'keep' }
  | { action: 'walk'; allowList: AllowList }
  /** Replaced by a Void of the same length; its value, when it has one, says what it revealed. */
  | { action: 'void'; role: FindingRole; value?: 'text' | 'date' }
  /**
   * Kept, its string zero-filled, which Matroska reads as empty: for elements the format
   * requires (MuxingApp, WritingApp), so strict readers still find them.
   */
  | { action: 'empty'; role: FindingRole }
  /**
   * Kept, written anew from the fields its format defines (`write`, given its data): a Void
   * fills what is left of its place. `write` answers undefined where the element goes.
   */
  | { action: 'rewrite'; write: FieldWriter }
  /**
   * The file is refused, with the reason: what cleaning cannot see through (encryption). With
   * `unlessValue`, only when the element's unsigned value is another.
   */
  | { action: 'refuse'; reason: string; unlessValue?: number }

export type AllowList = ReadonlyMap<number, ChildRule>

/** An element's data as its fields write it, and what its old data held beyond them. */
export interface WrittenAnew {
  data: Uint8Array | undefined
  revealed: HiddenDetails
}
export type FieldWriter = (data: Uint8Array) => WrittenAnew | Promise<WrittenAnew>

export const UNREADABLE_CODEC_PRIVATE =
  "The file's sound or picture settings (CodecPrivate) are not laid out as their codec defines, so they cannot be cleaned"
const TOO_LONG_TO_READ =
  'The file holds a codec setting or a block addition too long to be read through, so it cannot be cleaned'

const KEEP: ChildRule = { action: 'keep' }
/** Voided as other data: what is off a list, or on it only to be removed. */
const OTHER_DATA: ChildRule = { action: 'void', role: 'other' }
type AllowListEntry = readonly [number, ChildRule]

export const kept = (ids: readonly number[]) => ids.map((id): AllowListEntry => [id, KEEP])
export const walked = (id: number, allowList: AllowList): AllowListEntry => [
  id,
  { action: 'walk', allowList },
]

/**
 * Version and DocType: what a reader needs to know it can read the file. DocTypeExtensions
 * name features of the writer's own, which no WebM or Matroska reader needs.
 */
export const EBML_HEADER_ALLOW_LIST: AllowList = new Map(
  kept([0x4286, 0x42f7, 0x42f2, 0x42f3, EBML_ID.docType, 0x4287, 0x4285]),
)

/**
 * TimestampScale and Duration stay; the title, date, apps and file names go, and, off the list,
 * the IDs of the segment, its family and the segments before and after it (SegmentUUID,
 * SegmentFamily, PrevUUID, NextUUID), which link the recording to others.
 */
export const INFO_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  ...kept([0x2ad7b1, 0x4489]),
  [0x7ba9, { action: 'void', role: 'text', value: 'text' }],
  [0x4461, { action: 'void', role: 'date', value: 'date' }],
  [0x4d80, { action: 'empty', role: 'software' }],
  [0x5741, { action: 'empty', role: 'software' }],
  // SegmentFilename, PrevFilename, NextFilename.
  ...[0x7384, 0x3c83ab, 0x3e83bb].map(
    (id) => [id, { action: 'void', role: 'text', value: 'text' }] as const,
  ),
])

const MATROSKA_EPOCH = Date.UTC(2001, 0, 1)
const NANOSECONDS_PER_MILLISECOND = 1_000_000n

/** DateUTC: signed nanoseconds since 2001-01-01 00:00 UTC, as ISO 8601 text. */
function dateUtcText(bytes: Uint8Array) {
  if (bytes.length === 0) return ''
  let nanoseconds = bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
  if ((bytes[0] ?? 0) & 0x80) nanoseconds -= 1n << BigInt(8 * bytes.length)
  const milliseconds = Number(nanoseconds / NANOSECONDS_PER_MILLISECOND)
  return new Date(MATROSKA_EPOCH + milliseconds).toISOString()
}

/** An element replaced by a Void of exactly its length. */
export function voidElement(walk: MatroskaWalk, element: EbmlElement) {
  const length = element.end - element.start
  walk.patches.push({ start: element.start, end: element.end, head: voidHeader(length) })
}

/** An element off the allow-list: reported as other data and voided. */
export function removeOffTheList(walk: MatroskaWalk, element: EbmlElement) {
  walk.findings.push({ role: 'other' })
  voidElement(walk, element)
}

/** Whether an element's data, as far as it is read (DESCRIBED_BYTES), holds anything but zeros. */
async function holdsData(walk: MatroskaWalk, element: EbmlElement) {
  const data = await walk.reader.data(element)
  return !isZero(data, 0, data.length)
}

/**
 * A Void that is not all zeros holds old data (an editor shrinking a tag in place leaves it
 * there): other data. One longer than what is read is zeroed without being read.
 */
export async function walkVoid(walk: MatroskaWalk, element: EbmlElement) {
  const leftovers = await holdsData(walk, element)
  if (leftovers) walk.findings.push({ role: 'other' })
  if (leftovers || element.end - element.dataStart > DESCRIBED_BYTES) voidElement(walk, element)
}

/** An element of unknown meaning: voided, and other data when it held anything but zeros. */
export async function removeUnknown(walk: MatroskaWalk, element: EbmlElement) {
  if (await holdsData(walk, element)) walk.findings.push({ role: 'other' })
  voidElement(walk, element)
}

/**
 * Walks a master's children, CRC-32 and Void elements here and every other through `visit`. A
 * CRC-32 over data that cleaning changed would be wrong, and is voided; one left in place is
 * returned, for data blanked later.
 */
export async function walkChildren<Child extends EbmlElement>(
  walk: MatroskaWalk,
  children: AsyncIterable<Child>,
  visit: (child: Child) => unknown,
) {
  const patchCount = walk.patches.length
  let crc: Child | undefined
  for await (const child of children) {
    if (child.id === EBML_ID.crc32) crc = child
    else if (child.id === EBML_ID.void) await walkVoid(walk, child)
    else await visit(child)
  }
  if (!crc || walk.patches.length === patchCount) return crc
  voidElement(walk, crc)
  return undefined
}

async function valueOf(walk: MatroskaWalk, element: EbmlElement, value: 'text' | 'date') {
  const bytes = await walk.reader.data(element)
  return value === 'date' ? dateUtcText(bytes) : walk.reader.text(element)
}

/** An element written anew where it lies, or voided; nothing when it already holds only its fields. */
async function rewrite(walk: MatroskaWalk, element: EbmlElement, write: FieldWriter) {
  if (element.end - element.dataStart > DESCRIBED_BYTES) throw new Error(TOO_LONG_TO_READ)
  const old = await walk.reader.data(element)
  const { data, revealed } = await write(old)
  if (data && sameBytes(data, old)) return
  walk.revealed.push(revealed)
  if (!data) return voidElement(walk, element)
  const { written, filler } = writtenInPlace(element, data)
  const fillerStart = element.start + written.length
  walk.patches.push({ start: element.start, end: fillerStart, head: written, keepsData: true })
  if (filler) walk.patches.push({ start: fillerStart, end: element.end, head: filler })
}

async function applyRule(walk: MatroskaWalk, element: EbmlElement, rule: ChildRule) {
  switch (rule.action) {
    case 'keep':
      return
    case 'walk':
      return walkMaster(walk, element, rule.allowList)
    case 'void': {
      const value = rule.value && (await valueOf(walk, element, rule.value))
      if (value !== '') walk.findings.push({ role: rule.role, ...(value && { value }) })
      return voidElement(walk, element)
    }
    case 'empty': {
      const value = await walk.reader.text(element)
      if (!value) return
      walk.findings.push({ role: rule.role, value })
      walk.patches.push({ start: element.dataStart, end: element.end, head: new Uint8Array(0) })
      return
    }
    case 'rewrite':
      return rewrite(walk, element, rule.write)
    case 'refuse':
      if (readUnsigned(await walk.reader.data(element)) !== rule.unlessValue) {
        throw new Error(rule.reason)
      }
  }
}

/**
 * Walks a master along its allow-list: kept children stay, the rest go as their rule says. Its
 * CRC-32, where the walk left it in place, is returned.
 */
export function walkMaster(
  walk: MatroskaWalk,
  master: EbmlElement,
  allowList: AllowList,
): Promise<EbmlElement | undefined> {
  return walkChildren(walk, walk.reader.children(master), (child) =>
    applyRule(walk, child, allowList.get(child.id) ?? OTHER_DATA),
  )
}
