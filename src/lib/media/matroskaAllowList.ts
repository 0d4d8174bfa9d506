import { isZero } from './bytes'
import { EBML_ID, voidHeader, type EbmlElement } from './ebml'
import type { EbmlReader } from './ebmlReader'
import type { Finding, FindingRole } from './isoMetadata'

/**
 * A range of the file the cleaned copy writes anew, at the same length: `head`, then zeros up to
 * `end`. Nothing moves, so SeekHead and Cues positions stay right.
 */
export interface Patch {
  start: number
  end: number
  head: Uint8Array<ArrayBuffer>
}

/** One walk over a file: what it found, and what cleaning rewrites. */
export interface MatroskaWalk {
  reader: EbmlReader
  findings: Finding[]
  patches: Patch[]
}

/** What happens to a child of a master element the walk reads. */
type ChildRule =
  | { action: 'keep' }
  | { action: 'walk'; allowList: AllowList }
  /** Replaced by a Void of the same length; its value, when it has one, says what it revealed. */
  | { action: 'void'; role: FindingRole; value?: 'text' | 'date' }
  /**
   * Kept, its string zero-filled, which Matroska reads as empty: for elements the format
   * requires (MuxingApp, WritingApp), so strict readers still find them.
   */
  | { action: 'empty'; role: FindingRole }

type AllowList = ReadonlyMap<number, ChildRule>

const KEEP: ChildRule = { action: 'keep' }
const OFF_THE_LIST: ChildRule = { action: 'void', role: 'other' }
const kept = (ids: readonly number[]) => ids.map((id) => [id, KEEP] as const)

/** Version, DocType and its extensions: what a reader needs to know it can read the file. */
export const EBML_HEADER_ALLOW_LIST: AllowList = new Map(
  kept([0x4286, 0x42f7, 0x42f2, 0x42f3, EBML_ID.docType, 0x4287, 0x4285, 0x4281]),
)

/** Timing and the segment's random IDs stay; its title, date, apps and file names go. */
export const INFO_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  // TimestampScale, Duration, SegmentUUID, SegmentFamily, PrevUUID, NextUUID.
  ...kept([0x2ad7b1, 0x4489, 0x73a4, 0x4444, 0x3cb923, 0x3eb923]),
  [0x7ba9, { action: 'void', role: 'text', value: 'text' }],
  [0x4461, { action: 'void', role: 'date', value: 'date' }],
  [0x4d80, { action: 'empty', role: 'software' }],
  [0x5741, { action: 'empty', role: 'software' }],
  // SegmentFilename, PrevFilename, NextFilename.
  ...[0x7384, 0x3c83ab, 0x3e83bb].map(
    (id) => [id, { action: 'void', role: 'text', value: 'text' }] as const,
  ),
])

/** A track's decoding parameters stay; its name and its codec's display name go. */
const TRACK_ENTRY_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  ...kept([
    // TrackNumber, TrackUID, TrackType, FlagEnabled, FlagDefault, FlagForced, the
    // accessibility flags, FlagLacing, MinCache, MaxCache, DefaultDuration,
    // DefaultDecodedFieldDuration, TrackTimestampScale, MaxBlockAdditionID,
    // BlockAdditionMapping, Language, LanguageBCP47, CodecID, CodecPrivate, AttachmentLink,
    // CodecDecodeAll, TrackOverlay, CodecDelay, SeekPreRoll, TrackTranslate, Video, Audio,
    // TrackOperation, ContentEncodings.
    0xd7, 0x73c5, 0x83, 0xb9, 0x88, 0x55aa, 0x55ab, 0x55ac, 0x55ad, 0x55ae, 0x55af, 0x9c, 0x6de7,
    0x6df8, 0x23e383, 0x234e7a, 0x23314f, 0x55ee, 0x41e4, 0x22b59c, 0x22b59d, 0x86, 0x63a2, 0x7446,
    0xaa, 0x6fab, 0x56aa, 0x56bb, 0x6624, 0xe0, 0xe1, 0xe2, 0x6d80,
  ]),
  [0x536e, { action: 'void', role: 'text', value: 'text' }],
  [0x258688, { action: 'void', role: 'software', value: 'text' }],
])

export const TRACKS_ALLOW_LIST: AllowList = new Map([
  [EBML_ID.trackEntry, { action: 'walk', allowList: TRACK_ENTRY_ALLOW_LIST }],
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

/**
 * A Void that is not all zeros holds old data (an editor shrinking a tag in place leaves it
 * there): other data. One longer than what is read is zeroed without being read.
 */
export async function walkVoid(walk: MatroskaWalk, element: EbmlElement) {
  const data = await walk.reader.data(element)
  const holdsData = !isZero(data, 0, data.length)
  if (holdsData) walk.findings.push({ role: 'other' })
  if (holdsData || data.length < element.end - element.dataStart) voidElement(walk, element)
}

/**
 * Walks a master's children, CRC-32 and Void elements here and every other through `visit`. A
 * CRC-32 over data that cleaning changed would be wrong, and is voided.
 */
export async function walkChildren(
  walk: MatroskaWalk,
  children: AsyncIterable<EbmlElement>,
  visit: (child: EbmlElement) => Promise<void> | void,
) {
  const patchCount = walk.patches.length
  let crc: EbmlElement | undefined
  for await (const child of children) {
    if (child.id === EBML_ID.crc32) crc = child
    else if (child.id === EBML_ID.void) await walkVoid(walk, child)
    else await visit(child)
  }
  if (crc && walk.patches.length > patchCount) voidElement(walk, crc)
}

async function valueOf(walk: MatroskaWalk, element: EbmlElement, value: 'text' | 'date') {
  const bytes = await walk.reader.data(element)
  return value === 'date' ? dateUtcText(bytes) : walk.reader.text(element)
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
    }
  }
}

/** Walks a master along its allow-list: kept children stay, the rest go as their rule says. */
export function walkMaster(
  walk: MatroskaWalk,
  master: EbmlElement,
  allowList: AllowList,
): Promise<void> {
  return walkChildren(walk, walk.reader.children(master), (child) =>
    applyRule(walk, child, allowList.get(child.id) ?? OFF_THE_LIST),
  )
}
