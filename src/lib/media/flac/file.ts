import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import {
  asciiBytes,
  readUint16BE,
  readUint32BE,
  startsWithAscii,
  type ByteRange,
} from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import { id3v2TagLength } from '@/lib/media/core/id3Tags'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { LYRICS3, readMp3HiddenDetails, walkMp3, type Mp3Layout } from '@/lib/media/mp3'
import {
  fileSource,
  isZeroIn,
  readVorbisComments,
  type ByteSource,
} from '@/lib/media/core/vorbisComments'
import { joinDetails } from '@/lib/media/core/writtenValues'

export const FLAC_BLOCK = { streamInfo: 0, padding: 1, seekTable: 3, comment: 4, picture: 6 }
/** A metadata block's header: last-block flag and type in one byte, then a 24-bit length. */
export const FLAC_BLOCK_HEADER_SIZE = 4
/** The flag on the last metadata block's type byte, in a FLAC file and in FLAC-in-Ogg alike. */
export const LAST_FLAC_BLOCK = 0x80
const STREAM_INFO_SIZE = 34
const ID3V2_HEADER_SIZE = 10

interface FlacBlock {
  type: number
  /** Where the block's data starts and ends, its header before `start`. */
  data: ByteRange
}

interface FlacLayout {
  blocks: FlacBlock[]
  /** From the first frame to the end of the last one. */
  audio: ByteRange
  /** ID3v2 tags before 'fLaC': FLAC has no place for them. */
  tags: Mp3Layout['tags']
  /** Whatever follows the last frame (tags, text, anything): FLAC has no place for it either. */
  trailer: ByteRange
}

/**
 * The allow-list after STREAMINFO: the seek table, whose points count from the first frame, so
 * that dropping the blocks before it moves nothing. Every other block goes, known or not.
 */
export const keepsFlacBlock = (type: number) => type === FLAC_BLOCK.seekTable

/** A metadata block's header, with the last-block flag where asked. */
export function flacBlockHeader(type: number, length: number, isLast: boolean) {
  const header = new Uint8Array(FLAC_BLOCK_HEADER_SIZE)
  header[0] = type | (isLast ? LAST_FLAC_BLOCK : 0)
  header[1] = (length >>> 16) & 0xff
  header[2] = (length >>> 8) & 0xff
  header[3] = length & 0xff
  return header
}

/** What a metadata block cleaning drops reveals; its data is read from `source`, `length` long. */
export async function describeFlacBlock(
  type: number,
  source: ByteSource,
  length: number,
): Promise<HiddenDetails> {
  if (type === FLAC_BLOCK.picture) return { thumbnail: true }
  if (type === FLAC_BLOCK.padding) return (await isZeroIn(source, 0, length)) ? {} : { other: true }
  if (type !== FLAC_BLOCK.comment) return { other: true }
  const { details, end } = await readVorbisComments(source, 0, length)
  return (await isZeroIn(source, end, length)) ? details : { ...details, other: true }
}

const CUT_SHORT = 'The FLAC file is cut short inside its metadata'

async function readId3v2Tags(file: Blob, tags: FlacLayout['tags']) {
  let position = 0
  for (;;) {
    const header = await readBytes(file, position, position + ID3V2_HEADER_SIZE)
    const length = id3v2TagLength(header)
    if (length === 0) return position
    const end = Math.min(file.size, position + length)
    tags.push({
      kind: 'id3v2',
      start: position,
      end,
      bytes: await readBytes(file, position, Math.min(end, position + DESCRIBED_BYTES)),
    })
    position = end
  }
}

async function readBlocks(file: Blob, start: number) {
  const blocks: FlacBlock[] = []
  for (let position = start; ;) {
    const header = await readBytes(file, position, position + FLAC_BLOCK_HEADER_SIZE)
    if (header.length < FLAC_BLOCK_HEADER_SIZE) throw new Error(CUT_SHORT)
    const data = { start: position + FLAC_BLOCK_HEADER_SIZE, end: 0 }
    data.end = data.start + (readUint32BE(header, 0) & 0xffffff)
    if (data.end > file.size) throw new Error(CUT_SHORT)
    blocks.push({ type: (header[0] ?? 0) & ~LAST_FLAC_BLOCK, data })
    if ((header[0] ?? 0) & LAST_FLAC_BLOCK) return blocks
    position = data.end
  }
}

/** What STREAMINFO says that the last frame is checked against. */
interface StreamFacts {
  maxBlockSize: number
  channels: number
  bitsPerSample: number
  /** 0 where the encoder did not know it. */
  totalSamples: number
}

function readStreamFacts(streamInfo: Uint8Array): StreamFacts {
  // Sample rate (20 bits), channels - 1 (3), bits per sample - 1 (5), total samples (36).
  const packed = readUint32BE(streamInfo, 10)
  return {
    maxBlockSize: readUint16BE(streamInfo, 2),
    channels: ((packed >>> 9) & 0x07) + 1,
    bitsPerSample: ((packed >>> 4) & 0x1f) + 1,
    totalSamples: (packed & 0x0f) * 2 ** 32 + readUint32BE(streamInfo, 14),
  }
}

const crcTable = (polynomial: number, width: number) => {
  const top = 1 << (width - 1)
  const mask = (1 << width) - 1
  return Array.from({ length: 256 }, (_, index) => {
    let crc = index << (width - 8)
    for (let bit = 0; bit < 8; bit++) crc = (crc & top ? (crc << 1) ^ polynomial : crc << 1) & mask
    return crc
  })
}
/** A frame header ends with a CRC-8 (polynomial 0x07), a frame with a CRC-16 (0x8005). */
const CRC8_TABLE = crcTable(0x07, 8)
const CRC16_TABLE = crcTable(0x8005, 16)

function crc8(bytes: Uint8Array, start: number, end: number) {
  let crc = 0
  for (let index = start; index < end; index++) crc = CRC8_TABLE[crc ^ (bytes[index] ?? 0)] ?? 0
  return crc
}

/** A FLAC frame starts with a 14-bit sync code and a reserved zero bit: 0xFFF8 or 0xFFF9. */
const isFrameSync = (bytes: Uint8Array, at = 0) =>
  bytes[at] === 0xff && ((bytes[at + 1] ?? 0) & 0xfe) === 0xf8

/** The frame or sample number, coded like UTF-8 in one to seven bytes, and its length. */
function readCodedNumber(bytes: Uint8Array, at: number) {
  const first = bytes[at] ?? 0xff
  const leadingOnes = Math.clz32(~(first << 24))
  const length = Math.max(1, leadingOnes)
  if (leadingOnes === 1 || leadingOnes === 8 || at + length > bytes.length) return undefined
  let value = leadingOnes === 0 ? first : first & (0xff >> (leadingOnes + 1))
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index] ?? 0
    if ((byte & 0xc0) !== 0x80) return undefined
    value = value * 64 + (byte & 0x3f)
  }
  return { value, length }
}

interface FrameHeader {
  start: number
  length: number
  firstSample: number
  blockSize: number
}

/** Block sizes by their 4-bit code; 6 and 7 put the size less one after the coded number. */
function blockSizeOf(code: number) {
  if (code === 1) return 192
  if (code >= 2 && code <= 5) return 576 << (code - 2)
  if (code >= 8) return 256 << (code - 8)
  return undefined
}

/**
 * The frame header at `at`, when its fields are allowed values that agree with STREAMINFO and
 * its CRC-8 checks; undefined otherwise (a sync code inside the sound, or other bytes).
 */
function readFrameHeader(bytes: Uint8Array, at: number, stream: StreamFacts) {
  const [codes = 0, layout = 0] = bytes.subarray(at + 2, at + 4)
  const channelCode = layout >> 4
  const channels = channelCode < 8 ? channelCode + 1 : 2
  const sizeCode = (layout >> 1) & 0x07
  const rateCode = codes & 0x0f
  const number = readCodedNumber(bytes, at + 4)
  if (!isFrameSync(bytes, at) || channelCode > 10 || channels !== stream.channels) return undefined
  if (sizeCode === 3 || layout & 1 || rateCode === 15 || !number) return undefined
  let position = at + 4 + number.length
  const blockCode = codes >> 4
  let blockSize = blockSizeOf(blockCode)
  if (blockCode === 6 || blockCode === 7) {
    blockSize = (blockCode === 6 ? (bytes[position] ?? 0) : readUint16BE(bytes, position)) + 1
    position += blockCode - 5
  }
  position += rateCode === 12 ? 1 : rateCode === 13 || rateCode === 14 ? 2 : 0
  if (!blockSize || position >= bytes.length || crc8(bytes, at, position) !== bytes[position])
    return undefined
  // A fixed-blocksize stream (0xFFF8) numbers its frames, a variable one its samples.
  const variable = ((bytes[at + 1] ?? 0) & 1) === 1
  const firstSample = variable ? number.value : number.value * stream.maxBlockSize
  return { start: at, length: position + 1 - at, firstSample, blockSize }
}

/** The longest frame header: sync, codes, a 7-byte number, 2 bytes of size and of rate, CRC-8. */
const LONGEST_FRAME_HEADER = 16
/** How much of the file's end is read at a time while searching back for the last frame. */
const TAIL_WINDOW = 1024 * 1024

/** Frame headers from the file's end back to `audioStart`, last first, read a window at a time. */
async function* frameHeadersBackwards(file: Blob, audioStart: number, stream: StreamFacts) {
  for (let end = file.size; end > audioStart; end -= TAIL_WINDOW) {
    const start = Math.max(audioStart, end - TAIL_WINDOW)
    const bytes = await readBytes(file, start, Math.min(file.size, end + LONGEST_FRAME_HEADER))
    let index = bytes.lastIndexOf(0xff, end - start - 1)
    while (index >= 0) {
      const header = readFrameHeader(bytes, index, stream)
      if (header) yield { ...header, start: start + index }
      index = index === 0 ? -1 : bytes.lastIndexOf(0xff, index - 1)
    }
  }
}

/**
 * The most a frame can take: every sample stored verbatim (a side channel has one bit more),
 * plus headers. Encoders' own maximum in STREAMINFO is not trusted to be filled in.
 */
const largestFrame = ({ maxBlockSize, channels, bitsPerSample }: StreamFacts) =>
  Math.ceil((maxBlockSize * channels * (bitsPerSample + 1)) / 8) + 64 * channels

const startsTag = (bytes: Uint8Array, at: number) =>
  ['ID3', 'APETAGEX', 'TAG', LYRICS3.begin].some((magic) => startsWithAscii(bytes, at, magic))

/** Every place the CRC-16 from the frame's start to there is zero, as offsets from its start. */
function crc16ZeroEnds(bytes: Uint8Array, length: number, headerLength: number) {
  const ends: number[] = []
  let crc = 0
  for (let index = 0; index < length; index++) {
    crc = ((crc << 8) ^ (CRC16_TABLE[(crc >> 8) ^ (bytes[index] ?? 0)] ?? 0)) & 0xffff
    if (crc === 0 && index > headerLength + 1) ends.push(index + 1)
  }
  return ends
}

/**
 * Where the frame whose header is `header` ends, or undefined: a frame closes with the CRC-16
 * of its bytes, so the CRC-16 from its start to its end is zero. That also happens by chance
 * inside it (once in 65536 bytes), so the end taken is the first that the file's end or a tag
 * follows; failing that (unknown bytes follow), the first: at worst the last frame is cut
 * short, and the bytes after the cut are dropped and reported, never kept.
 */
async function frameEnd(file: Blob, header: FrameHeader, stream: StreamFacts) {
  const limit = Math.min(file.size, header.start + largestFrame(stream))
  const bytes = await readBytes(file, header.start, limit + LONGEST_FRAME_HEADER)
  const ends = crc16ZeroEnds(bytes, limit - header.start, header.length)
  const end = ends.find((at) => header.start + at === file.size || startsTag(bytes, at)) ?? ends[0]
  return end === undefined ? undefined : header.start + end
}

/**
 * Where the last frame ends, found from the file's end rather than by walking every frame
 * (which means reading all the sound, since a header does not say how long its frame is):
 * searching back, the first header whose CRC-8 checks, that closes the stream (its samples end
 * at STREAMINFO's total, where that is known) and whose frame's CRC-16 closes within the file
 * is the last frame. A false header in the bytes after the frames would need a sync code, a
 * right CRC-8, fields that agree with STREAMINFO, the stream's last sample number and a right
 * CRC-16, all by chance; and no frame follows the last, so nothing after it is sound.
 */
async function findFramesEnd(file: Blob, audioStart: number, stream: StreamFacts) {
  for await (const header of frameHeadersBackwards(file, audioStart, stream)) {
    const samplesEnd = header.firstSample + header.blockSize
    if (stream.totalSamples !== 0 && samplesEnd !== stream.totalSamples) continue
    const end = await frameEnd(file, header, stream)
    if (end !== undefined) return end
  }
  throw new Error(
    'The FLAC file’s last audio frame cannot be found (it may be cut short), so it cannot be cleaned',
  )
}

/** The ID3v2 tags before 'fLaC', the metadata blocks, and STREAMINFO's facts. */
async function readFlacMetadata(file: Blob) {
  const tags: FlacLayout['tags'] = []
  const marker = await readId3v2Tags(file, tags)
  if (!startsWithAscii(await readBytes(file, marker, marker + 4), 0, 'fLaC')) {
    throw new Error('Not a FLAC file: it does not start with "fLaC"')
  }
  const blocks = await readBlocks(file, marker + 4)
  const [streamInfo] = blocks
  if (
    streamInfo?.type !== FLAC_BLOCK.streamInfo ||
    streamInfo.data.end - streamInfo.data.start !== STREAM_INFO_SIZE
  ) {
    throw new Error('The FLAC file does not begin with its stream description (STREAMINFO)')
  }
  const stream = readStreamFacts(await readBytes(file, streamInfo.data.start, streamInfo.data.end))
  return { tags, blocks, stream }
}

/**
 * A FLAC's metadata blocks, found header to header, the tags before them, the audio frames, of
 * which only the first header and the last frame are read, and whatever follows the frames.
 */
async function readFlacLayout(file: Blob): Promise<FlacLayout> {
  const { tags, blocks, stream } = await readFlacMetadata(file)
  const start = blocks.at(-1)?.data.end ?? 0
  if (start >= file.size || !isFrameSync(await readBytes(file, start, start + 2))) {
    throw new Error(
      'The FLAC file holds no audio frames after its metadata, so there is no sound to send',
    )
  }
  const end = await findFramesEnd(file, start, stream)
  return { blocks, audio: { start, end }, tags, trailer: { start: end, end: file.size } }
}

/** Tags are small beside their pictures, which are stepped over; more than this is walked no further. */
const WALKED_TRAILER = 4 * 1024 * 1024

/**
 * What follows the frames, read as an MP3's tags are (ID3v2 with its footer, APE, Lyrics3,
 * ID3v1); any byte set that is no tag is other data, and so is anything that looks like sound
 * or lies beyond the part walked. All of it goes either way.
 */
async function describeTrailer(trailer: Blob): Promise<HiddenDetails> {
  if (trailer.size === 0) return {}
  const layout = await walkMp3(trailer.slice(0, WALKED_TRAILER))
  const otherData = layout.otherData || layout.audio.length > 0 || trailer.size > WALKED_TRAILER
  const details = readMp3HiddenDetails({ ...layout, otherData })
  return Object.keys(details).length || layout.tags.length === 0 ? details : { other: true }
}

/** Tags a FLAC has no place for are other data, at least, even when no field of theirs is read. */
function describeTags(tags: FlacLayout['tags']): HiddenDetails {
  if (tags.length === 0) return {}
  const details = readMp3HiddenDetails({ tags, otherData: false })
  return Object.keys(details).length ? details : { other: true }
}

async function describeFlacLayout(file: Blob, { blocks, tags, trailer }: FlacLayout) {
  const dropped = blocks.slice(1).filter((block) => !keepsFlacBlock(block.type))
  const fromBlocks = await Promise.all(
    dropped.map(({ type, data }) =>
      describeFlacBlock(type, fileSource(file, data.start), data.end - data.start),
    ),
  )
  const fromTrailer = await describeTrailer(file.slice(trailer.start, trailer.end))
  return joinDetails([...fromBlocks, describeTags(tags), fromTrailer])
}

/** What a FLAC file reveals, as raw values: its tags, cover pictures and any other block. */
export async function readFlacHiddenDetails(file: Blob) {
  return describeFlacLayout(file, await readFlacLayout(file))
}

/**
 * The FLAC with STREAMINFO, the seek table and the audio frames only (product.md §7): the
 * frames are copied as they are, and the last block kept carries the last-block flag.
 */
export async function cleanFlac(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await readFlacLayout(file)
  const [streamInfo, ...rest] = layout.blocks
  const seekTable = rest.find((block) => keepsFlacBlock(block.type))
  const kept = [streamInfo, seekTable].filter((block) => block !== undefined)
  const blob = new Blob(
    [
      asciiBytes('fLaC'),
      ...kept.flatMap(({ type, data }, index) => [
        flacBlockHeader(type, data.end - data.start, index === kept.length - 1),
        file.slice(data.start, data.end),
      ]),
      file.slice(layout.audio.start, layout.audio.end),
    ],
    { type: mime },
  )
  return {
    blob,
    before: await describeFlacLayout(file, layout),
    after: await readFlacHiddenDetails(blob),
  }
}
