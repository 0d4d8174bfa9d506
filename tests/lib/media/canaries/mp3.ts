import { fixtureBytes } from '../loadFixture'
import { ascii, concat, fromSyncsafe, u16be, u32be, u32le, u8, utf16le, view } from './bytes'
import { canaryBytes, padded, planted, type CanaryFixture, type Place } from './fixture'
import { id3v24Tag } from './id3'

// Layer III only, the layer of every MP3 here: kbit/s by bitrate index, Hz by sample-rate index.
const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}
const LAYER_III = 1
const MPEG1 = 3

/** The length of the Layer III frame whose header is at `position`, or 0 where none starts. */
function frameLength(bytes: Uint8Array, position: number) {
  if (position + 4 > bytes.length) return 0
  const header = view(bytes).readUInt32BE(position)
  const version = (header >>> 19) & 3
  const bitrate = (version === MPEG1 ? MPEG1_BITRATES : MPEG2_BITRATES)[(header >>> 12) & 15]
  const sampleRate = SAMPLE_RATES[version]?.[(header >>> 10) & 3]
  const isFrame = header >>> 21 === 0x7ff && ((header >>> 17) & 3) === LAYER_III
  if (!isFrame || !bitrate || !sampleRate) return 0
  const samplesPerFrame = version === MPEG1 ? 1152 : 576
  return Math.floor((samplesPerFrame / 8) * ((bitrate * 1000) / sampleRate)) + ((header >>> 9) & 1)
}

const id3v2End = (bytes: Uint8Array) =>
  ascii('ID3').equals(bytes.subarray(0, 3)) ? 10 + fromSyncsafe(bytes.subarray(6, 10)) : 0

/** Where each audio frame starts, from the end of the leading tag to the first non-frame. */
export function frameStarts(bytes: Uint8Array) {
  const starts: number[] = []
  let position = id3v2End(bytes)
  for (let length = frameLength(bytes, position); length; length = frameLength(bytes, position)) {
    starts.push(position)
    position += length
  }
  return { starts, end: position }
}

const lyrics3v2Field = (id: string, data: Uint8Array) =>
  concat(ascii(`${id}${String(data.length).padStart(5, '0')}`), data)

export function lyrics3v2(canary: string) {
  const body = concat(
    ascii('LYRICSBEGIN'),
    lyrics3v2Field('IND', ascii('10')),
    lyrics3v2Field('AUT', ascii('Asha Rao')),
    lyrics3v2Field('LYR', planted('Recorded at 12 MG Road', canary)),
  )
  return concat(body, ascii(`${String(body.length).padStart(6, '0')}LYRICS200`))
}

const lyrics3v1 = (canary: string) =>
  concat(ascii('LYRICSBEGIN'), planted('Recorded by Asha Rao', canary), ascii('LYRICSEND'))

const APE_HAS_HEADER = 0x80000000
const APE_IS_HEADER = 0x20000000
const APE_BINARY = 1 << 1

const apeItem = (key: string, value: Uint8Array, flags = 0) =>
  concat(u32le(value.length), u32le(flags), ascii(`${key}\0`), value)

/** An APEv2 tag with its header and footer: the artist, and the canary as text and as binary. */
function apeTag(canary: string) {
  const items = concat(
    apeItem('Artist', ascii('Asha Rao')),
    apeItem('Comment', ascii(`Shot near the station ${canary}`)),
    apeItem('Notes', canaryBytes(canary), APE_BINARY),
  )
  const frame = (flags: number) =>
    concat(ascii('APETAGEX'), ...[2000, items.length + 32, 3, flags].map(u32le), new Uint8Array(8))
  return concat(frame((APE_HAS_HEADER | APE_IS_HEADER) >>> 0), items, frame(APE_HAS_HEADER))
}

/** ID3v1: the canary in ASCII as the title (30 bytes), in UTF-16LE as the comment (28). */
const id3v1 = (canary: string) =>
  concat(
    ascii('TAG'),
    padded(ascii(canary), 30),
    padded(ascii('Asha Rao'), 30),
    padded(new Uint8Array(), 30),
    ascii('2026'),
    padded(utf16le(canary), 28),
    u8(0),
    u8(1),
    u8(255),
  )

const junk = (canary: string) => planted('not a frame: asha.rao@example.in', canary)

/** An MPEG-2 Layer III mono frame's side information: 9 bytes, all zero in a frame of silence. */
const MPEG2_MONO_SIDE_INFO = 9
/** MPEG-2 Layer III at 160 kbit/s, the sample rate and mode kept: room for a full Info tag. */
const BITRATE_160 = 14

/**
 * An Info frame as LAME writes it before the sound (its header like the first frame's, with a
 * higher bitrate for room): the Info tag with frame and byte counts, a seek table and a
 * quality, LAME's extension with its version, replay gain, encoder delay and padding, and the
 * canary in the spare bytes after them, where writers leave anything.
 */
function infoFrame(frames: Uint8Array, canary: string) {
  return infoFrameWith(frames, evenSeekTable(), planted('Asha Rao, 12 MG Road', canary))
}

/** Xing's seek table for a stream of frames of one size: its positions evenly spread. */
const evenSeekTable = () =>
  Uint8Array.from({ length: 100 }, (_, index) => Math.floor((index * 256) / 100))

/** The frame header LAME gives its Info frame: the first frame's, at 160 kbit/s. */
function infoHeader(frames: Uint8Array) {
  const header = Buffer.from(frames.subarray(0, 4))
  header[2] = (BITRATE_160 << 4) | ((header[2] ?? 0) & 0x0f)
  return header
}

/** The Info frame above with `toc` as its seek table and `spare` after LAME's extension. */
function infoFrameWith(frames: Uint8Array, toc: Uint8Array, spare: Uint8Array) {
  const header = infoHeader(frames)
  const length = frameLength(header, 0)
  const lame = concat(
    ascii('LAME3.100'),
    u8(0x24),
    u8(80),
    u32le(0),
    Buffer.alloc(4),
    u8(0),
    u8(32),
    Buffer.from([0x24, 0x03, 0xe8]),
    Buffer.alloc(12),
  )
  const tag = concat(
    ascii('Info'),
    Buffer.from([0, 0, 0, 0x0f]),
    Buffer.from(view(u32le(frameStarts(frames).starts.length)).swap32()),
    Buffer.from(view(u32le(frames.length)).swap32()),
    toc,
    Buffer.alloc(4),
    lame,
    spare,
  )
  return padded(concat(header, Buffer.alloc(MPEG2_MONO_SIDE_INFO), tag), length)
}

/** Where Fraunhofer's encoder puts its VBRI tag: 32 bytes after the header, whatever the mode. */
const VBRI_AT = 36
const VBRI_ENTRY_SIZE = 2

/**
 * A VBRI frame as Fraunhofer's encoder writes it before the sound: version, delay, quality,
 * byte and frame counts, then its seek table's layout and `table`, which players read as the
 * sizes of runs of frames.
 */
function vbriFrame(frames: Uint8Array, table: Uint8Array) {
  const header = infoHeader(frames)
  const count = frameStarts(frames).starts.length
  const entries = Math.ceil(table.length / VBRI_ENTRY_SIZE)
  const tag = concat(
    ascii('VBRI'),
    u16be(1),
    u16be(1105),
    u16be(75),
    u32be(frames.length),
    u32be(count),
    u16be(entries),
    u16be(1),
    u16be(VBRI_ENTRY_SIZE),
    u16be(Math.ceil(count / entries)),
    table,
  )
  return padded(concat(padded(header, VBRI_AT), tag), frameLength(header, 0))
}

/**
 * A frame of silence whose body is text: its side information all zeros, so its granules take
 * no main data and decoders play silence, skipping the body. Put before a frame whose main data
 * starts in its own body, so no frame reads the text.
 */
function withSilentTextFrame(frames: Uint8Array, canary: string) {
  return withTextFrame(frames, planted('Asha Rao', canary), false)
}

/**
 * A frame of text put before a frame whose main data starts in its own body, so no other frame
 * reads it: with `asMainData`, its side information's part2_3_length covers the text, which
 * decoders then play as noise; else it is zero, and the text is bytes no decoder reads.
 */
function withTextFrame(frames: Uint8Array, text: Uint8Array, asMainData: boolean) {
  const { starts } = frameStarts(frames)
  const at = starts.find((start, index) => index > 0 && frames[start + 4] === 0) ?? 0
  const length = frameLength(frames, at)
  const sideInfo = Buffer.alloc(MPEG2_MONO_SIDE_INFO)
  // main_data_begin (8 bits) and a private bit, then part2_3_length's 12 bits.
  const bits = asMainData ? (length - 4 - MPEG2_MONO_SIDE_INFO) * 8 : 0
  sideInfo.writeUInt16BE(bits << 3, 1)
  const frame = padded(concat(frames.subarray(at, at + 4), sideInfo, text), length)
  return concat(frames.subarray(0, at), frame, frames.subarray(at))
}

/** The parts of an MP3, so a fixture can put its own bytes between them. */
function mp3Parts(name: string) {
  const bytes = fixtureBytes(name)
  const { starts, end } = frameStarts(bytes)
  const first = starts[0] ?? end
  const middle = starts[Math.floor(starts.length / 2)] ?? end
  return {
    head: bytes.subarray(0, first),
    firstHalf: bytes.subarray(first, middle),
    secondHalf: bytes.subarray(middle, end),
    tail: bytes.subarray(end),
    frames: bytes.subarray(first, end),
  }
}

type Mp3Parts = ReturnType<typeof mp3Parts>

/** Tags are short: the ID3v1 comment holds the canary in UTF-16LE in 28 bytes. */
const TAGGED_PLACES: Place<Mp3Parts>[] = [
  ['ID3v2.4 tag at the start', 'id3v2', (p, c) => concat(id3v24Tag(c), p.frames, p.tail)],
  [
    'junk between the ID3v2 tag and the first frame',
    'junk1',
    (p, c) => concat(p.head, junk(c), p.frames, p.tail),
  ],
  [
    'junk between two frames in the middle',
    'junk2',
    (p, c) => concat(p.head, p.firstHalf, junk(c), p.secondHalf, p.tail),
  ],
  [
    'Lyrics3v2 tag before ID3v1',
    'lyrics2',
    (p, c) => concat(p.head, p.frames, lyrics3v2(c), p.tail),
  ],
  [
    'Lyrics3v1 tag before ID3v1',
    'lyrics1',
    (p, c) => concat(p.head, p.frames, lyrics3v1(c), p.tail),
  ],
  [
    'ID3v2.4 tag with footer appended before ID3v1',
    'id3foot',
    (p, c) => concat(p.head, p.frames, id3v24Tag(c, { footer: true }), p.tail),
  ],
  [
    'ID3v2.4 tag with footer appended at the end',
    'id3last',
    (p, c) => concat(p.head, p.frames, p.tail, id3v24Tag(c, { footer: true })),
  ],
  ['APEv2 tag before ID3v1', 'ape', (p, c) => concat(p.head, p.frames, apeTag(c), p.tail)],
  ['ID3v1 tag', 'v1', (p, c) => concat(p.head, p.frames, id3v1(c))],
  [
    'Info frame with LAME’s extension and text in its spare bytes',
    'info',
    (p, c) => concat(p.head, infoFrame(p.frames, c), p.frames, p.tail),
  ],
  [
    'Info frame whose seek table is text',
    'toc',
    (p, c) =>
      concat(
        p.head,
        infoFrameWith(p.frames, padded(planted('Asha Rao', c), 100), new Uint8Array()),
        p.frames,
        p.tail,
      ),
  ],
  [
    'VBRI frame whose seek table is text',
    'vbri',
    (p, c) => concat(p.head, vbriFrame(p.frames, planted('Asha Rao', c)), p.frames, p.tail),
  ],
  [
    'frame of silence whose body is text',
    'silence',
    (p, c) => concat(p.head, withSilentTextFrame(p.frames, c), p.tail),
  ],
  [
    'frame whose main data is text',
    'maindata',
    (p, c) =>
      concat(
        p.head,
        withTextFrame(p.frames, ascii(`Recorded by Asha Rao ${c} at 12 MG Road`), true),
        p.tail,
      ),
  ],
]

/** Places inside the coded sound, which decoders play: the text stays, and must be named. */
const IN_CODED_SOUND = new Set(['maindata'])
/** Places whose planting adds sound: judged against the planted file's sound. */
const ADDS_SOUND = new Set(['silence', 'info', 'toc', 'vbri', 'maindata'])

const ID3V1_LENGTH = 128

const APE_TAGGED_PLACES: Place<Mp3Parts>[] = [
  [
    'APEv2 tag in place of its own',
    'ape2',
    (p, c) => concat(p.head, p.frames, apeTag(c), p.tail.subarray(-ID3V1_LENGTH)),
  ],
]

function fixturesFrom(source: string, places: Place<Mp3Parts>[]): CanaryFixture[] {
  const parts = mp3Parts(source)
  return places.map(([place, tag, plant]) => {
    const canary = `CANARY-mp3-${tag}`
    return {
      source,
      name: `${source}: ${place}`,
      format: 'mp3',
      bytes: plant(parts, canary),
      canaries: [canary],
      pristineMedia: {
        kind: 'decoded',
        streams: ['audio'],
        ...(!ADDS_SOUND.has(tag) && { asSource: true as const }),
      },
      ...(IN_CODED_SOUND.has(tag) && { inCodedData: true as const }),
    }
  })
}

/** tagged.mp3 and ape-tagged.mp3 with tags and junk wherever bytes other than frames can sit. */
export const mp3CanaryFixtures = () => [
  ...fixturesFrom('tagged.mp3', TAGGED_PLACES),
  ...fixturesFrom('ape-tagged.mp3', APE_TAGGED_PLACES),
]
