// WebM and Matroska fixtures: an MKV as ffmpeg writes it with every kind of metadata Matroska
// holds, and a WebM laid out the way a browser's MediaRecorder writes it (Chrome, screen
// recorders): the Segment and every Cluster of "unknown size", no SeekHead and no Cues. ffmpeg
// cannot write that layout, so the WebM is ffmpeg's streams re-wrapped by the small EBML
// writer below.

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ascii, ffmpeg, metadataArgs, utf8 } from './writers.mjs'

// ---------- EBML ----------
// The writer is also the bench's (scripts/bench/phoneFormats.mjs), for its 450 MB WebM.

export const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  title: 0x7ba9,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  audio: 0xe1,
  samplingFrequency: 0xb5,
  channels: 0x9f,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  tags: 0x1254c367,
  tag: 0x7373,
  targets: 0x63c0,
  simpleTag: 0x67c8,
  tagName: 0x45a3,
  tagString: 0x4487,
}

/** What an EBML size of all ones means: the element runs until something that cannot be inside it. */
export const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])

/** An element ID keeps its length marker: 0x1A45DFA3 is written as those four bytes. */
export function idBytes(id) {
  const bytes = []
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return Buffer.from(bytes)
}

/** A size as the shortest EBML variable-size integer (all ones is kept for "unknown"). */
export function sizeBytes(size) {
  let length = 1
  while (size >= 2 ** (7 * length) - 1) length++
  const bytes = Buffer.alloc(length)
  let rest = size
  for (let index = length - 1; index >= 0; index--) {
    bytes[index] = rest % 256
    rest = Math.floor(rest / 256)
  }
  bytes[0] |= 0x80 >> (length - 1)
  return bytes
}

export const element = (id, ...payload) => {
  const data = Buffer.concat(payload)
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data])
}
/** An element whose size is "unknown": with no payload, just the header a recorder streams. */
export const unknownSizeElement = (id, ...payload) =>
  Buffer.concat([idBytes(id), UNKNOWN_SIZE, ...payload])
/** An unsigned integer element of `length` bytes (Chrome writes TimestampScale in three). */
export const uintElement = (id, value, length = 1) => {
  const bytes = Buffer.alloc(length)
  bytes.writeUIntBE(value, 0, length)
  return element(id, bytes)
}
/** A float element of eight bytes. */
export const floatElement = (id, value) => {
  const bytes = Buffer.alloc(8)
  bytes.writeDoubleBE(value)
  return element(id, bytes)
}
/** A SimpleTag naming one tag and its value. */
export const simpleTag = (name, value) =>
  element(ID.simpleTag, element(ID.tagName, ascii(name)), element(ID.tagString, utf8(value)))

/** The elements from `start` to `end`, by their headers (ffmpeg writes every size known). */
function readElements(bytes, start = 0, end = bytes.length) {
  const elements = []
  for (let at = start; at < end;) {
    const idLength = Math.clz32(bytes[at]) - 23
    const id = bytes.readUIntBE(at, idLength)
    const sizeLength = Math.clz32(bytes[at + idLength]) - 23
    const dataStart = at + idLength + sizeLength
    const marked = BigInt(`0x${bytes.subarray(at + idLength, dataStart).toString('hex')}`)
    const size = Number(marked & ((1n << BigInt(7 * sizeLength)) - 1n))
    elements.push({ id, start: at, dataStart, end: dataStart + size })
    at = dataStart + size
  }
  return elements
}

/**
 * ffmpeg's WebM re-wrapped as Chrome's MediaRecorder writes one, with a title in its Info and
 * tags after its last Cluster (where a tagging tool appends them to a recording): Chrome names
 * itself as muxing and writing app, and a recorder cannot know sizes while it streams.
 */
function asMediaRecorderWrites(webm, { title, tags }) {
  const [header, segment] = readElements(webm)
  const children = readElements(webm, segment.dataStart, segment.end)
  const body = (wanted) => children.filter(({ id }) => id === wanted)
  const slice = ({ start, end }) => webm.subarray(start, end)
  const info = element(
    ID.info,
    uintElement(ID.timestampScale, 1000000, 3),
    element(ID.muxingApp, ascii('Chrome')),
    element(ID.writingApp, ascii('Chrome')),
    element(ID.title, utf8(title)),
  )
  const clusters = body(ID.cluster).map((cluster) =>
    unknownSizeElement(ID.cluster, webm.subarray(cluster.dataStart, cluster.end)),
  )
  const tagElement = element(
    ID.tags,
    element(
      ID.tag,
      element(ID.targets),
      ...Object.entries(tags).map(([name, value]) => simpleTag(name, value)),
    ),
  )
  return Buffer.concat([
    slice(header),
    unknownSizeElement(ID.segment, info, ...body(ID.tracks).map(slice), ...clusters, tagElement),
  ])
}

// ---------- the fixtures ----------

const BITEXACT_STREAMS = ['-fflags', '+bitexact', '-flags', '+bitexact']
const SECOND_OF_PICTURE_AND_SOUND = [
  ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
]
const SMALL_OPUS = ['-c:a', 'libopus', '-b:a', '16k', '-ac', '1']
/** Two Clusters rather than one, so a walk has to find where the first one ends. */
const TWO_CLUSTERS = ['-cluster_time_limit', '500']

const CHAPTERS = `;FFMETADATA1
[CHAPTER]
TIMEBASE=1/1000
START=0
END=500
title=Arrival at Harbour Street
[CHAPTER]
TIMEBASE=1/1000
START=500
END=1000
title=Meeting Jane Roe
`

/**
 * An MKV with a title and a creation date in its Info, tags naming the artist, the place and the
 * phone, a named video track, chapters with titles, and a JPEG cover attached.
 */
function taggedMkv(work) {
  const inWork = (name) => join(work, name)
  writeFileSync(inWork('chapters.txt'), CHAPTERS)
  ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=32x24',
      '-frames:v',
      '1',
      '-q:v',
      '8',
      ...BITEXACT_STREAMS,
    ],
    inWork('cover.jpg'),
  )
  return ffmpeg(
    [
      ...SECOND_OF_PICTURE_AND_SOUND,
      ...[
        '-i',
        inWork('chapters.txt'),
        '-t',
        '1',
        '-map',
        '0:v',
        '-map',
        '1:a',
        '-map_chapters',
        '2',
      ],
      ...['-c:v', 'libvpx-vp9', '-b:v', '40k', '-threads', '1', ...SMALL_OPUS, ...BITEXACT_STREAMS],
      ...TWO_CLUSTERS,
      ...metadataArgs({
        title: 'Tip about the harbour',
        creation_time: '2026-03-14T09:41:00Z',
        ARTIST: 'Jane Roe',
        COMMENT: 'Filmed from my flat',
        LOCATION: '+51.5072-000.1276/',
        'com.apple.quicktime.make': 'Apple',
        'com.apple.quicktime.model': 'iPhone 15 Pro',
      }),
      ...['-metadata:s:v', "title=Jane's camera"],
      ...['-attach', inWork('cover.jpg'), '-metadata:s:t', 'mimetype=image/jpeg'],
    ],
    inWork('tagged.mkv'),
  )
}

/** A one-second VP8 and Opus screen recording, as Chrome's MediaRecorder lays it out. */
function screenRecordingWebm(work) {
  const webm = ffmpeg(
    [
      ...SECOND_OF_PICTURE_AND_SOUND,
      ...['-t', '1', '-c:v', 'libvpx', '-b:v', '40k', '-threads', '1', ...SMALL_OPUS],
      ...TWO_CLUSTERS,
      ...['-map_metadata', '-1', ...BITEXACT_STREAMS, '-f', 'webm'],
    ],
    join(work, 'plain.webm'),
  )
  return asMediaRecorderWrites(webm, {
    title: 'Screen recording of the ledger',
    tags: {
      ARTIST: 'Jane Roe',
      COMMENT: 'Recorded at the harbour office',
      LOCATION: '+51.5072-000.1276/',
    },
  })
}

export async function makeMatroskaFixtures(work) {
  return {
    'screen-recording.webm': screenRecordingWebm(work),
    'tagged.mkv': taggedMkv(work),
  }
}
