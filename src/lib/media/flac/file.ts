import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import { asciiBytes, readUint32BE, startsWithAscii, type ByteRange } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import { shortening } from '@/lib/media/core/frameTally'
import { id3v2TagLength } from '@/lib/media/core/id3Tags'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { readMp3HiddenDetails, walkMp3, type Mp3Layout } from '@/lib/media/mp3'
import {
  fileSource,
  isZeroIn,
  readVorbisComments,
  type ByteSource,
} from '@/lib/media/core/vorbisComments'
import { joinDetails } from '@/lib/media/core/writtenValues'
import { STREAM_INFO_SIZE, isFrameSync, readStreamFacts, writtenStreamInfo } from './frames'
import { seekTargetsIn, writtenSeekTable } from './seekTable'
import { walkFlacFrames, type FlacFrames } from './walk'

export const FLAC_BLOCK = { streamInfo: 0, padding: 1, seekTable: 3, comment: 4, picture: 6 }
/** A metadata block's header: last-block flag and type in one byte, then a 24-bit length. */
export const FLAC_BLOCK_HEADER_SIZE = 4
/** The flag on the last metadata block's type byte, in a FLAC file and in FLAC-in-Ogg alike. */
export const LAST_FLAC_BLOCK = 0x80
const ID3V2_HEADER_SIZE = 10

interface FlacBlock {
  type: number
  /** Where the block's data starts and ends, its header before `start`. */
  data: ByteRange
}

interface FlacLayout {
  blocks: FlacBlock[]
  frames: FlacFrames
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
const NO_FRAMES =
  'The FLAC file holds no audio frames after its metadata, so there is no sound to send'

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
 * A FLAC's metadata blocks, found header to header, the tags before them, the audio frames,
 * walked one by one, and whatever follows the frames.
 */
async function readFlacLayout(file: Blob): Promise<FlacLayout> {
  const { tags, blocks, stream } = await readFlacMetadata(file)
  const start = blocks.at(-1)?.data.end ?? 0
  const frames = isFrameSync(await readBytes(file, start, start + 2))
    ? await walkFlacFrames(file, start, stream)
    : undefined
  if (!frames?.frames.length) throw new Error(NO_FRAMES)
  return { blocks, frames, tags, trailer: { start: frames.end, end: file.size } }
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

/** The seek table as it is and as the copy writes it (seekTable.ts), where there is one. */
async function seekTableOf(file: Blob, { blocks, frames }: FlacLayout) {
  const block = blocks.slice(1).find(({ type }) => type === FLAC_BLOCK.seekTable)
  if (!block) return undefined
  const original = await readBytes(file, block.data.start, block.data.end)
  const audioStart = frames.runs[0]?.start ?? 0
  return { original, written: writtenSeekTable(original, seekTargetsIn(frames, audioStart)) }
}

/** A seek table the copy writes otherwise held points or bytes the stream does not bear out. */
async function describeSeekTable(file: Blob, layout: FlacLayout): Promise<HiddenDetails> {
  const table = await seekTableOf(file, layout)
  const same =
    !table ||
    (table.original.length === table.written.length &&
      table.original.every((byte, index) => byte === table.written[index]))
  return same ? {} : { other: true }
}

async function describeFlacLayout(file: Blob, layout: FlacLayout) {
  const { blocks, tags, trailer, frames } = layout
  const dropped = blocks.slice(1).filter((block) => !keepsFlacBlock(block.type))
  const fromBlocks = await Promise.all(
    dropped.map(({ type, data }) =>
      describeFlacBlock(type, fileSource(file, data.start), data.end - data.start),
    ),
  )
  const fromTrailer = await describeTrailer(file.slice(trailer.start, trailer.end))
  const fromJunk = frames.junk ? { other: true as const } : {}
  const fromSeekTable = await describeSeekTable(file, layout)
  return joinDetails([...fromBlocks, describeTags(tags), fromTrailer, fromJunk, fromSeekTable])
}

/** What a FLAC file reveals, as raw values: its tags, cover pictures and any other block. */
export async function readFlacHiddenDetails(file: Blob) {
  return describeFlacLayout(file, await readFlacLayout(file))
}

/** The blocks the copy keeps, each written from its fields: STREAMINFO, and the seek table. */
async function keptBlocks(file: Blob, layout: FlacLayout) {
  const [streamInfo] = layout.blocks
  const { data } = streamInfo as FlacBlock
  const kept = [
    {
      type: FLAC_BLOCK.streamInfo,
      bytes: writtenStreamInfo(await readBytes(file, data.start, data.end)),
    },
  ]
  const seekTable = await seekTableOf(file, layout)
  if (seekTable?.written.length) kept.push({ type: FLAC_BLOCK.seekTable, bytes: seekTable.written })
  return kept
}

/**
 * The FLAC with STREAMINFO, the seek table and the audio frames only (product.md §7): the
 * blocks written from their fields, the frames copied as they are, bytes between them that are
 * no frame left out, and the last block kept carrying the last-block flag.
 */
export async function cleanFlac(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await readFlacLayout(file)
  const kept = await keptBlocks(file, layout)
  const blob = new Blob(
    [
      asciiBytes('fLaC'),
      ...kept.flatMap(({ type, bytes }, index) => [
        flacBlockHeader(type, bytes.length, index === kept.length - 1),
        bytes,
      ]),
      ...layout.frames.runs.map(({ start, end }) => file.slice(start, end)),
    ],
    { type: mime },
  )
  const shortened = shortening(layout.frames.tally)
  return {
    blob,
    before: await describeFlacLayout(file, layout),
    after: await readFlacHiddenDetails(blob),
    ...(shortened && { shortened }),
  }
}
