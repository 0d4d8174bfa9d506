import { EBML_ID, readUnsigned, type EbmlElement } from './ebml'
import type { FindingRole } from '@/lib/media/core/findings'
import type { ExtraTrackKind } from '@/lib/media/core/mediaTypes'
import type { EbmlReader } from './ebmlReader'
import {
  kept,
  removeOffTheList,
  voidElement,
  walkChildren,
  walkMaster,
  walked,
  type AllowList,
  type ChildRule,
  type MatroskaWalk,
} from './allowList'
import { blockFraming } from './blockOpenings'
import { codecPrivateRule } from './codecPrivate'
import { writeLanguage, writeProjection } from './trackFields'

const ENCRYPTED =
  'The file holds an encrypted track: it cannot be read through to be cleaned, so it is not sent'

/** HDR mastering display: its primaries, white point and luminance. */
const MASTERING_METADATA_ALLOW_LIST: AllowList = new Map(
  kept([0x55d1, 0x55d2, 0x55d3, 0x55d4, 0x55d5, 0x55d6, 0x55d7, 0x55d8, 0x55d9, 0x55da]),
)

/** Matrix, bit depth, subsampling, siting, range, transfer, primaries, MaxCLL, MaxFALL. */
const COLOUR_ALLOW_LIST: AllowList = new Map([
  ...kept([
    0x55b1, 0x55b2, 0x55b3, 0x55b4, 0x55b5, 0x55b6, 0x55b7, 0x55b8, 0x55b9, 0x55ba, 0x55bb, 0x55bc,
    0x55bd,
  ]),
  walked(0x55d0, MASTERING_METADATA_ALLOW_LIST),
])

/** How the picture is drawn: its size, crop, display size, interlacing, stereo and alpha modes. */
const VIDEO_ALLOW_LIST: AllowList = new Map([
  // FlagInterlaced, FieldOrder, StereoMode, AlphaMode, OldStereoMode, PixelWidth, PixelHeight,
  // PixelCrop (bottom, top, left, right), DisplayWidth, DisplayHeight, DisplayUnit,
  // AspectRatioType, UncompressedFourCC, GammaValue, FrameRate.
  ...kept([
    0x9a, 0x9d, 0x53b8, 0x53c0, 0x53b9, 0xb0, 0xba, 0x54aa, 0x54bb, 0x54cc, 0x54dd, 0x54b0, 0x54ba,
    0x54b2, 0x54b3, 0x2eb524, 0x2fb523, 0x2383e3,
  ]),
  walked(0x55b0, COLOUR_ALLOW_LIST),
  [0x7670, { action: 'rewrite', write: writeProjection }],
])

/** SamplingFrequency, OutputSamplingFrequency, Channels, ChannelPositions, BitDepth, Emphasis. */
const AUDIO_ALLOW_LIST: AllowList = new Map(kept([0xb5, 0x78b5, 0x9f, 0x7d7b, 0x6264, 0x52f1]))

/**
 * What a block addition is: its ID and type. Its name is the writer's free text; its extra data
 * (BlockAddIDExtraData, a configuration for additions cleaning drops: only an alpha plane, which
 * needs none, stays) goes as other data.
 */
const BLOCK_ADDITION_MAPPING_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  // BlockAddIDValue, BlockAddIDType.
  ...kept([0x41f0, 0x41e7]),
  [0x41a4, { action: 'void', role: 'text', value: 'text' }],
])

/** Compression (header stripping, zlib) is undone by players; encryption is refused. */
const CONTENT_ENCODING_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  // ContentEncodingOrder, ContentEncodingScope.
  ...kept([0x5031, 0x5032]),
  // ContentEncodingType: 0 is compression, 1 encryption.
  [0x5033, { action: 'refuse', reason: ENCRYPTED, unlessValue: 0 }],
  // ContentCompression: ContentCompAlgo, ContentCompSettings.
  walked(0x5034, new Map(kept([0x4254, 0x4255]))),
  [0x5035, { action: 'refuse', reason: ENCRYPTED }],
])

const CONTENT_ENCODINGS = 0x6d80
const CONTENT_ENCODINGS_ALLOW_LIST: AllowList = new Map([
  walked(0x6240, CONTENT_ENCODING_ALLOW_LIST),
])

/** How planes of other tracks combine into this one (3D) or join one after another. */
const TRACK_OPERATION_ALLOW_LIST: AllowList = new Map([
  // TrackCombinePlanes > TrackPlane > TrackPlaneUID, TrackPlaneType.
  walked(0xe3, new Map([walked(0xe4, new Map(kept([0xe5, 0xe6])))])),
  // TrackJoinBlocks > TrackJoinUID.
  walked(0xe9, new Map(kept([0xed]))),
])

/**
 * A kept track's decoding parameters stay, its languages become `und`; its name and its codec's
 * display name go. Its CodecPrivate's rule depends on its codec (trackEntryAllowList).
 */
const TRACK_ENTRY_ALLOW_LIST: AllowList = new Map<number, ChildRule>([
  ...kept([
    // TrackNumber, TrackUID, TrackType, FlagEnabled, FlagDefault, FlagForced, the
    // accessibility flags, FlagLacing, MinCache, MaxCache, DefaultDuration,
    // DefaultDecodedFieldDuration, TrackTimestampScale, MaxBlockAdditionID, CodecID,
    // AttachmentLink, CodecDecodeAll, TrackOverlay, CodecDelay, SeekPreRoll.
    0xd7, 0x73c5, 0x83, 0xb9, 0x88, 0x55aa, 0x55ab, 0x55ac, 0x55ad, 0x55ae, 0x55af, 0x9c, 0x6de7,
    0x6df8, 0x23e383, 0x234e7a, 0x23314f, 0x55ee, 0x86, 0x7446, 0xaa, 0x6fab, 0x56aa, 0x56bb,
  ]),
  // Language, LanguageBCP47.
  [0x22b59c, { action: 'rewrite', write: writeLanguage }],
  [0x22b59d, { action: 'rewrite', write: writeLanguage }],
  walked(0xe0, VIDEO_ALLOW_LIST),
  walked(0xe1, AUDIO_ALLOW_LIST),
  walked(0x41e4, BLOCK_ADDITION_MAPPING_ALLOW_LIST),
  walked(CONTENT_ENCODINGS, CONTENT_ENCODINGS_ALLOW_LIST),
  walked(0xe2, TRACK_OPERATION_ALLOW_LIST),
  [0x536e, { action: 'void', role: 'text', value: 'text' }],
  [0x258688, { action: 'void', role: 'software', value: 'text' }],
])

export const VIDEO_TRACK = 1
const AUDIO_TRACK = 2
const SUBTITLE_TRACK = 0x11
const METADATA_TRACK = 0x21

/**
 * A TrackEntry's number, type, codec and the codec's configuration, as its children say, and
 * whether its blocks are compressed (ContentEncodings).
 */
export async function describeTrack(reader: EbmlReader, entry: EbmlElement) {
  let number: number | undefined
  let type: number | undefined
  let codec = ''
  let codecPrivate: Uint8Array | undefined
  let compressed = false
  for await (const child of reader.children(entry)) {
    if (child.id === EBML_ID.trackNumber) number = readUnsigned(await reader.data(child))
    else if (child.id === EBML_ID.trackType) type = readUnsigned(await reader.data(child))
    else if (child.id === EBML_ID.codecId) codec = await reader.text(child)
    else if (child.id === EBML_ID.codecPrivate) codecPrivate = (await reader.data(child)).slice()
    else if (child.id === CONTENT_ENCODINGS) compressed = true
  }
  return { number, type, codec, codecPrivate, compressed }
}

/**
 * Picture and sound stay (undefined); any other track is removed as its kind. Players pick a
 * decoder by CodecID, so a track stays only when its CodecID is of the kind its type says.
 */
function removedKind(type: number | undefined, codec: string): ExtraTrackKind | undefined {
  if (type === VIDEO_TRACK && codec.startsWith('V_')) return undefined
  if (type === AUDIO_TRACK && codec.startsWith('A_')) return undefined
  if (type === SUBTITLE_TRACK || codec.startsWith('S_')) return 'subtitleTrack'
  if (type === METADATA_TRACK) return 'metadataTrack'
  return 'dataTrack'
}

const trackEntryAllowList = (codec: string): AllowList =>
  new Map([...TRACK_ENTRY_ALLOW_LIST, [EBML_ID.codecPrivate, codecPrivateRule(codec)]])

async function walkTrackEntry(walk: MatroskaWalk, entry: EbmlElement) {
  const { number, type, codec, codecPrivate, compressed } = await describeTrack(walk.reader, entry)
  const kind = removedKind(type, codec)
  if (kind === undefined && number !== undefined) {
    walk.tracks.kept.add(number)
    walk.tracks.codecs.set(number, codec)
    // Compressed frames (header stripping, zlib) are not the codec's own: they are not read,
    // and what they may hold that decoders skip is said to be left.
    const framing = blockFraming(codec, codecPrivate)
    if (framing && compressed) walk.findings.push({ role: 'other' })
    else if (framing) walk.tracks.framings.set(number, framing)
    return walkMaster(walk, entry, trackEntryAllowList(codec))
  }
  const role: FindingRole = kind ?? 'dataTrack'
  walk.findings.push({ role })
  if (number !== undefined) walk.tracks.removed.add(number)
  voidElement(walk, entry)
}

/**
 * Tracks as the ISO cleaner keeps them: picture and sound stay, read along their allow-lists;
 * subtitles, metadata and any other track are voided, and their blocks are voided in the
 * Clusters (see matroskaClusters.ts).
 */
export async function walkTracks(walk: MatroskaWalk, tracks: EbmlElement) {
  await walkChildren(walk, walk.reader.children(tracks), (child) =>
    child.id === EBML_ID.trackEntry ? walkTrackEntry(walk, child) : removeOffTheList(walk, child),
  )
  walk.tracks.read = true
}
