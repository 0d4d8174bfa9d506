import { asciiBytes, concatBytes, isZero, startsWithAscii } from '@/lib/media/core/bytes'
import { readVorbisComments, type ByteSource } from '@/lib/media/core/vorbisComments'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { joinDetails } from '@/lib/media/core/writtenValues'
import {
  FLAC_BLOCK,
  FLAC_BLOCK_HEADER_SIZE,
  LAST_FLAC_BLOCK,
  STREAM_INFO_SIZE,
  describeFlacBlock,
  flacBlockHeader,
  writtenStreamInfo,
} from '@/lib/media/flac'
import { writtenVorbisSetup } from '@/lib/media/ogg'
import { UNREADABLE_CODEC_PRIVATE, type WrittenAnew } from './allowList'
import { xiphSizes } from './blockFrames'

const memorySource =
  (bytes: Uint8Array): ByteSource =>
  (start, end) =>
    Promise.resolve(bytes.subarray(start, end))

/**
 * Vorbis in Matroska: its three header packets in Xiph lacing (the count less one, then the
 * sizes of all but the last), the last taking what is left.
 */
function readXiphLacing(data: Uint8Array) {
  const { sizes, end } = xiphSizes(data, 1, data[0] ?? 0)
  const packets: Uint8Array[] = []
  let at = end
  for (const size of sizes) {
    packets.push(data.subarray(at, at + size))
    at += size
  }
  if (at > data.length) throw new Error(UNREADABLE_CODEC_PRIVATE)
  packets.push(data.subarray(at))
  return packets
}

function xiphLacing(packets: readonly Uint8Array[]) {
  const sizes = packets
    .slice(0, -1)
    .flatMap(({ length }) => [
      ...new Array<number>(Math.floor(length / 255)).fill(255),
      length % 255,
    ])
  return concatBytes([Uint8Array.of(packets.length - 1, ...sizes), ...packets])
}

/** The identification header's fields, 30 bytes, the last its framing bit. */
const VORBIS_IDENTIFICATION_SIZE = 30
const VORBIS_MAGIC_SIZE = 7
const VORBIS_FRAMING = 0x01
/** A comment header with no vendor and no comments, then its framing bit. */
const NEUTRAL_COMMENT_HEADER = concatBytes([
  asciiBytes('\x03vorbis'),
  new Uint8Array(8),
  Uint8Array.of(VORBIS_FRAMING),
])

/** What a comment header held: its vendor and comments, and anything after its framing bit. */
async function describeVorbisComments(header: Uint8Array): Promise<HiddenDetails> {
  const { details, end } = await readVorbisComments(
    memorySource(header),
    VORBIS_MAGIC_SIZE,
    header.length,
  )
  return joinDetails([details, isZero(header, end + 1, header.length) ? {} : { other: true }])
}

/**
 * Vorbis's CodecPrivate: the identification header cut to its fields, a comment header with no
 * vendor and no comments, and the setup header (codebooks the decoder reads) cut after its
 * framing bit, as Ogg's. A setup header that cannot be read to its end is refused with why.
 */
export async function writeVorbisPrivate(data: Uint8Array): Promise<WrittenAnew> {
  const [identification, comments, setup, ...more] = readXiphLacing(data)
  if (
    !identification ||
    !comments ||
    !setup ||
    more.length > 0 ||
    !startsWithAscii(identification, 0, '\x01vorbis') ||
    identification.length < VORBIS_IDENTIFICATION_SIZE ||
    !startsWithAscii(comments, 0, '\x03vorbis') ||
    !startsWithAscii(setup, 0, '\x05vorbis')
  ) {
    throw new Error(UNREADABLE_CODEC_PRIVATE)
  }
  const fields = identification.slice(0, VORBIS_IDENTIFICATION_SIZE)
  fields[VORBIS_IDENTIFICATION_SIZE - 1] = VORBIS_FRAMING
  const writtenSetup = writtenVorbisSetup(setup, identification)
  return {
    data: xiphLacing([fields, NEUTRAL_COMMENT_HEADER, writtenSetup.bytes]),
    revealed: joinDetails([
      await describeVorbisComments(comments),
      identification.length > VORBIS_IDENTIFICATION_SIZE || writtenSetup.tail
        ? { other: true }
        : {},
    ]),
  }
}

const FLAC_MAGIC_SIZE = 4

/** FLAC's metadata blocks after 'fLaC', each with its type and data. */
function readFlacBlocks(data: Uint8Array) {
  const blocks: { type: number; data: Uint8Array }[] = []
  let at = FLAC_MAGIC_SIZE
  let last = false
  while (!last && at + FLAC_BLOCK_HEADER_SIZE <= data.length) {
    const [flags = 0, high = 0, middle = 0, low = 0] = data.subarray(
      at,
      at + FLAC_BLOCK_HEADER_SIZE,
    )
    const start = at + FLAC_BLOCK_HEADER_SIZE
    const end = start + ((high << 16) | (middle << 8) | low)
    if (end > data.length) throw new Error(UNREADABLE_CODEC_PRIVATE)
    blocks.push({ type: flags & ~LAST_FLAC_BLOCK, data: data.subarray(start, end) })
    last = (flags & LAST_FLAC_BLOCK) !== 0
    at = end
  }
  return { blocks, end: at }
}

/**
 * FLAC's CodecPrivate: 'fLaC' and STREAMINFO alone, its MD5 zeroed (which means "not
 * computed"), as the last block; every other block (comments, pictures) goes.
 */
export async function writeFlacPrivate(data: Uint8Array): Promise<WrittenAnew> {
  if (!startsWithAscii(data, 0, 'fLaC')) throw new Error(UNREADABLE_CODEC_PRIVATE)
  const { blocks, end } = readFlacBlocks(data)
  const [streamInfo, ...others] = blocks
  if (streamInfo?.type !== FLAC_BLOCK.streamInfo || streamInfo.data.length !== STREAM_INFO_SIZE) {
    throw new Error(UNREADABLE_CODEC_PRIVATE)
  }
  const fields = writtenStreamInfo(streamInfo.data)
  const described = await Promise.all(
    others.map(({ type, data: block }) =>
      describeFlacBlock(type, memorySource(block), block.length),
    ),
  )
  return {
    data: concatBytes([
      asciiBytes('fLaC'),
      flacBlockHeader(FLAC_BLOCK.streamInfo, STREAM_INFO_SIZE, true),
      fields,
    ]),
    revealed: joinDetails([...described, end < data.length ? { other: true } : {}]),
  }
}
