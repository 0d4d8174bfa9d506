import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'

/** STREAMINFO's length, and where its last field, the MD5 of the decoded sound, starts. */
export const STREAM_INFO_SIZE = 34
export const STREAM_INFO_MD5_AT = 18

/** What STREAMINFO says that frames are checked against. */
export interface StreamFacts {
  maxBlockSize: number
  sampleRate: number
  channels: number
  bitsPerSample: number
  /** 0 where the encoder did not know it. */
  totalSamples: number
}

export function readStreamFacts(streamInfo: Uint8Array): StreamFacts {
  // Sample rate (20 bits), channels - 1 (3), bits per sample - 1 (5), total samples (36).
  const packed = readUint32BE(streamInfo, 10)
  return {
    maxBlockSize: readUint16BE(streamInfo, 2),
    sampleRate: packed >>> 12,
    channels: ((packed >>> 9) & 0x07) + 1,
    bitsPerSample: ((packed >>> 4) & 0x1f) + 1,
    totalSamples: (packed & 0x0f) * 2 ** 32 + readUint32BE(streamInfo, 14),
  }
}

/**
 * STREAMINFO written from its fields: the MD5 of the decoded sound is zeroed, which the format
 * defines as "not computed". A checksum of the sound links the file to every other copy of the
 * recording, and decoders do not need it to play.
 */
export function writtenStreamInfo(streamInfo: Uint8Array) {
  const written = streamInfo.slice(0, STREAM_INFO_SIZE)
  written.fill(0, STREAM_INFO_MD5_AT)
  return written
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
export const isFrameSync = (bytes: Uint8Array, at = 0) =>
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

export interface FrameHeader {
  /** Where the header starts in the bytes it was read from. */
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
export function readFrameHeader(
  bytes: Uint8Array,
  at: number,
  stream: StreamFacts,
): FrameHeader | undefined {
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
export const LONGEST_FRAME_HEADER = 16

/**
 * The most a frame can take: every sample stored verbatim (a side channel has one bit more),
 * plus headers. Encoders' own maximum in STREAMINFO is not trusted to be filled in.
 */
export const largestFrame = ({ maxBlockSize, channels, bitsPerSample }: StreamFacts) =>
  Math.ceil((maxBlockSize * channels * (bitsPerSample + 1)) / 8) + 64 * channels

/**
 * Where the frame starting at `at` in `bytes` may end, as lengths from its start: a frame closes
 * with the CRC-16 of its bytes, so the CRC-16 from its start to its end is zero. That also
 * happens by chance inside it (once in 65536 bytes), so the first end that `isEnd` takes wins;
 * `first` is the first place the CRC-16 closes at all.
 */
export function crc16End(
  bytes: Uint8Array,
  at: number,
  length: number,
  header: FrameHeader,
  isEnd: (length: number) => boolean,
) {
  let crc = 0
  let first: number | undefined
  const end = Math.min(bytes.length, at + length)
  for (let index = at; index < end; index++) {
    crc = ((crc << 8) ^ (CRC16_TABLE[(crc >> 8) ^ (bytes[index] ?? 0)] ?? 0)) & 0xffff
    if (crc !== 0 || index - at <= header.length + 1) continue
    first ??= index + 1 - at
    if (isEnd(index + 1 - at)) return { taken: index + 1 - at, first }
  }
  return { taken: undefined, first }
}
