import type { DecodedStream } from '../decoders'
import { fixtureBytes } from '../loadFixture'
import { fillElement } from './adts'
import { ascii, concat, packedBits, u16be, u32be, u32le, u8, utf16le, view } from './bytes'
import { AV1_UNITS } from './av1'
import {
  canaryBytes,
  padded,
  planted,
  type CanaryFixture,
  type FrameUnit,
  type Place,
} from './fixture'
import { MPEG4_USER_DATA_UNIT, vopStart } from './mpegVideo'

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

/** A place to plant, and the box a source must hold for it to be there, where one must. */
type IsoPlace = readonly [...Place<Box[], Planted>, box?: string]

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
 * An SEI NAL unit after its NAL header: the payload's type, its size in bytes of 255 and a last
 * one, the payload, and the RBSP's stop bit. The payloads here hold no two zero bytes in a row,
 * so nothing in them needs escaping.
 */
function seiUnit(header: readonly number[], payloadType: number, payload: Uint8Array) {
  const sizeBytes = [...new Array<number>(Math.floor(payload.length / 255)).fill(255)]
  return concat(
    Buffer.from(header),
    u8(payloadType),
    Buffer.from([...sizeBytes, payload.length % 255]),
    payload,
    u8(0x80),
  )
}

/** Unregistered user data as x264 and x265 write their names and settings: a UUID, then the canary. */
const userDataPayload = (canary: string) =>
  concat(ascii('CANARY-SEI-UUID!'), planted('encoded by Asha Rao', canary))

/** NAL headers: HEVC's prefix SEI (layer 0, temporal id 1), and H.264's SEI. */
const HEVC_SEI_HEADER = [PREFIX_SEI << 1, 1]
const AVC_SEI_HEADER = [0x06]

/** A prefix SEI NAL unit of unregistered user data holding the canary, as HEVC writes it. */
const userDataSei = (canary: string) =>
  seiUnit(HEVC_SEI_HEADER, USER_DATA_UNREGISTERED, userDataPayload(canary))

/** Where hvcC counts its NAL arrays, past its header and 22 bytes of fields. */
const HVCC_ARRAY_COUNT_AT = 8 + 22

/**
 * A sample description whose first entry's `type` box is grown by `grow` (given the box, header
 * included, with its size made right after), the entry's size with it.
 */
function withGrownConfiguration(
  stsd: Uint8Array,
  type: string,
  grow: (box: Buffer) => Uint8Array,
  sized = true,
) {
  const entrySize = view(stsd).readUInt32BE(8)
  const entry = stsd.subarray(8, 8 + entrySize)
  const at = view(entry).indexOf(type) - 4
  if (at < 0) return stsd
  const box = Buffer.from(entry.subarray(at, at + view(entry).readUInt32BE(at)))
  const grown = Buffer.from(grow(box))
  if (sized) grown.writeUInt32BE(grown.length, 0)
  const grownEntry = concat(entry.subarray(0, at), grown, entry.subarray(at + box.length))
  grownEntry.writeUInt32BE(grownEntry.length, 0)
  // QuickTime's sound keeps its esds in a `wave` box, which grows with it.
  const wave = view(entry).indexOf('wave') - 4
  if (wave >= 0 && wave < at) {
    grownEntry.writeUInt32BE(grownEntry.readUInt32BE(wave) + grown.length - box.length, wave)
  }
  return concat(stsd.subarray(0, 8), grownEntry, stsd.subarray(8 + entrySize))
}

/** A NAL unit type left to users (ITU-T H.265 Table 7-1): decoders skip it, whatever it holds. */
const UNSPECIFIED_NAL = 48

/** hvcC with one more NAL array, of `type`, holding `unit`. */
const withHevcArray = (type: number, unit: Uint8Array) => (hvcC: Buffer) => {
  const grown = concat(hvcC, u8(COMPLETE_ARRAY | type), u16be(1), u16be(unit.length), unit)
  grown[HVCC_ARRAY_COUNT_AT] = (hvcC[HVCC_ARRAY_COUNT_AT] ?? 0) + 1
  return grown
}

/** The ways hvcC is planted: a prefix SEI, a unit of a type left to users, bytes after its arrays. */
const HEVC_CONFIGURATION_PLACES: [
  place: string,
  tag: string,
  plant: (canary: string) => (hvcC: Buffer) => Uint8Array,
][] = [
  [
    'a user-data SEI message in hvcC',
    'sei',
    (canary) => withHevcArray(PREFIX_SEI, userDataSei(canary)),
  ],
  [
    'a NAL unit of a type left to users in hvcC',
    'user-nal',
    (canary) =>
      withHevcArray(
        UNSPECIFIED_NAL,
        concat(u8(UNSPECIFIED_NAL << 1), u8(1), planted('Asha Rao', canary)),
      ),
  ],
  [
    'bytes after hvcC’s arrays',
    'tail',
    (canary) => (hvcC) => concat(hvcC, planted('Asha Rao', canary)),
  ],
]

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
  sized = true,
): Box[] =>
  boxes.map((box) =>
    box.children
      ? { ...box, children: withConfigurationInTracks(box.children, type, grow, sized) }
      : box.type === 'stsd'
        ? { ...box, body: withGrownConfiguration(box.body, type, grow, sized) }
        : box,
  )

/** The first `type` box found at any depth, its body changed by `change`. */
function withFirstBox(boxes: readonly Box[], type: string, change: (body: Buffer) => Uint8Array) {
  let done = false
  const visit = (list: readonly Box[]): Box[] =>
    list.map((box) => {
      if (done) return box
      if (box.type === type) {
        done = true
        return { ...box, body: change(Buffer.from(box.body)) }
      }
      return box.children ? { ...box, children: visit(box.children) } : box
    })
  const changed = visit(boxes)
  if (!done) throw new Error(`no ${type} box`)
  return changed
}

/** `text` written over `body` from `at`, ASCII, in a field of `length` bytes. */
function overwritten(body: Buffer, at: number, length: number, text: string) {
  const copy = Buffer.from(body)
  copy.set(padded(ascii(text), length), at)
  return copy
}

const inField =
  (type: string, at: number, length: number): Plant =>
  (boxes, canary) => ({
    boxes: withFirstBox(boxes, type, (body) => overwritten(body, at, length, canary)),
  })

const afterFields =
  (type: string): Plant =>
  (boxes, canary) => ({
    boxes: withFirstBox(boxes, type, (body) => concat(body, planted('Asha Rao', canary))),
  })

/** Compatible brands spelling the canary, padded with spaces to whole brands. */
const textBrands: Plant = (boxes, canary) => {
  const brands = ascii(canary.padEnd(Math.ceil(canary.length / 4) * 4, ' '))
  return { boxes: withFirstBox(boxes, 'ftyp', (body) => concat(body, brands)) }
}

/** elng (ISO/IEC 14496-12 §8.4.6): a full box, then a NUL-ended language tag; here free text. */
const extendedLanguage = (canary: string) => leaf('elng', u32be(0), ascii(`${canary}\0`))

/** A writer's own sample grouping, `asha`, in version 1: one description holding the canary. */
function privateGrouping(canary: string) {
  const entry = planted('Asha Rao', canary)
  return leaf('sgpd', u8(1), new Uint8Array(3), ascii('asha'), u32be(entry.length), u32be(1), entry)
}

/**
 * iods holding an initial object descriptor that names a URL (ISO/IEC 14496-1 §7.2.6.4):
 * descriptor id 1, the URL flag and the reserved bits, the URL's length and the URL.
 */
function urlObjectDescriptor(canary: string) {
  const url = ascii(`http://asha.example/${canary}`)
  const content = concat(u8(0x00), u8(0x40 | 0x20 | 0x0f), u8(url.length), url)
  return leaf('iods', u32be(0), u8(0x10), u8(content.length), content)
}

/** An MPEG-4 descriptor's size as ffmpeg writes it: four bytes of seven bits. */
const descriptorSize = (size: number) =>
  Buffer.from([
    0x80 | ((size >> 21) & 0x7f),
    0x80 | ((size >> 14) & 0x7f),
    0x80 | ((size >> 7) & 0x7f),
    size & 0x7f,
  ])

/** esds whose ES descriptor sets its URL flag and names a URL after its flags (ISO/IEC 14496-1 §7.2.6.5). */
const withEsUrl = (canary: string) => (esds: Buffer) => {
  const header = 8 + 4
  if (esds[header] !== 0x03) throw new Error('esds holds no ES descriptor first')
  const url = ascii(`http://asha.example/${canary}`)
  const content = Buffer.from(descriptorAt(esds, header).content)
  content[2] = (content[2] ?? 0) | 0x40
  const grown = concat(content.subarray(0, 3), u8(url.length), url, content.subarray(3))
  return concat(esds.subarray(0, header), u8(0x03), descriptorSize(grown.length), grown)
}

/** An H.264 SEI NAL unit of unregistered user data (payload type 5): a UUID, then the canary. */
const avcUserDataSei = (canary: string) =>
  seiUnit(AVC_SEI_HEADER, USER_DATA_UNREGISTERED, userDataPayload(canary))

/** avcC with an SEI unit added to its picture parameter sets, after them. */
const withAvcSei = (canary: string) => (avcC: Buffer) => {
  let at = 8 + 6
  for (let unit = 0; unit < ((avcC[8 + 5] ?? 0) & 0x1f); unit += 1) at += 2 + avcC.readUInt16BE(at)
  const countAt = at
  at += 1
  for (let unit = 0; unit < (avcC[countAt] ?? 0); unit += 1) at += 2 + avcC.readUInt16BE(at)
  const sei = avcUserDataSei(canary)
  const grown = concat(avcC.subarray(0, at), u16be(sei.length), sei, avcC.subarray(at))
  grown[countAt] = (avcC[countAt] ?? 0) + 1
  return grown
}

const inConfiguration =
  (type: string, grow: (canary: string) => (box: Buffer) => Uint8Array): Plant =>
  (boxes, canary) => ({ boxes: withConfigurationInTracks(boxes, type, grow(canary)) })

const configurationTail = (canary: string) => (box: Buffer) =>
  concat(box, planted('Asha Rao', canary))

/** A sample table box of no entries (a full box, then a count of 0), with text after it. */
const emptyTableWithTail = (type: string) => (canary: string) =>
  leaf(type, u32be(0), u32be(0), planted('Asha Rao', canary))

/** Places inside kept boxes, past or inside their defined fields, in sources that hold `box`. */
const FIELD_PLACES: readonly IsoPlace[] = [
  ['bytes after mvhd’s fields', 'mvhd-tail', afterFields('mvhd')],
  // Version 0: the pre-defined words sit 72 bytes into the payload, 24 of them.
  ['text in mvhd’s pre-defined words', 'mvhd-pre', inField('mvhd', 72, 24)],
  ['bytes after tkhd’s fields', 'tkhd-tail', afterFields('tkhd')],
  ['text in tkhd’s reserved words', 'tkhd', inField('tkhd', 24, 8)],
  ['compatible brands made of text in ftyp', 'ftyp', textBrands],
  ['a free-text language in elng', 'elng', inside(['moov', 'trak', 'mdia'], extendedLanguage)],
  ['a private sample grouping in sgpd', 'sgpd', inside(STBL, privateGrouping)],
  ['bytes after the entries of subs', 'subs-tail', inside(STBL, emptyTableWithTail('subs'))],
  ['bytes after the entries of stsh', 'stsh-tail', inside(STBL, emptyTableWithTail('stsh'))],
  ['bytes after the entries of padb', 'padb-tail', inside(STBL, emptyTableWithTail('padb'))],
  ['a URL in iods', 'iods', inside(['moov'], urlObjectDescriptor)],
  [
    'the quality words of the picture’s sample entry',
    'qual',
    // The entry's payload starts 16 bytes into stsd; its quality words 16 bytes further.
    inField('stsd', 32, 8),
    'vmhd',
  ],
  ['bytes after avcC’s fields', 'avcC-tail', inConfiguration('avcC', configurationTail), 'avcC'],
  ['an SEI message in avcC', 'avcC-sei', inConfiguration('avcC', withAvcSei), 'avcC'],
  ['bytes after pasp’s fields', 'pasp-tail', inConfiguration('pasp', configurationTail), 'pasp'],
  ['bytes after btrt’s fields', 'btrt-tail', inConfiguration('btrt', configurationTail), 'btrt'],
  ['a URL in esds', 'esds-url', inConfiguration('esds', withEsUrl), 'esds'],
  ['bytes after damr’s fields', 'damr-tail', inConfiguration('damr', configurationTail), 'damr'],
  ['bytes after d263’s fields', 'd263-tail', inConfiguration('d263', configurationTail), 'd263'],
]

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
  // Its sound is counted in frames (stsz's size of 1): its mdat is mapped all the same.
  ['pcm-sound.mov', 'mov'],
  // 3GPP's H.263 and AMR, each configured by a box that starts with its writer's code.
  ['feature-phone.3gp', '3gp'],
  ['voice.3gp', '3ga'],
] as const

/**
 * Each source planted in each of `places` it holds, the canary named by `canaryFor` (a
 * field's length limits some), the boxes written anew around it.
 */
const plantedInSources = (
  places: readonly IsoPlace[],
  canaryFor: (tag: string, format: string) => string,
): CanaryFixture[] =>
  SOURCES.flatMap(([source, format]) => {
    const bytes = fixtureBytes(source)
    const boxes = readBoxes(bytes)
    // The chunk offsets are worked out on the boxes written anew: they must be the source's bytes.
    if (!view(concat(...boxes.map(boxBytes))).equals(bytes))
      throw new Error(`${source} reads back changed`)
    return places
      .filter(([, , , box]) => !box || view(bytes).includes(box))
      .map(([place, tag, plant]) => {
        const canary = canaryFor(tag, format)
        return {
          source,
          name: `${source}: ${place}`,
          format,
          bytes: planting(boxes, plant, canary),
          canaries: [canary],
        }
      })
  })

/**
 * Each MP4, M4A and MOV with boxes before, between and after moov and mdat, boxes inside them,
 * and mdat bytes no sample uses.
 */
export const isoCanaryFixtures = () =>
  plantedInSources([...PLACES, ...FIELD_PLACES], (tag, format) =>
    tag === 'tkhd' || tag === 'qual' ? `CNRY${tag}` : `CANARY-${format}-${tag}`,
  )

const HEVC_SOURCES = ['hevc-silent.mp4', 'hevc-with-sound.mp4']

/** `source` with its `type` configuration grown by `grow`, its chunk offsets moved after it. */
export const withConfiguration = (
  source: Uint8Array,
  type: string,
  grow: (box: Buffer) => Uint8Array,
) =>
  planting(
    readBoxes(source),
    (boxes) => ({ boxes: withConfigurationInTracks(boxes, type, grow) }),
    '',
  )

/**
 * Each HEVC video with its hvcC planted beside the parameter sets: a user-data SEI message, a
 * unit of a type left to users, bytes after the arrays.
 */
export const hevcConfigurationCanaryFixtures = (): CanaryFixture[] =>
  HEVC_SOURCES.flatMap((source) =>
    HEVC_CONFIGURATION_PLACES.map(([place, tag, plant]) => {
      const canary = `CANARY-mp4-hvcC-${tag}-${source.slice(0, -4)}`
      return {
        source,
        name: `${source}: ${place}`,
        format: 'mp4' as const,
        bytes: withConfiguration(fixtureBytes(source), 'hvcC', plant(canary)),
        canaries: [canary],
      }
    }),
  )

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

const findChild = (box: Box | undefined, type: string) =>
  box?.children?.find((child) => child.type === type)

/** The first track whose handler is `handler`, and its sample table. */
function sampleTableOf(boxes: readonly Box[], handler: string) {
  const movie = boxes.find((box) => box.type === 'moov')
  const track = movie?.children?.find((trak) => {
    const box = findChild(findChild(trak, 'mdia'), 'hdlr')
    return box && view(box.body).toString('latin1', 8, 12) === handler
  })
  const table = findChild(findChild(findChild(track, 'mdia'), 'minf'), 'stbl')
  if (!table) throw new Error(`no ${handler} track`)
  return table
}

/** Every box at any depth, `change`d where it is of `type`. */
const changedBoxes = (boxes: readonly Box[], type: string, change: (box: Box) => Box): Box[] =>
  boxes.map((box) =>
    box.type === type
      ? change(box)
      : box.children
        ? { ...box, children: changedBoxes(box.children, type, change) }
        : box,
  )

/** The number, from 0, of the first sample of chunk `chunk` (from 0), as stsc runs give it. */
function firstSampleOfChunk(stsc: Uint8Array, chunk: number) {
  const table = view(stsc)
  const runs = Array.from({ length: table.readUInt32BE(4) }, (_, index) => ({
    firstChunk: table.readUInt32BE(8 + index * 12) - 1,
    samples: table.readUInt32BE(12 + index * 12),
  }))
  let sample = 0
  for (let before = 0; before < chunk; before += 1) {
    sample += runs.filter((run) => run.firstChunk <= before).at(-1)?.samples ?? 0
  }
  return sample
}

/**
 * `source` with `unit` put first (or `last`, or where `place` finds in the sample) in the first
 * sample of chunk `chunk` of its first `handler` track: the sample's size grows by it, and
 * every chunk after it moves.
 */
function withSampleOpenedBy(
  source: Uint8Array,
  handler: string,
  unit: Uint8Array,
  chunk = 0,
  place: 'first' | 'last' | ((sample: Uint8Array) => number) = 'first',
) {
  const boxes = readBoxes(source)
  const table = sampleTableOf(boxes, handler)
  const offsets = findChild(table, 'stco')
  const sizes = findChild(table, 'stsz')
  const runs = findChild(table, 'stsc')
  if (!offsets || !sizes || !runs) throw new Error('no stco, stsz or stsc')
  const chunkAt = view(offsets.body).readUInt32BE(8 + chunk * 4)
  const sizeAt = 12 + firstSampleOfChunk(runs.body, chunk) * 4
  const sampleSize = view(sizes.body).readUInt32BE(sizeAt)
  const mdatStart = mdatPayloadStart(boxes)
  const mdat = boxes.find((box) => box.type === 'mdat')?.body ?? new Uint8Array()
  const sample = mdat.subarray(chunkAt - mdatStart, chunkAt - mdatStart + sampleSize)
  const offset = place === 'first' ? 0 : place === 'last' ? sampleSize : place(sample)
  if (offset < 0 || offset > sampleSize) throw new Error('no place for the unit in the sample')
  const at = chunkAt + offset
  const grownSizes = Buffer.from(sizes.body)
  grownSizes.writeUInt32BE(grownSizes.readUInt32BE(sizeAt) + unit.length, sizeAt)
  let planted = changedBoxes(boxes, 'stco', (box) => {
    const body = Buffer.from(box.body)
    for (let index = 0; index < body.readUInt32BE(4); index += 1) {
      const offset = body.readUInt32BE(8 + index * 4)
      if (offset > chunkAt) body.writeUInt32BE(offset + unit.length, 8 + index * 4)
    }
    return { ...box, body }
  })
  planted = changedBoxes(planted, 'stsz', (box) =>
    box.body === sizes.body ? { ...box, body: grownSizes } : box,
  )
  planted = withMdat(planted, (body) =>
    concat(body.subarray(0, at - mdatStart), unit, body.subarray(at - mdatStart)),
  )
  return concat(...planted.map(boxBytes))
}

/**
 * `source` (an H.264 or HEVC MP4 or MOV whose NAL units have 4-byte lengths) with an SEI NAL
 * unit of unregistered user data holding the canary put first in the picture's first sample.
 */
export function withUserDataSeiInFirstSample(
  source: Uint8Array,
  canary: string,
  codec: 'avc' | 'hevc',
) {
  const sei = codec === 'avc' ? avcUserDataSei(canary) : userDataSei(canary)
  return withSampleOpenedBy(source, 'vide', concat(u32be(sei.length), sei))
}

/**
 * `source` (an H.264 MP4 or MOV of several picture chunks) with user data SEI first in the
 * first sample of its last picture chunk, holding `canaries.last`, and of its first, holding
 * `canaries.first` where given: as captions are carried in every frame, or start later.
 */
export function withUserDataSeiInChunks(
  source: Uint8Array,
  canaries: { first?: string; last: string },
) {
  const seiUnitOf = (text: string) => {
    const sei = avcUserDataSei(text)
    return concat(u32be(sei.length), sei)
  }
  const table = sampleTableOf(readBoxes(source), 'vide')
  const offsets = findChild(table, 'stco')
  const lastChunk = (offsets ? view(offsets.body).readUInt32BE(4) : 1) - 1
  if (lastChunk < 1) throw new Error('a single picture chunk')
  const withLater = withSampleOpenedBy(source, 'vide', seiUnitOf(canaries.last), lastChunk)
  return canaries.first
    ? withSampleOpenedBy(withLater, 'vide', seiUnitOf(canaries.first))
    : withLater
}

/**
 * `source` (an H.264 MP4 whose NAL units have 4-byte lengths) with a NAL unit whose header byte
 * is `header` holding `text` last in its picture's first sample, after its slices: filler data
 * (12) or a type decoders ignore.
 */
export function withNalUnitAfterSlices(source: Uint8Array, header: number, text: Uint8Array) {
  const unit = concat(u8(header), text, u8(0x80))
  return withSampleOpenedBy(source, 'vide', concat(u32be(unit.length), unit), 0, 'last')
}

const SUFFIX_SEI = 40

/**
 * `source` (an HEVC MP4 whose NAL units have 4-byte lengths) with a suffix SEI NAL unit of
 * unregistered user data holding the canary last in the picture's first sample, after its
 * slices, where H.265 puts suffix SEI.
 */
export function withSuffixSeiInFirstSample(source: Uint8Array, canary: string) {
  const sei = seiUnit([SUFFIX_SEI << 1, 1], USER_DATA_UNREGISTERED, userDataPayload(canary))
  return withSampleOpenedBy(source, 'vide', concat(u32be(sei.length), sei), 0, 'last')
}

const FILLER_PAYLOAD = 3

/** RBSP bytes escaped as a NAL unit carries them: 03 after two zeros before any byte up to 03. */
function escapedRbsp(rbsp: Uint8Array) {
  const bytes: number[] = []
  let zeros = 0
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      bytes.push(3)
      zeros = 0
    }
    bytes.push(byte)
    zeros = byte === 0 ? zeros + 1 : 0
  }
  return Buffer.from(bytes)
}

/**
 * An H.264 SEI NAL unit whose escaping a careless blanking breaks (H.264 §7.4.1): its user
 * data payload holds 00 00 01 (escaped 00 00 03 01) and ends in two zeros, so the next
 * message's type byte (3, filler: bytes of 255) is escaped too, the 03 that escapes it lying
 * just after the payload.
 */
function escapedUserDataSei(canary: string) {
  const text = planted('encoded by Asha Rao', canary)
  const payload = concat(
    ascii('CANARY-SEI-UUID!'),
    text,
    Buffer.from([0x41, 0, 0, 1]),
    text,
    Buffer.from([0x41, 0, 0]),
  )
  if (payload.length >= 255) throw new Error('the payload is too long for this builder')
  const rbsp = concat(
    Buffer.from([USER_DATA_UNREGISTERED, payload.length]),
    payload,
    Buffer.from([FILLER_PAYLOAD, 2, 0xff, 0xff, 0x80]),
  )
  return concat(Buffer.from(AVC_SEI_HEADER), escapedRbsp(rbsp))
}

/** `source` (an H.264 MP4) with escapedUserDataSei first in its picture's first sample. */
export function withEscapedUserDataSeiInFirstSample(source: Uint8Array, canary: string) {
  const sei = escapedUserDataSei(canary)
  return withSampleOpenedBy(source, 'vide', concat(u32be(sei.length), sei))
}

const USER_DATA_REGISTERED = 4
/**
 * HDR10+ dynamic metadata (SMPTE ST 2094-40 in ITU-T T.35: the United States, Samsung's
 * provider code, its application), its numbers made up: how bright each frame is mastered.
 */
const HDR10_PLUS = Buffer.from([0xb5, 0x00, 0x3c, 0x00, 0x01, 0x04, 0x01, 0x40, 0x0f, 0xa0, 0x11])

/** `source` (an H.264 MP4) with HDR10+ metadata in an SEI first in its picture's first sample. */
export function withHdr10PlusInFirstSample(source: Uint8Array) {
  const sei = seiUnit(AVC_SEI_HEADER, USER_DATA_REGISTERED, HDR10_PLUS)
  return {
    bytes: withSampleOpenedBy(source, 'vide', concat(u32be(sei.length), sei)),
    metadata: HDR10_PLUS,
  }
}

/** AAC's data stream element (ISO/IEC 14496-3 §4.4.2.7): id 4, tag 0, not aligned, a count. */
const DATA_STREAM_ELEMENT = 0x80

/**
 * `source` (an MP4 with AAC sound) with a data stream element holding the canary first in its
 * first frame: two bytes of header, so the elements after it stay on the same bit of a byte.
 */
export const withDataStreamElementInFirstFrame = (source: Uint8Array, canary: string) =>
  withSampleOpenedBy(source, 'soun', dataStreamElementUnit(canary))

/** A data stream element holding the canary, its count in one byte. */
function dataStreamElementUnit(canary: string) {
  const data = planted('Asha Rao', canary)
  if (data.length > 254) throw new Error('the data stream element is too long for this builder')
  return concat(u8(DATA_STREAM_ELEMENT), u8(data.length), data)
}

/** A fill element holding the canary, as FFmpeg's encoder writes its name there. */
const fillElementUnit = (canary: string) =>
  fillElement(concat(ascii('Asha Rao '), canaryBytes(canary)))

/** The elements that can open an AAC frame with text, which decoders skip. */
export const AAC_ELEMENT_UNITS: readonly FrameUnit[] = [
  ['an AAC data stream element', 'aac-dse', dataStreamElementUnit],
  ['an AAC fill element', 'aac-fil', fillElementUnit],
]

/** H.264 user-data SEI, as a sample or a block carries it: after its 4-byte length. */
export const AVC_SEI_UNIT: FrameUnit = [
  'H.264 user-data SEI',
  'avc-sei',
  (canary) => {
    const sei = avcUserDataSei(canary)
    return concat(u32be(sei.length), sei)
  },
]

/** `source` with bytes after the fields of its `type` configuration: the canary. */
export const withConfigurationTail = (source: Uint8Array, type: string, canary: string) =>
  withConfiguration(source, type, configurationTail(canary))

/** A box where it lies in `bytes`: its type, its start and its end. */
interface PlacedBox {
  type: string
  start: number
  end: number
}

function placedBoxes(bytes: Buffer, start: number, end: number): PlacedBox[] {
  const boxes: PlacedBox[] = []
  for (let at = start; at + 8 <= end; at += bytes.readUInt32BE(at)) {
    boxes.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      start: at,
      end: at + bytes.readUInt32BE(at),
    })
  }
  return boxes
}

const placedChild = (bytes: Buffer, parent: PlacedBox, type: string) =>
  placedBoxes(bytes, parent.start + 8, parent.end).find((box) => box.type === type)

/** The track id of the first `vide` track of a movie box. */
function pictureTrackId(bytes: Buffer, moov: PlacedBox) {
  for (const trak of placedBoxes(bytes, moov.start + 8, moov.end).filter(
    (box) => box.type === 'trak',
  )) {
    const mdia = placedChild(bytes, trak, 'mdia')
    const hdlr = mdia && placedChild(bytes, mdia, 'hdlr')
    const tkhd = placedChild(bytes, trak, 'tkhd')
    if (hdlr && tkhd && bytes.toString('latin1', hdlr.start + 16, hdlr.start + 20) === 'vide') {
      return bytes.readUInt32BE(tkhd.start + 20)
    }
  }
  throw new Error('no picture track')
}

// trun's flags: a data offset, first sample flags, and per sample its duration and size.
const TRUN_DATA_OFFSET = 0x1
const TRUN_FIRST_FLAGS = 0x4
const TRUN_SAMPLE_DURATION = 0x100
const TRUN_SAMPLE_SIZE = 0x200

/**
 * A fragmented H.264 MP4 (fragments counting their data from their moof, each run with a data
 * offset, as ffmpeg writes them) with an SEI NAL unit of unregistered user data holding the
 * canary first in the picture's first sample: that sample's size in its run grows by it, the
 * runs after it in the same fragment start further on, and its mdat grows.
 */
export function withUserDataSeiInFirstFragment(source: Uint8Array, canary: string) {
  const bytes = Buffer.from(source)
  const top = placedBoxes(bytes, 0, bytes.length)
  const moov = top.find((box) => box.type === 'moov')
  const moofIndex = top.findIndex((box) => box.type === 'moof')
  const moof = top[moofIndex]
  const mdat = top[moofIndex + 1]
  if (!moov || !moof || mdat?.type !== 'mdat') throw new Error('no moof followed by mdat')
  const sei = avcUserDataSei(canary)
  const unit = concat(u32be(sei.length), sei)
  const picture = pictureTrackId(bytes, moov)
  let insertAt = -1
  for (const traf of placedBoxes(bytes, moof.start + 8, moof.end).filter(
    (box) => box.type === 'traf',
  )) {
    const tfhd = placedChild(bytes, traf, 'tfhd')
    const trun = placedChild(bytes, traf, 'trun')
    if (!tfhd || !trun) throw new Error('a traf without tfhd or trun')
    const flags = bytes.readUInt32BE(trun.start + 8) & 0xffffff
    if (!(flags & TRUN_DATA_OFFSET)) throw new Error('a run without a data offset')
    const offsetAt = trun.start + 16
    const dataStart = moof.start + bytes.readInt32BE(offsetAt)
    if (bytes.readUInt32BE(tfhd.start + 12) === picture && insertAt < 0) {
      insertAt = dataStart
      const sizeAt =
        offsetAt + 4 + (flags & TRUN_FIRST_FLAGS ? 4 : 0) + (flags & TRUN_SAMPLE_DURATION ? 4 : 0)
      if (!(flags & TRUN_SAMPLE_SIZE)) throw new Error('a run without sample sizes')
      bytes.writeUInt32BE(bytes.readUInt32BE(sizeAt) + unit.length, sizeAt)
    } else if (insertAt >= 0 && dataStart >= insertAt) {
      bytes.writeInt32BE(bytes.readInt32BE(offsetAt) + unit.length, offsetAt)
    }
  }
  if (insertAt < 0) throw new Error('no picture run in the first fragment')
  bytes.writeUInt32BE(mdat.end - mdat.start + unit.length, mdat.start)
  return concat(bytes.subarray(0, insertAt), unit, bytes.subarray(insertAt))
}

/**
 * A fragmented MP4 (its runs' data counted from their moof) with bytes after the fields of the
 * first `type` box of its first fragment: the boxes around it grow, and so does every run's
 * data offset in that fragment, as its data now starts further from the moof.
 */
export function withTailInFirstFragment(source: Uint8Array, type: string, canary: string) {
  const bytes = Buffer.from(source)
  const moof = placedBoxes(bytes, 0, bytes.length).find((box) => box.type === 'moof')
  if (!moof) throw new Error('no moof')
  const trafs = placedBoxes(bytes, moof.start + 8, moof.end).filter((box) => box.type === 'traf')
  const traf = trafs.find((box) => placedChild(bytes, box, type))
  const target = traf && placedChild(bytes, traf, type)
  if (!traf || !target) throw new Error(`no ${type} in the first fragment`)
  const tail = planted('Asha Rao', canary)
  for (const run of trafs.map((box) => placedChild(bytes, box, 'trun'))) {
    if (!run || !(bytes.readUInt32BE(run.start + 8) & TRUN_DATA_OFFSET)) continue
    bytes.writeInt32BE(bytes.readInt32BE(run.start + 16) + tail.length, run.start + 16)
  }
  for (const box of [moof, traf, target]) {
    bytes.writeUInt32BE(box.end - box.start + tail.length, box.start)
  }
  return concat(bytes.subarray(0, target.end), tail, bytes.subarray(target.end))
}

/** An MPEG-4 descriptor in `bytes` from `at`: its tag, its content, whole, and where it ends. */
function descriptorAt(bytes: Uint8Array, at: number) {
  let size = 0
  let sizeAt = at + 1
  for (let more = true; more; sizeAt += 1) {
    const byte = bytes[sizeAt] ?? 0
    size = size * 128 + (byte & 0x7f)
    more = (byte & 0x80) !== 0
  }
  const end = sizeAt + size
  return {
    tag: bytes[at] ?? 0,
    content: bytes.subarray(sizeAt, end),
    whole: bytes.subarray(at, end),
  }
}

function descriptorsIn(bytes: Uint8Array) {
  const descriptors = []
  for (let at = 0; at < bytes.length;) {
    const found = descriptorAt(bytes, at)
    descriptors.push(found)
    at += found.whole.length
  }
  return descriptors
}

const descriptor = (tag: number, content: Uint8Array) =>
  concat(u8(tag), descriptorSize(content.length), content)

const DECODER_CONFIG_FIELDS = 13

/**
 * esds with its decoder configuration's content made `change(old)`: the ES descriptor and the
 * decoder configuration are written again with their new sizes.
 */
const withDecoderConfig = (change: (config: Uint8Array) => Uint8Array) => (esds: Buffer) => {
  const header = 8 + 4
  const stream = descriptorAt(esds, header)
  const flags = stream.content[2] ?? 0
  const childrenAt =
    3 +
    (flags & 0x80 ? 2 : 0) +
    (flags & 0x40 ? 1 + (stream.content[3] ?? 0) : 0) +
    (flags & 0x20 ? 2 : 0)
  const children = descriptorsIn(stream.content.subarray(childrenAt)).map((child) =>
    child.tag === 0x04 ? descriptor(0x04, change(child.content)) : child.whole,
  )
  const content = concat(stream.content.subarray(0, childrenAt), ...children)
  return concat(esds.subarray(0, header), descriptor(0x03, content))
}

/** esds with its decoder-specific info (AAC's AudioSpecificConfig) made `change(old)`. */
const withAudioSpecificConfig = (change: (config: Uint8Array) => Uint8Array) =>
  withDecoderConfig((config) => {
    const inner = descriptorsIn(config.subarray(DECODER_CONFIG_FIELDS)).map((info) =>
      info.tag === 0x05 ? descriptor(0x05, change(info.content)) : info.whole,
    )
    return concat(config.subarray(0, DECODER_CONFIG_FIELDS), ...inner)
  })

/**
 * esds whose decoder configuration, which has none, gains decoder-specific info `info`
 * (ISO/IEC 14496-1 §7.2.6.7): as some muxers write MPEG-1 and MPEG-2 video, its sequence header.
 */
export const withDecoderSpecificInfo = (info: Uint8Array) =>
  withDecoderConfig((config) => concat(config, descriptor(0x05, info)))

/**
 * The AudioSpecificConfig of AAC LC `config` gives, its channels given instead by a program
 * config element (ISO/IEC 14496-3 table 4.2) of one front element, a mono or stereo one as
 * `config` says, whose comment is `comment`.
 */
function withProgramConfigComment(config: Uint8Array, comment: Uint8Array) {
  const frequency = (((config[0] ?? 0) & 0x07) << 1) | ((config[1] ?? 0) >> 7)
  const channels = ((config[1] ?? 0) >> 3) & 0x0f
  const LC = 2
  const configuration = packedBits([
    ...[
      [LC, 5],
      [frequency, 4],
      [0, 4],
    ],
    // frameLengthFlag, dependsOnCoreCoder, extensionFlag.
    ...[
      [0, 1],
      [0, 1],
      [0, 1],
    ],
    // The element's tag, its profile (LC), its sampling frequency, one front element.
    ...[
      [0, 4],
      [LC - 1, 2],
      [frequency, 4],
      [1, 4],
    ],
    // No side, back, LFE, data or coupling elements, and no mixdowns.
    ...[
      [0, 4],
      [0, 4],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 1],
      [0, 1],
      [0, 1],
    ],
    // The front element: a pair for stereo, tag 0.
    ...[
      [channels === 2 ? 1 : 0, 1],
      [0, 4],
    ],
  ] as const)
  // The fields above fill 56 bits: the comment starts byte-aligned after its count.
  if (comment.length > 255) throw new Error('the comment is too long for this builder')
  return concat(configuration, u8(comment.length), comment)
}

/**
 * A roll grouping in sgpd version 2 (ISO/IEC 14496-12 §8.9.3): a default entry length, a
 * default description index, then one entry, whose roll distance (-1) is followed by text
 * inside the length the box gives it.
 */
export function rollGroupingVersion2(canary: string) {
  const entry = concat(u16be(0xffff), planted('Asha Rao', canary))
  return leaf(
    'sgpd',
    u8(2),
    new Uint8Array(3),
    ascii('roll'),
    u32be(entry.length),
    u32be(1),
    u32be(1),
    entry,
  )
}

/** Sample dependencies (sdtp), each byte a sample's flags: here text. */
const sampleDependencies = (canary: string) => leaf('sdtp', u32be(0), planted('Asha Rao', canary))

/**
 * QuickTime's wave (in a sound entry whose codec is MPEG-4 audio) with text after the fields
 * of its child `type`: the `mp4a` word, or the zero-type box that ends the list.
 */
const withWaveChildTail = (type: string) => (canary: string) => (wave: Buffer) =>
  concat(
    wave.subarray(0, 8),
    ...readBoxes(wave.subarray(8)).map((child) =>
      boxBytes(
        child.type === type
          ? { ...child, body: concat(child.body, planted('Asha Rao', canary)) }
          : child,
      ),
    ),
  )

/**
 * Places in boxes players read, written from their fields or dropped: ftyp's minor version,
 * sample dependencies, QuickTime's wave, the tail of AAC's configuration and its program
 * config comment.
 */
const BOX_FIELD_PLACES: readonly IsoPlace[] = [
  ['text in ftyp’s minor version', 'ftyp-minor', inField('ftyp', 4, 4)],
  ['sample dependencies (sdtp) made of text', 'sdtp', inside(STBL, sampleDependencies)],
  [
    'bytes after the fields of AAC’s configuration in esds',
    'asc-tail',
    inConfiguration('esds', (canary) =>
      withAudioSpecificConfig((config) => concat(config, planted('Asha Rao', canary))),
    ),
    'esds',
  ],
  [
    'bytes after the mp4a word in QuickTime’s wave',
    'wave-mp4a',
    inConfiguration('wave', withWaveChildTail('mp4a')),
    'wave',
  ],
  [
    'bytes in the box that ends QuickTime’s wave',
    'wave-end',
    inConfiguration('wave', withWaveChildTail('\0\0\0\0')),
    'wave',
  ],
  [
    'a program config element’s comment in AAC’s configuration in esds',
    'asc-pce',
    inConfiguration('esds', (canary) =>
      withAudioSpecificConfig((config) =>
        withProgramConfigComment(config, planted('Asha Rao', canary)),
      ),
    ),
    'esds',
  ],
]

/** ftyp's minor version holds four characters: the canary is these, the same in every file. */
const MINOR_VERSION_CANARY = 'Q#7~'

/** Each MP4, M4A, MOV and 3GP with text in the fields of the boxes BOX_FIELD_PLACES names. */
export const isoBoxFieldCanaryFixtures = () =>
  plantedInSources(BOX_FIELD_PLACES, (tag, format) =>
    tag === 'ftyp-minor' ? MINOR_VERSION_CANARY : `CANARY-${format}-${tag}`,
  )

/** `source` with `box` (whole) put after the first `after` box of each track's first sample entry. */
export const withBoxAfter = (source: Uint8Array, after: string, box: Uint8Array) =>
  planting(
    readBoxes(source),
    (boxes) => ({
      boxes: withConfigurationInTracks(boxes, after, (found) => concat(found, box), false),
    }),
    '',
  )

/** `source` with a roll grouping of sgpd version 2, holding the canary, in its first track. */
export const withRollGroupingVersion2 = (source: Uint8Array, canary: string) =>
  planting(readBoxes(source), inside(STBL, rollGroupingVersion2), canary)

/** `source` (fragmented) with `box` added to its mvex, and everything after moved. */
export const withMovieExtendsBox = (source: Uint8Array, box: Uint8Array) =>
  concat(
    ...readBoxes(source).map((top) =>
      top.type === 'moov'
        ? boxBytes({
            ...top,
            children: (top.children ?? []).map((child) =>
              child.type === 'mvex' ? { ...child, body: concat(child.body, box) } : child,
            ),
          })
        : boxBytes(top),
    ),
  )

/**
 * An lhvC (ISO/IEC 14496-15 §9.6.3), as an MV-HEVC second view's: its five bytes of fields
 * (reserved bits set, 4-byte NAL lengths), one array holding a user-data SEI message with the
 * canary, then the canary again after the arrays.
 */
export function layeredHevcConfiguration(canary: string) {
  const sei = userDataSei(canary)
  const arrays = concat(u8(1), u8(COMPLETE_ARRAY | PREFIX_SEI), u16be(1), u16be(sei.length), sei)
  const body = concat(Buffer.from([1, 0xf0, 0x00, 0xfc, 0xc3]), arrays, planted('Asha Rao', canary))
  return concat(u32be(8 + body.length), ascii('lhvC'), body)
}

/**
 * A place inside coded samples, which decoders skip: its words for the test line, its tag for
 * the canary, how `source` is planted with the canaries, and their names where there are several
 * (each the canary and a suffix), else the canary alone.
 */
type SamplePlace = readonly [
  place: string,
  tag: string,
  plant: (source: Uint8Array, canary: string) => Uint8Array,
  suffixes?: readonly string[],
]

const seiFirst = (codec: 'avc' | 'hevc'): SamplePlace => [
  `${codec === 'avc' ? 'H.264' : 'HEVC'} user-data SEI first in the picture’s first sample`,
  `${codec}-sample-sei`,
  (source, canary) => withUserDataSeiInFirstSample(source, canary, codec),
]

const SUFFIX_SEI_LAST: SamplePlace = [
  'HEVC suffix SEI user data after the slices of the picture’s first sample',
  'hevc-suffix-sei',
  withSuffixSeiInFirstSample,
]

const FIRST_SAMPLE = { vide: 'the picture’s first sample', soun: 'the sound’s first frame' }

/** A unit put in the first sample of the first `handler` track: first, or before its VOP. */
const inFirstSample =
  (handler: 'vide' | 'soun', place: 'first' | 'before its VOP' = 'first') =>
  ([unit, tag, make]: FrameUnit): SamplePlace => [
    `${unit} ${place} in ${FIRST_SAMPLE[handler]}`,
    tag,
    (source, canary) =>
      withSampleOpenedBy(source, handler, make(canary), 0, place === 'first' ? place : vopStart),
  ]

const AAC_ELEMENTS = AAC_ELEMENT_UNITS.map(inFirstSample('soun'))

/** Each source whose coded samples are planted, the streams it decodes, and its places. */
const SAMPLE_SOURCES: readonly (readonly [
  source: string,
  format: 'mp4' | 'm4a' | 'mov',
  streams: readonly DecodedStream[],
  places: readonly SamplePlace[],
])[] = [
  [
    'located.mp4',
    'mp4',
    ['video'],
    [
      seiFirst('avc'),
      [
        'H.264 user-data SEI whose payload and the next message’s type are escaped',
        'escaped-sei',
        withEscapedUserDataSeiInFirstSample,
      ],
    ],
  ],
  [
    'apple-keys.mov',
    'mov',
    ['video', 'audio'],
    [
      seiFirst('avc'),
      [
        'H.264 user-data SEI first in the first and the last picture chunks, as captions are',
        'sei-chunks',
        (source, canary) =>
          withUserDataSeiInChunks(source, { first: `${canary}-first`, last: `${canary}-last` }),
        ['first', 'last'],
      ],
      [
        'H.264 user-data SEI from the last picture chunk on, the first holding none',
        'sei-later-chunk',
        (source, canary) => withUserDataSeiInChunks(source, { last: canary }),
      ],
      ...AAC_ELEMENTS,
    ],
  ],
  ['hevc-silent.mp4', 'mp4', ['video'], [seiFirst('hevc'), SUFFIX_SEI_LAST]],
  ['faces-moving-hevc.mov', 'mov', ['video', 'audio'], [seiFirst('hevc'), SUFFIX_SEI_LAST]],
  [
    'fragmented.mp4',
    'mp4',
    ['video', 'audio'],
    [
      [
        'H.264 user-data SEI first in the picture of the first fragment',
        'fragment-sei',
        withUserDataSeiInFirstFragment,
      ],
    ],
  ],
  ['voice-memo.m4a', 'm4a', ['audio'], AAC_ELEMENTS],
  ['av1-video.mp4', 'mp4', ['video'], AV1_UNITS.map(inFirstSample('vide'))],
  [
    'mpeg4-visual.mp4',
    'mp4',
    ['video'],
    [inFirstSample('vide', 'before its VOP')(MPEG4_USER_DATA_UNIT)],
  ],
]

/**
 * Each MP4, M4A and MOV with text inside its coded samples where decoders skip it: SEI user data
 * before or after a picture's slices, in several chunks or a fragment, and AAC's data stream and
 * fill elements. Blanked where it lies, the cleaned copy decodes as the planted file does.
 */
export const isoSampleCanaryFixtures = (): CanaryFixture[] =>
  SAMPLE_SOURCES.flatMap(([source, format, streams, places]) =>
    places.map(([place, tag, plant, suffixes]) => {
      const canary = `CANARY-${format}-${tag}`
      return {
        source,
        name: `${source}: ${place}`,
        format,
        bytes: plant(fixtureBytes(source), canary),
        canaries: suffixes ? suffixes.map((suffix) => `${canary}-${suffix}`) : [canary],
        pristineMedia: { kind: 'decoded', streams },
      }
    }),
  )
