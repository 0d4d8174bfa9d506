import type { DecodedStream } from '../decoders'
import { fixtureBytes } from '../loadFixture'
import { AV1_UNITS } from './av1'
import { ascii, concat, crc32, u32le, u8, view } from './bytes'
import {
  ID,
  childOf,
  found,
  leaf,
  master,
  matroskaTree,
  sizeBytes,
  writeEbml,
  type EbmlNode,
} from './ebml'
import { padded, planted, type CanaryFixture, type FrameUnit, type Place } from './fixture'
import { AAC_ELEMENT_UNITS, AVC_SEI_UNIT } from './iso'

/** VP8 picture and Opus sound, as a browser's MediaRecorder writes them. */
const SOURCE = 'screen-recording.webm'

type Tree = ReturnType<typeof matroskaTree>

const LANGUAGE = 0x22b59c
const LANGUAGE_BCP47 = 0x22b59d
const PROJECTION = 0x7670
const PROJECTION_TYPE = 0x7671
const PROJECTION_PRIVATE = 0x7672
const BLOCK_ADDITIONS = 0x75a1
const BLOCK_MORE = 0xa6
const BLOCK_ADD_ID = 0xee
const BLOCK_ADDITIONAL = 0xa5
const CODEC_STATE = 0xa4
const RECTANGULAR = 0
const MESH = 3
/** SegmentUUID, SegmentFamily, PrevUUID and NextUUID are 128 bits. */
const UID_SIZE = 16

const words = (canary: string) => planted('recorded by Asha Rao at 12 MG Road', canary)

const trackOf = ({ tracks }: Tree, codec: string) =>
  found(
    tracks.children.find((entry) =>
      entry.children.some(
        (child) => child.id === ID.codecId && ascii(codec).equals(child.data ?? new Uint8Array()),
      ),
    ),
    `${codec} track`,
  )
const pictureTrack = (tree: Tree) => trackOf(tree, 'V_VP8')
const soundTrack = (tree: Tree) => trackOf(tree, 'A_OPUS')

/** Sets a leaf's data, adding the leaf when the master has none. */
function setLeaf(parent: EbmlNode, id: number, data: Uint8Array) {
  const existing = parent.children.find((child) => child.id === id)
  if (existing) existing.data = data
  else parent.children.push(leaf(id, data))
}

const inInfo = (id: number) => (tree: Tree, canary: string) =>
  setLeaf(childOf(tree.segment, ID.info), id, padded(ascii(canary), UID_SIZE))

/** The first block of a track in the first Cluster, moved into a BlockGroup with `more`. */
const inBlockGroup =
  (trackNumber: number, more: (canary: string) => EbmlNode) => (tree: Tree, canary: string) => {
    const cluster = found(tree.clusters[0], 'first Cluster')
    const index = cluster.children.findIndex(
      (child) => child.id === ID.simpleBlock && child.data?.[0] === (0x80 | trackNumber),
    )
    const data = found(cluster.children[index]?.data, `block of track ${trackNumber}`)
    cluster.children[index] = master(ID.blockGroup, leaf(ID.block, data), more(canary))
  }

const PICTURE = 1
const SOUND = 2

/** Block additions of an ID no codec here defines: a writer's own data beside the picture. */
const blockAdditions = (canary: string) =>
  master(
    BLOCK_ADDITIONS,
    master(BLOCK_MORE, leaf(BLOCK_ADD_ID, [2]), leaf(BLOCK_ADDITIONAL, words(canary))),
  )

/** A block's track number (one byte here), timestamp and flags, before its frames. */
const BLOCK_HEADER = 4
const XIPH_LACING = 0x02
const EBML_LACING = 0x06
const OPUS_CODE_3 = 3
/** A code 3 packet's frame count byte: padding follows, one frame. */
const PADDED_ONE_FRAME = 0x41

/** A padding length as Opus codes it (RFC 6716 §3.2.5): each 255 adds 254 and goes on. */
function opusPaddingLength(length: number) {
  const bytes: number[] = []
  let left = length
  for (; left >= 255; left -= 254) bytes.push(255)
  return Uint8Array.from([...bytes, left])
}

/** A one-frame Opus packet (code 0) made code 3 with `padding` after its frame: the same sound. */
function paddedOpusPacket(packet: Uint8Array, padding: Uint8Array) {
  const toc = found(packet[0], 'TOC byte')
  if ((toc & 3) !== 0) throw new Error('The first Opus packet is not of one frame')
  return concat(
    u8(toc | OPUS_CODE_3),
    u8(PADDED_ONE_FRAME),
    opusPaddingLength(padding.length),
    packet.subarray(1),
    padding,
  )
}

/** The indexes of the first Cluster's SimpleBlocks of a track. */
const simpleBlocksOf = (cluster: EbmlNode, trackNumber: number) =>
  cluster.children.flatMap((child, index) =>
    child.id === ID.simpleBlock && child.data?.[0] === (0x80 | trackNumber) ? [index] : [],
  )

/** The `nth` sound block's Opus packet (from 0) with the canary in its padding. */
const inOpusPadding = (nth: number) => (tree: Tree, canary: string) => {
  const cluster = found(tree.clusters[0], 'first Cluster')
  const index = found(simpleBlocksOf(cluster, SOUND)[nth], `sound block ${nth}`)
  const block = found(cluster.children[index], 'block')
  const data = found(block.data, 'sound block')
  block.data = concat(
    data.subarray(0, BLOCK_HEADER),
    paddedOpusPacket(data.subarray(BLOCK_HEADER), words(canary)),
  )
}

/** The first frame's size as Xiph lacing writes it (a run of 255s, then the rest) and EBML's. */
const FIRST_FRAME_SIZE = {
  xiph: (size: number) =>
    Uint8Array.from([...new Array<number>(Math.floor(size / 255)).fill(255), size % 255]),
  ebml: (size: number) => Uint8Array.from(sizeBytes(size)),
}
const LACING_FLAGS = { xiph: XIPH_LACING, ebml: EBML_LACING }

/**
 * The first two sound blocks laced into one, the canary in the first packet's padding: a laced
 * block's frames are read one by one.
 */
const inLacedOpusPadding = (lacing: 'xiph' | 'ebml') => (tree: Tree, canary: string) => {
  const cluster = found(tree.clusters[0], 'first Cluster')
  const [first, second] = simpleBlocksOf(cluster, SOUND).map((index) =>
    found(cluster.children[index], 'block'),
  )
  const one = found(first?.data, 'first sound block')
  const two = found(second?.data, 'second sound block')
  const padded = paddedOpusPacket(one.subarray(BLOCK_HEADER), words(canary))
  const header = Uint8Array.from([
    ...one.subarray(0, BLOCK_HEADER - 1),
    (one[BLOCK_HEADER - 1] ?? 0) | LACING_FLAGS[lacing],
  ])
  found(first, 'first sound block').data = concat(
    header,
    u8(1),
    FIRST_FRAME_SIZE[lacing](padded.length),
    padded,
    two.subarray(BLOCK_HEADER),
  )
  cluster.children = cluster.children.filter((child) => child !== second)
}

const projection = (type: number, fields: Uint8Array) => (tree: Tree, canary: string) => {
  childOf(pictureTrack(tree), ID.video).children.push(
    master(
      PROJECTION,
      leaf(PROJECTION_TYPE, [type]),
      leaf(PROJECTION_PRIVATE, concat(fields, words(canary))),
    ),
  )
}

const PLACES: Place<Tree, void>[] = [
  [
    'bytes after the OpusHead in the sound track’s CodecPrivate',
    'opus-tail',
    (tree, canary) => {
      const codecPrivate = childOf(soundTrack(tree), ID.codecPrivate)
      codecPrivate.data = concat(found(codecPrivate.data, 'OpusHead'), words(canary))
    },
  ],
  [
    'a CodecPrivate on the VP8 track, which VP8 defines none of',
    'vp8-private',
    (tree, canary) => setLeaf(pictureTrack(tree), ID.codecPrivate, words(canary)),
  ],
  [
    'free text in the sound track’s Language',
    'language',
    (tree, canary) => setLeaf(soundTrack(tree), LANGUAGE, ascii(`Asha Rao ${canary}`)),
  ],
  [
    'free text in the picture track’s LanguageBCP47',
    'bcp47',
    (tree, canary) => setLeaf(pictureTrack(tree), LANGUAGE_BCP47, ascii(`x-asha-${canary}`)),
  ],
  // ffmpeg refuses an equirectangular or cubemap ProjectionPrivate longer than its fields.
  [
    'the ProjectionPrivate of a mesh projection',
    'mesh-private',
    projection(MESH, new Uint8Array()),
  ],
  [
    'a ProjectionPrivate on a rectangular projection, which has none',
    'rect-private',
    projection(RECTANGULAR, new Uint8Array()),
  ],
  ['BlockAdditions of a picture block', 'additions', inBlockGroup(PICTURE, blockAdditions)],
  [
    'CodecState of a sound block',
    'codec-state',
    inBlockGroup(SOUND, (canary) => leaf(CODEC_STATE, words(canary))),
  ],
  ['the padding of the first Opus packet', 'opus-padding', inOpusPadding(0)],
  ['the padding of the fifth Opus packet', 'opus-fifth-padding', inOpusPadding(4)],
  [
    'the padding of an Opus packet in a Xiph-laced block',
    'opus-xiph-laced-padding',
    inLacedOpusPadding('xiph'),
  ],
  [
    'the padding of an Opus packet in an EBML-laced block',
    'opus-ebml-laced-padding',
    inLacedOpusPadding('ebml'),
  ],
  ['the SegmentUUID', 'suid', inInfo(0x73a4)],
  ['the SegmentFamily', 'sfam', inInfo(0x4444)],
  ['the PrevUUID', 'prev', inInfo(0x3cb923)],
  ['the NextUUID', 'next', inInfo(0x3eb923)],
]

const DOC_TYPES = { webm: 'webm', mkv: 'matroska' } as const

/**
 * The screen recording, as a WebM and as an MKV, with a canary in each place Matroska keeps that
 * can hold more than playback needs: codec configurations, languages, projections, block
 * additions, codec states and the IDs that link a recording to others.
 */
export const matroskaCanaryFixtures = (): CanaryFixture[] =>
  (['webm', 'mkv'] as const).flatMap((format) =>
    PLACES.map(([place, tag, plant]) => {
      const canary = `CANARY-${format}-${tag}`
      const tree = matroskaTree(fixtureBytes(SOURCE))
      setLeaf(tree.ebmlHeader, ID.docType, ascii(DOC_TYPES[format]))
      plant(tree, canary)
      return {
        source: SOURCE,
        name: `${SOURCE} as ${format}: ${place}`,
        format,
        bytes: writeEbml([tree.ebmlHeader, tree.segment]),
        canaries: [canary],
        pristineMedia: { kind: 'decoded', streams: ['video', 'audio'] },
      }
    }),
  )

/** Every master's CRC-32 (RFC 9559 §6.2, first in it) made right for what follows it. */
function withChecksumsRight(node: EbmlNode) {
  node.children.forEach(withChecksumsRight)
  const [first, ...rest] = node.children
  if (first?.id === ID.crc32) first.data = u32le(crc32(writeEbml(rest)))
}

/**
 * A Matroska file as FFmpeg writes it, the first block of its `codec` track opened by `unit`:
 * its SeekHead and Cues, whose positions no longer hold, left out (both are optional), and
 * its CRC-32s made right.
 */
function withFirstBlockOpenedBy(bytes: Uint8Array, codec: string, unit: Uint8Array) {
  const tree = matroskaTree(bytes)
  const track = found(childOf(trackOf(tree, codec), ID.trackNumber).data?.[0], 'track number')
  const cluster = found(tree.clusters[0], 'first Cluster')
  const block = found(
    cluster.children[found(simpleBlocksOf(cluster, track)[0], `block of ${codec}`)],
    'block',
  )
  const data = found(block.data, 'block data')
  if ((data[BLOCK_HEADER - 1] ?? 0) & EBML_LACING) throw new Error('a laced block')
  block.data = concat(data.subarray(0, BLOCK_HEADER), unit, data.subarray(BLOCK_HEADER))
  tree.segment.children = tree.segment.children.filter(
    ({ id }) => id !== ID.seekHead && id !== ID.cues,
  )
  withChecksumsRight(tree.segment)
  return writeEbml([tree.ebmlHeader, tree.segment])
}

/** Each MKV FFmpeg wrote whose blocks are planted, the streams it decodes, and its units. */
const BLOCK_SOURCES: readonly (readonly [
  source: string,
  streams: readonly DecodedStream[],
  units: readonly (readonly [codec: string, unit: FrameUnit])[],
])[] = [
  ['av1-video.mkv', ['video'], AV1_UNITS.map((unit) => ['V_AV1', unit] as const)],
  [
    'h264-with-sound.mkv',
    ['video', 'audio'],
    [
      ['V_MPEG4/ISO/AVC', AVC_SEI_UNIT],
      ...AAC_ELEMENT_UNITS.map((unit) => ['A_AAC', unit] as const),
    ],
  ],
]

/**
 * Each MKV with text first in the first block of a track, inside the coded frame, where
 * decoders skip it: AV1 metadata, padding and reserved OBUs, H.264 SEI user data, AAC data
 * stream and fill elements. Blanked where it lies, the cleaned copy decodes as the planted
 * file does.
 */
export const matroskaBlockCanaryFixtures = (): CanaryFixture[] =>
  BLOCK_SOURCES.flatMap(([source, streams, units]) =>
    units.map(([codec, [unit, tag, make]]) => {
      const canary = `CANARY-mkv-${tag}`
      return {
        source,
        name: `${source}: ${unit} first in the ${codec} track’s first block`,
        format: 'mkv',
        bytes: withFirstBlockOpenedBy(fixtureBytes(source), codec, make(canary)),
        canaries: [canary],
        pristineMedia: { kind: 'decoded', streams },
      }
    }),
  )

/** An Ogg file's packets, put together from its pages' lacing (RFC 3533). */
function oggPackets(bytes: Uint8Array) {
  const packets: Uint8Array[] = []
  let open: Uint8Array[] = []
  for (let at = 0; at < bytes.length;) {
    const segments = bytes[at + 26] ?? 0
    let body = at + 27 + segments
    for (const value of bytes.subarray(at + 27, at + 27 + segments)) {
      open.push(bytes.subarray(body, body + value))
      body += value
      if (value < 255) {
        packets.push(concat(...open))
        open = []
      }
    }
    at = body
  }
  return packets
}

/** Packets in Xiph lacing, as Matroska's Vorbis CodecPrivate holds its three headers. */
function xiphLaced(packets: readonly Uint8Array[]) {
  const sizes = packets
    .slice(0, -1)
    .flatMap(({ length }) => [
      ...new Array<number>(Math.floor(length / 255)).fill(255),
      length % 255,
    ])
  return concat(u8(packets.length - 1), Buffer.from(sizes), ...packets)
}

/** A Vorbis comment list (Vorbis, Opus, FLAC): a vendor, and an artist, holding the canary. */
export function vorbisCommentList(canary: string) {
  const vendor = ascii(`recorded by ${canary}`)
  const comment = planted('ARTIST=Asha Rao', canary)
  return concat(u32le(vendor.length), vendor, u32le(1), u32le(comment.length), comment)
}

/** Vorbis's comment header: its type and name, the list, then the framing bit. */
const vorbisComments = (canary: string) =>
  concat(ascii('\x03vorbis'), vorbisCommentList(canary), u8(1))

const VORBIS_SOURCE = 'vorbis.ogg'
/** The identification header's channel count and sample rate. */
const VORBIS_CHANNELS_AT = 11
const VORBIS_RATE_AT = 12

/**
 * vorbis.ogg's sound in a WebM, as a remux writes it, its CodecPrivate's comment header holding
 * the canary, and `setupTail` after its setup header: one Cluster, each packet a SimpleBlock a
 * millisecond after the last.
 */
function vorbisWebm(canary: string, setupTail = new Uint8Array()) {
  const [identification = new Uint8Array(), , setup = new Uint8Array(), ...sound] = oggPackets(
    fixtureBytes(VORBIS_SOURCE),
  )
  const rate = Buffer.alloc(8)
  rate.writeDoubleBE(view(identification).readUInt32LE(VORBIS_RATE_AT))
  const { ebmlHeader } = matroskaTree(fixtureBytes(SOURCE))
  const track = master(
    ID.trackEntry,
    leaf(ID.trackNumber, [1]),
    leaf(0x73c5, [1]),
    leaf(0x83, [2]),
    leaf(ID.codecId, 'A_VORBIS'),
    leaf(
      ID.codecPrivate,
      xiphLaced([identification, vorbisComments(canary), concat(setup, setupTail)]),
    ),
    master(ID.audio, leaf(0xb5, rate), leaf(0x9f, [identification[VORBIS_CHANNELS_AT] ?? 1])),
  )
  const blocks = sound.map((packet, index) =>
    leaf(ID.simpleBlock, concat(Buffer.from([0x81, index >> 8, index & 0xff, 0x80]), packet)),
  )
  const segment = master(
    ID.segment,
    master(ID.info, leaf(0x2ad7b1, [0x0f, 0x42, 0x40])),
    master(ID.tracks, track),
    master(ID.cluster, leaf(0xe7, [0]), ...blocks),
  )
  return writeEbml([ebmlHeader, segment])
}

/**
 * Vorbis sound in a WebM whose CodecPrivate holds a comment header with a vendor and an artist,
 * and one whose setup header is followed by text, which decoders never read.
 */
export const vorbisCanaryFixtures = (): CanaryFixture[] =>
  [
    ['the comment header', 'comments', false],
    ['bytes after the setup header', 'setup-tail', true],
  ].map(([place, tag, afterSetup]) => {
    const canary = `CANARY-webm-vorbis-${tag}`
    return {
      source: VORBIS_SOURCE,
      name: `${VORBIS_SOURCE} in a WebM: ${place} in Vorbis’s CodecPrivate`,
      format: 'webm',
      bytes: vorbisWebm(canary, afterSetup ? planted('Asha Rao', canary) : undefined),
      canaries: [canary],
      pristineMedia: { kind: 'decoded', streams: ['audio'] },
      fileTypeExtension: 'mka',
    }
  })
