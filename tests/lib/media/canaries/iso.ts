import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u16be, u32be, u32le, u8, utf16le, view } from './bytes'
import { planted, type CanaryFixture, type Place } from './fixture'

/** A box, its header left out: containers by their children, the rest by their body. */
interface Box {
  type: string
  body: Uint8Array
  children?: Box[]
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl'])

function readBoxes(bytes: Uint8Array): Box[] {
  const boxes: Box[] = []
  for (let position = 0; position + 8 <= bytes.length;) {
    const size32 = view(bytes).readUInt32BE(position)
    const type = view(bytes).toString('latin1', position + 4, position + 8)
    const headerLength = size32 === 1 ? 16 : 8
    const size =
      size32 === 0
        ? bytes.length - position
        : size32 === 1
          ? Number(view(bytes).readBigUInt64BE(position + 8))
          : size32
    const body = bytes.subarray(position + headerLength, position + size)
    boxes.push(CONTAINERS.has(type) ? { type, body, children: readBoxes(body) } : { type, body })
    position += size
  }
  return boxes
}

const boxBytes = (box: Box): Uint8Array => {
  const body = box.children ? concat(...box.children.map(boxBytes)) : box.body
  return concat(u32be(body.length + 8), ascii(box.type), body)
}

const leaf = (type: string, ...parts: Uint8Array[]): Box => ({ type, body: concat(...parts) })
const container = (type: string, ...children: Box[]): Box => ({
  type,
  body: new Uint8Array(),
  children,
})

const sizeOf = (boxes: readonly Box[]) =>
  boxes.reduce((total, box) => total + boxBytes(box).length, 0)

/** Where the first sample byte of mdat sits: the file's offsets count from it. */
function mdatPayloadStart(boxes: readonly Box[]) {
  const index = boxes.findIndex((box) => box.type === 'mdat')
  if (index < 0) throw new Error('no mdat box')
  return sizeOf(boxes.slice(0, index)) + 8
}

/** Every chunk offset (stco, co64) moved by `shift`: the samples moved with the mdat. */
function shiftChunkOffsets(box: Box, shift: number): Box {
  if (box.children)
    return { ...box, children: box.children.map((child) => shiftChunkOffsets(child, shift)) }
  if (box.type !== 'stco' && box.type !== 'co64') return box
  const body = Buffer.from(box.body)
  const count = body.readUInt32BE(4)
  for (let index = 0; index < count; index++) {
    if (box.type === 'stco')
      body.writeUInt32BE(body.readUInt32BE(8 + index * 4) + shift, 8 + index * 4)
    else body.writeBigUInt64BE(body.readBigUInt64BE(8 + index * 8) + BigInt(shift), 8 + index * 8)
  }
  return { ...box, body }
}

const LANGUAGE_UND = 0x55c4

/** QuickTime's ©cmt in ASCII, and 3GPP's auth, a UTF-16 string with its byte order mark. */
const userData = (canary: string) =>
  container(
    'udta',
    leaf('©cmt', u16be(canary.length + 9), u16be(LANGUAGE_UND), ascii(`Asha Rao ${canary}`)),
    leaf(
      'auth',
      u32be(0),
      u16be(LANGUAGE_UND),
      u8(0xff),
      u8(0xfe),
      utf16le(`Asha Rao ${canary}\0`),
    ),
  )

const TEXT = 1
const IMPLICIT = 0
const dataBox = (type: number, value: Uint8Array) => leaf('data', u32be(type), u32be(0), value)

/**
 * A meta box as Apple writes it in moov and trak (no version and flags, like the sources'):
 * an item list with the artist in UTF-8 and a comment as raw UTF-16LE bytes.
 */
const metadata = (canary: string) =>
  leaf(
    'meta',
    boxBytes(leaf('hdlr', u32be(0), u32be(0), ascii('mdirappl'), new Uint8Array(9))),
    boxBytes(
      container(
        'ilst',
        container('©ART', dataBox(TEXT, ascii(`Asha Rao ${canary}`))),
        container('©cmt', dataBox(IMPLICIT, utf16le(canary))),
      ),
    ),
  )

const uuid = (canary: string) =>
  leaf('uuid', ascii('CANARY-UUID-0001'), planted('Asha Rao', canary))
const unknown = (canary: string) => leaf('cnry', planted('Asha Rao', canary))
const free = (canary: string) => leaf('free', planted('12.9716 N 77.5946 E', canary))
const gap = (canary: string) => planted('no sample points here: asha.rao@example.in', canary)

function withChild(boxes: readonly Box[], path: readonly string[], child: Box): Box[] {
  const [type, ...rest] = path
  const index = boxes.findIndex((box) => box.type === type)
  if (index < 0) throw new Error(`no ${type} box`)
  return boxes.map((box, at) => {
    if (at !== index) return box
    const children = box.children ?? []
    return {
      ...box,
      children: rest.length ? withChild(children, rest, child) : [...children, child],
    }
  })
}

const topLevelAt = (boxes: readonly Box[], index: number, box: Box) => [
  ...boxes.slice(0, index),
  box,
  ...boxes.slice(index),
]
const indexOfBox = (boxes: readonly Box[], type: string) =>
  boxes.findIndex((box) => box.type === type)

const withMdat = (boxes: readonly Box[], body: (old: Uint8Array) => Uint8Array) =>
  boxes.map((box) => (box.type === 'mdat' ? { ...box, body: body(box.body) } : box))

interface Planted {
  boxes: Box[]
  /** Bytes put before the first sample, inside mdat: the chunk offsets move past them too. */
  gapBeforeSamples?: number
}

type Plant = Place<Box[], Planted>[2]

const topLevel =
  (make: (canary: string) => Box, where: 'pre' | 'mid' | 'end'): Plant =>
  (boxes, canary) => {
    const at = {
      pre: indexOfBox(boxes, 'moov'),
      mid: indexOfBox(boxes, 'moov') + 1,
      end: boxes.length,
    }[where]
    return { boxes: topLevelAt(boxes, at, make(canary)) }
  }

const inside =
  (path: string[], make: (canary: string) => Box): Plant =>
  (boxes, canary) => ({
    boxes: withChild(boxes, path, make(canary)),
  })

const STBL = ['moov', 'trak', 'mdia', 'minf', 'stbl']

/** Every `type` table with bytes after its entries, which players never read. */
const withTail = (boxes: readonly Box[], type: string, tail: Uint8Array): Box[] =>
  boxes.map((box) =>
    box.children
      ? { ...box, children: withTail(box.children, type, tail) }
      : box.type === type
        ? { ...box, body: concat(box.body, tail) }
        : box,
  )

const afterEntries =
  (type: string): Plant =>
  (boxes, canary) => ({ boxes: withTail(boxes, type, planted('Asha Rao', canary)) })

/** The first sample description of `stsd`, ended with QuickTime's four zero bytes. */
function terminated(stsd: Uint8Array) {
  // Version and flags, the entry count, then the entries: the first one grows by four bytes.
  const entrySize = view(stsd).readUInt32BE(8)
  const entry = Buffer.from(concat(stsd.subarray(8, 8 + entrySize), new Uint8Array(4)))
  entry.writeUInt32BE(entrySize + 4, 0)
  return concat(stsd.subarray(0, 8), entry, stsd.subarray(8 + entrySize))
}

/** Every track's sample description ended with four zero bytes, as Apple's writers leave it. */
const withTerminatedSampleDescriptions = (boxes: readonly Box[]): Box[] =>
  boxes.map((box) =>
    box.children
      ? { ...box, children: withTerminatedSampleDescriptions(box.children) }
      : box.type === 'stsd'
        ? { ...box, body: terminated(box.body) }
        : box,
  )

/** Prefix SEI (ITU-T H.265 Table 7-1): its NAL unit type, and the array that holds it in hvcC. */
const PREFIX_SEI = 39
const COMPLETE_ARRAY = 0x80
const USER_DATA_UNREGISTERED = 5

/**
 * A prefix SEI NAL unit of unregistered user data, as x265 writes its name and settings: a UUID,
 * then the canary. Its header (layer 0, temporal id 1), the payload's type and its size in
 * bytes of 255 and a last one, the payload, and the RBSP's stop bit. The canary's bytes hold
 * no two zero bytes in a row, so nothing in them needs escaping.
 */
function userDataSei(canary: string) {
  const payload = concat(ascii('CANARY-SEI-UUID!'), planted('encoded by Asha Rao', canary))
  const sizeBytes = [...new Array<number>(Math.floor(payload.length / 255)).fill(255)]
  return concat(
    u8(PREFIX_SEI << 1),
    u8(1),
    u8(USER_DATA_UNREGISTERED),
    Buffer.from([...sizeBytes, payload.length % 255]),
    payload,
    u8(0x80),
  )
}

/** Where hvcC counts its NAL arrays, past its header and 22 bytes of fields. */
const HVCC_ARRAY_COUNT_AT = 8 + 22

/**
 * A sample description whose first entry's `type` box is grown by `grow` (given the box, header
 * included, with its size made right after), the entry's size with it.
 */
function withGrownConfiguration(stsd: Uint8Array, type: string, grow: (box: Buffer) => Uint8Array) {
  const entrySize = view(stsd).readUInt32BE(8)
  const entry = stsd.subarray(8, 8 + entrySize)
  const at = view(entry).indexOf(type) - 4
  if (at < 0) return stsd
  const box = Buffer.from(entry.subarray(at, at + view(entry).readUInt32BE(at)))
  const grown = Buffer.from(grow(box))
  grown.writeUInt32BE(grown.length, 0)
  const grownEntry = concat(entry.subarray(0, at), grown, entry.subarray(at + box.length))
  grownEntry.writeUInt32BE(grownEntry.length, 0)
  return concat(stsd.subarray(0, 8), grownEntry, stsd.subarray(8 + entrySize))
}

/** hvcC with one more NAL array: a prefix SEI holding the canary. */
const withHevcSei = (canary: string) => (hvcC: Buffer) => {
  const sei = userDataSei(canary)
  const grown = concat(hvcC, u8(COMPLETE_ARRAY | PREFIX_SEI), u16be(1), u16be(sei.length), sei)
  grown[HVCC_ARRAY_COUNT_AT] = (hvcC[HVCC_ARRAY_COUNT_AT] ?? 0) + 1
  return grown
}

const FLAC_COMMENT_BLOCK = 4
const LAST_FLAC_BLOCK = 0x80
/** Where dfLa's first block (STREAMINFO) starts: past the box header, version and flags. */
const DFLA_FIRST_BLOCK_AT = 8 + 4

/** dfLa with a VORBIS_COMMENT block after STREAMINFO: a vendor, and an artist with the canary. */
const withFlacComment = (canary: string) => (dfLa: Buffer) => {
  const comment = planted('ARTIST=Asha Rao', canary)
  const vendor = ascii(`recorded by ${canary}`)
  const body = concat(u32le(vendor.length), vendor, u32le(1), u32le(comment.length), comment)
  const header = concat(u8(FLAC_COMMENT_BLOCK | LAST_FLAC_BLOCK), u32be(body.length).subarray(1))
  const grown = concat(dfLa, header, body)
  grown[DFLA_FIRST_BLOCK_AT] = (dfLa[DFLA_FIRST_BLOCK_AT] ?? 0) & ~LAST_FLAC_BLOCK
  return grown
}

/** An AV1 metadata OBU (type 5, with its size) of ITU-T T.35 user data: the canary. */
const OBU_METADATA_HEADER = (5 << 3) | 0x02
const METADATA_ITUT_T35 = 4
const T35_COUNTRY_US = 0xb5

/** av1C with a metadata OBU after the sequence header. */
export const withAv1Metadata = (canary: string) => (av1C: Buffer) => {
  const payload = concat(
    u8(METADATA_ITUT_T35),
    u8(T35_COUNTRY_US),
    planted('Asha Rao', canary),
    u8(0x80),
  )
  // One byte of LEB128 holds the size.
  if (payload.length > 0x7f) throw new Error('the metadata OBU is too long for this builder')
  return concat(av1C, u8(OBU_METADATA_HEADER), u8(payload.length), payload)
}

/** Every sample description whose first entry holds a `type` configuration, grown by `grow`. */
const withConfigurationInTracks = (
  boxes: readonly Box[],
  type: string,
  grow: (box: Buffer) => Uint8Array,
): Box[] =>
  boxes.map((box) =>
    box.children
      ? { ...box, children: withConfigurationInTracks(box.children, type, grow) }
      : box.type === 'stsd'
        ? { ...box, body: withGrownConfiguration(box.body, type, grow) }
        : box,
  )

const PLACES: Place<Box[], Planted>[] = [
  ['unknown box before moov', 'cnry-pre', topLevel(unknown, 'pre')],
  ['unknown box between moov and mdat', 'cnry-mid', topLevel(unknown, 'mid')],
  ['unknown box at the end', 'cnry-end', topLevel(unknown, 'end')],
  ['uuid box before moov', 'uuid-pre', topLevel(uuid, 'pre')],
  ['uuid box between moov and mdat', 'uuid-mid', topLevel(uuid, 'mid')],
  ['uuid box at the end', 'uuid-end', topLevel(uuid, 'end')],
  ['free box before moov', 'free-pre', topLevel(free, 'pre')],
  ['free box between moov and mdat', 'free-mid', topLevel(free, 'mid')],
  ['free box at the end', 'free-end', topLevel(free, 'end')],
  ['udta box in moov', 'udta-moov', inside(['moov'], userData)],
  ['meta box in moov', 'meta-moov', inside(['moov'], metadata)],
  ['udta box in a trak', 'udta-trak', inside(['moov', 'trak'], userData)],
  [
    'udta box in moov, the sample descriptions ended with four zero bytes as Apple writes them',
    'udta-apple-end',
    (boxes, canary) => inside(['moov'], userData)(withTerminatedSampleDescriptions(boxes), canary),
  ],
  ['meta box in a trak', 'meta-trak', inside(['moov', 'trak'], metadata)],
  ['unknown box in stbl', 'stbl', inside(STBL, unknown)],
  ['bytes after the chunk offsets in stco', 'stco-tail', afterEntries('stco')],
  ['bytes after the sample sizes in stsz', 'stsz-tail', afterEntries('stsz')],
  [
    'mdat bytes before the first sample',
    'gap-first',
    (boxes, canary) => ({
      boxes: withMdat(boxes, (body) => concat(gap(canary), body)),
      gapBeforeSamples: gap(canary).length,
    }),
  ],
  [
    'mdat bytes after the last sample',
    'gap-last',
    (boxes, canary) => ({ boxes: withMdat(boxes, (body) => concat(body, gap(canary))) }),
  ],
]

/** The planted file, its chunk offsets moved by however far the samples moved. */
function planting(source: Box[], plant: Plant, canary: string) {
  const { boxes, gapBeforeSamples = 0 } = plant(source, canary)
  const shift = mdatPayloadStart(boxes) + gapBeforeSamples - mdatPayloadStart(source)
  return concat(...boxes.map((box) => boxBytes(shiftChunkOffsets(box, shift))))
}

const SOURCES = [
  ['located.mp4', 'mp4'],
  ['voice-memo.m4a', 'm4a'],
  ['apple-keys.mov', 'mov'],
] as const

/**
 * Each MP4, M4A and MOV with boxes before, between and after moov and mdat, boxes inside them,
 * and mdat bytes no sample uses.
 */
export const isoCanaryFixtures = (): CanaryFixture[] =>
  SOURCES.flatMap(([source, format]) => {
    const bytes = fixtureBytes(source)
    const boxes = readBoxes(bytes)
    // The chunk offsets are worked out on the boxes written anew: they must be the source's bytes.
    if (!view(concat(...boxes.map(boxBytes))).equals(bytes))
      throw new Error(`${source} reads back changed`)
    return PLACES.map(([place, tag, plant]) => {
      const canary = `CANARY-${format}-${tag}`
      return {
        source,
        name: `${source}: ${place}`,
        format,
        bytes: planting(boxes, plant, canary),
        canaries: [canary],
      }
    })
  })

const HEVC_SOURCES = ['hevc-silent.mp4', 'hevc-with-sound.mp4']

/** `source` with its `type` configuration grown by `grow`, its chunk offsets moved after it. */
const withConfiguration = (source: Uint8Array, type: string, grow: (box: Buffer) => Uint8Array) =>
  planting(
    readBoxes(source),
    (boxes) => ({ boxes: withConfigurationInTracks(boxes, type, grow) }),
    '',
  )

/** Each HEVC video with a user-data SEI message in its hvcC, beside the parameter sets. */
export const hevcConfigurationCanaryFixtures = (): CanaryFixture[] =>
  HEVC_SOURCES.map((source) => {
    const canary = `CANARY-mp4-hvcC-sei-${source.slice(0, -4)}`
    return {
      source,
      name: `${source}: a user-data SEI message in hvcC`,
      format: 'mp4',
      bytes: withConfiguration(fixtureBytes(source), 'hvcC', withHevcSei(canary)),
      canaries: [canary],
    }
  })

/** An AV1 video in an MP4 (`source`) with a metadata OBU planted in its av1C. */
export const withAv1MetadataInConfiguration = (source: Uint8Array, canary: string) =>
  withConfiguration(source, 'av1C', withAv1Metadata(canary))

/**
 * FLAC sound in an MP4 (`source`, as ffmpeg writes it: STREAMINFO alone in dfLa) with a
 * VORBIS_COMMENT block planted after STREAMINFO.
 */
export const withFlacCommentInConfiguration = (source: Uint8Array, canary: string) =>
  withConfiguration(source, 'dfLa', withFlacComment(canary))

/** `source` with a `udta` holding one `type` box of `body` added to its moov, its chunk offsets moved after it. */
export function withUserDataItem(source: Uint8Array, type: string, body: Uint8Array) {
  const userDataItem = () => leaf('udta', boxBytes(leaf(type, body)))
  return planting(readBoxes(source), inside(['moov'], userDataItem), '')
}

/** `source` with every sample description ended with four zero bytes, its chunk offsets moved after them. */
export const withAppleSampleDescriptionEnds = (source: Uint8Array) =>
  planting(readBoxes(source), (boxes) => ({ boxes: withTerminatedSampleDescriptions(boxes) }), '')
