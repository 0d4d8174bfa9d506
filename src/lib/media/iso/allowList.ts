import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import type { HiddenDetailField } from '@/lib/media/core/mediaTypes'

/**
 * What an allow-listed box holds, which decides how it is walked and what in it is blanked.
 * table: numbers players read (sample tables, codec configuration), kept as their fields give
 * them (rewrites.ts);
 * container: boxes only; times: mvhd, tkhd, mdhd; the rest are named after their box.
 */
export type BoxShape =
  | 'table'
  | 'container'
  | 'times'
  | 'handler'
  | 'sampleDescriptions'
  | 'sampleEntry'
  | 'dataReferences'
  | 'selfReference'
  | 'track'
  | 'trackFragment'
  | 'mediaData'
  | 'freeSpace'
  | 'codecVendor'

/** Codec configuration a decoder needs, inside a sample entry (ISO/IEC 14496-15, QuickTime). */
const CODEC_CONFIGURATION = [
  'avcC',
  'lhvC',
  'vpcC',
  'dvcC',
  'dvvC',
  'esds',
  'dOps',
  'alac',
  'dac3',
  'dec3',
  'dac4',
  'glbl',
  'pasp',
  'clap',
  'btrt',
  'fiel',
  'gama',
  'chan',
  'mdcv',
  'clli',
  'SmDm',
  'CoLL',
]

const tables = (...types: string[]) =>
  Object.fromEntries(types.map((type) => [type, 'table' as const]))

/**
 * The allow-list: for each box that holds boxes ('file' for the top level), the children
 * playback needs and their shape (ISO/IEC 14496-12 §8, QuickTime File Format). Anything else,
 * at any level, becomes a `free` box of the same size with a zeroed payload: among them the
 * hints players do without: sdtp's sample dependencies (every byte a valid entry, so any text
 * could be one), ssix and leva (a stream's levels, for DASH) and trep (a track's extensions).
 */
const ALLOWED_CHILDREN: Record<string, Record<string, BoxShape>> = {
  file: {
    ...tables('ftyp', 'styp', 'sidx'),
    moov: 'container',
    mdat: 'mediaData',
    moof: 'container',
    mfra: 'container',
  },
  moov: { mvhd: 'times', trak: 'track', mvex: 'container', ...tables('iods') },
  trak: { tkhd: 'times', edts: 'container', mdia: 'container', tapt: 'container' },
  edts: tables('elst'),
  tapt: tables('clef', 'prof', 'enof'),
  // elng, a free-text language, goes: mdhd's code is the one players read.
  mdia: { mdhd: 'times', hdlr: 'handler', minf: 'container' },
  // QuickTime's minf has a second hdlr, the data handler.
  minf: { hdlr: 'handler', dinf: 'container', stbl: 'container', ...tables('vmhd', 'smhd') },
  dinf: { dref: 'dataReferences' },
  dref: { 'url ': 'selfReference', 'urn ': 'selfReference', alis: 'selfReference' },
  stbl: {
    stsd: 'sampleDescriptions',
    ...tables(
      'stts',
      'ctts',
      'cslg',
      'stss',
      'stps',
      'stsc',
      'stsz',
      'stz2',
      'stco',
      'co64',
      'sgpd',
      'sbgp',
      'subs',
      'saiz',
      'saio',
      'padb',
      'stsh',
    ),
  },
  // 3GPP's AMR and H.263 configurations start with the writer's maker code (TS 26.244).
  // Configurations that may carry more than decoding needs are written anew (rewrites.ts):
  // AVC's and HEVC's SEI messages (x265's name and settings), AV1's metadata OBUs, FLAC's
  // comment and picture blocks, and bytes after any configuration's fields.
  sampleEntry: {
    ...tables(...CODEC_CONFIGURATION, 'hvcC', 'av1C', 'dfLa', 'colr'),
    damr: 'codecVendor',
    d263: 'codecVendor',
    wave: 'container',
  },
  // QuickTime sound: `wave` repeats the format, its esds, and ends with a zero-type terminator.
  wave: tables('frma', 'mp4a', 'esds', 'enda', 'chan', '\0\0\0\0'),
  mvex: tables('mehd', 'trex'),
  moof: { ...tables('mfhd'), traf: 'trackFragment' },
  traf: tables('tfhd', 'tfdt', 'trun', 'sgpd', 'sbgp', 'subs', 'saiz', 'saio'),
  mfra: tables('tfra', 'mfro'),
}

// Free space may sit anywhere; editors leave old bytes in it, so its payload is zeroed.
const FREE_SPACE = new Set(['free', 'skip', 'wide'])

/** How a box is walked, or undefined when it is off the allow-list. */
export function shapeOf(parent: string, type: string): BoxShape | undefined {
  if (FREE_SPACE.has(type)) return 'freeSpace'
  if (parent === 'stsd') return 'sampleEntry'
  return ALLOWED_CHILDREN[parent]?.[type]
}

/** The name a box's children are looked up under in ALLOWED_CHILDREN. */
export const childrenKey = (box: IsoBox, shape: BoxShape) =>
  shape === 'sampleEntry' ? 'sampleEntry' : box.type

/** Handler types of the tracks that stay: picture and sound. */
export const KEPT_HANDLERS = new Set(['vide', 'soun'])

const VISUAL_SAMPLE_ENTRY_LENGTH = 78
/** QuickTime sound descriptions grow with their version (0, 1, 2); ISO's is version 0's. */
const SOUND_SAMPLE_ENTRY_LENGTHS = [28, 44, 64]

export const UNKNOWN_STRUCTURE =
  'The file holds a structure TipWire does not know, so it cannot be fully checked'

/** Where a box's children start, or undefined for a box that holds none. */
export function childrenStart(bytes: Uint8Array, box: IsoBox, shape: BoxShape, handler?: string) {
  switch (shape) {
    case 'container':
    case 'track':
    case 'trackFragment':
      return box.payloadStart
    case 'sampleDescriptions':
    case 'dataReferences':
      // Version and flags, then an entry count.
      return box.payloadStart + 8
    case 'sampleEntry': {
      const length =
        handler === 'vide'
          ? VISUAL_SAMPLE_ENTRY_LENGTH
          : SOUND_SAMPLE_ENTRY_LENGTHS[readUint16BE(bytes, box.payloadStart + 8)]
      if (length === undefined || box.payloadStart + length > box.end)
        throw new Error(UNKNOWN_STRUCTURE)
      return box.payloadStart + length
    }
    default:
      return undefined
  }
}

/** Bytes inside an allow-listed box that describe the file but do not play it. */
export interface DescriptiveBytes {
  field: Extract<HiddenDetailField, 'date' | 'software' | 'other'>
  start: number
  end: number
}

/**
 * Sample tables whose length follows from their entry count (ISO/IEC 14496-12 §8.6-8.7):
 * the bytes they use, after version and flags. Whatever follows in the box is not read by
 * players, so it is blanked like free space.
 */
const TABLE_LENGTHS: Record<string, (bytes: Uint8Array, payloadStart: number) => number> = {
  stts: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 8,
  ctts: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 8,
  stss: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 4,
  stps: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 4,
  stsc: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 12,
  stco: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 4,
  co64: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 8,
  stsz: (bytes, at) => 12 + (readUint32BE(bytes, at + 4) ? 0 : readUint32BE(bytes, at + 8) * 4),
  // stz2: a field size in bits (4, 8 or 16) in its reserved word's last byte, then the sizes.
  stz2: (bytes, at) => 12 + Math.ceil((readUint32BE(bytes, at + 8) * (bytes[at + 7] ?? 0)) / 8),
  stsh: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * 8,
  // padb: two samples' padding bits a byte.
  padb: (bytes, at) => 8 + Math.ceil(readUint32BE(bytes, at + 4) / 2),
  elst: (bytes, at) => 8 + readUint32BE(bytes, at + 4) * (bytes[at] === 1 ? 20 : 12),
}

/** A full box's version: 1 means 64-bit times. */
const timesLength = (bytes: Uint8Array, box: IsoBox) => (bytes[box.payloadStart] === 1 ? 16 : 8)

/**
 * What the cleaner blanks and the reader checks: creation and modification times; a handler's
 * name ('Core Media Video' names the phone's software); a sample entry's vendor and compressor
 * name ('Lavc60.31.102 libx264'); free space; anything after a self-reference's flags or
 * after a sample table's entries.
 */
export function descriptiveBytes(
  bytes: Uint8Array,
  box: IsoBox,
  shape: BoxShape,
  handler?: string,
) {
  const at = (field: DescriptiveBytes['field'], from: number, to: number): DescriptiveBytes[] => [
    { field, start: box.payloadStart + from, end: Math.min(box.payloadStart + to, box.end) },
  ]
  switch (shape) {
    case 'times':
      return at('date', 4, 4 + timesLength(bytes, box))
    case 'handler':
      // After version, flags, pre_defined and the handler type: reserved words (QuickTime's
      // manufacturer, 'appl') and the name.
      return at('software', 12, box.end - box.payloadStart)
    case 'sampleEntry':
      // QuickTime's vendor code, then (for pictures) the 32-byte compressor name.
      return [...at('software', 12, 16), ...(handler === 'vide' ? at('software', 42, 74) : [])]
    case 'codecVendor':
      return at('software', 0, 4)
    case 'freeSpace':
      return at('other', 0, box.end - box.payloadStart)
    case 'table': {
      const used = TABLE_LENGTHS[box.type]?.(bytes, box.payloadStart)
      return used !== undefined && used < box.end - box.payloadStart
        ? at('other', used, box.end - box.payloadStart)
        : []
    }
    case 'selfReference':
      return at('other', 4, box.end - box.payloadStart)
    default:
      return []
  }
}

const SELF_CONTAINED = 1
const EXTERNAL_DATA = 'The file takes its media from other files, so it cannot be checked alone'

/** A data reference must say "in this file" (flag 1), or the media lives elsewhere. */
export function checkSelfReference(bytes: Uint8Array, box: IsoBox) {
  if (((bytes[box.payloadStart + 3] ?? 0) & SELF_CONTAINED) === 0) throw new Error(EXTERNAL_DATA)
}
