import { DESCRIBED_BYTES, readBytes } from './blobBytes'
import { asciiBytes, readUint32BE, readUint32LE, startsWithAscii, type ByteRange } from './bytes'
import type { Cleaning } from './cleaning'
import { ID3V1_LENGTH, id3v2TagLength } from './id3Tags'
import type { HiddenDetails } from './mediaTypes'
import { readMp3HiddenDetails } from './mp3Tags'
import { APE_FRAME_SIZE, type Mp3Layout } from './mp3Walk'
import { fileSource, isZeroIn, readVorbisComments, type ByteSource } from './vorbisComments'
import { keepFound } from './writtenValues'

export const FLAC_BLOCK = { streamInfo: 0, padding: 1, seekTable: 3, comment: 4, picture: 6 }
/** A metadata block's header: last-block flag and type in one byte, then a 24-bit length. */
export const FLAC_BLOCK_HEADER_SIZE = 4
const LAST_BLOCK = 0x80
const STREAM_INFO_SIZE = 34
const ID3V2_HEADER_SIZE = 10
const APE_HAS_HEADER = 0x80000000

interface FlacBlock {
  type: number
  /** Where the block's data starts and ends, its header before `start`. */
  data: ByteRange
}

interface FlacLayout {
  blocks: FlacBlock[]
  audio: ByteRange
  /** ID3v2 tags before 'fLaC', APE and ID3v1 tags after the frames: FLAC has no place for them. */
  tags: Mp3Layout['tags']
}

/**
 * The allow-list after STREAMINFO: the seek table, whose points count from the first frame, so
 * that dropping the blocks before it moves nothing. Every other block goes, known or not.
 */
export const keepsFlacBlock = (type: number) => type === FLAC_BLOCK.seekTable

/** A metadata block's header, with the last-block flag where asked. */
export function flacBlockHeader(type: number, length: number, isLast: boolean) {
  const header = new Uint8Array(FLAC_BLOCK_HEADER_SIZE)
  header[0] = type | (isLast ? LAST_BLOCK : 0)
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

/** Every field any of `found` holds, the first one's value where several do. */
export const joinDetails = (found: readonly HiddenDetails[]) =>
  keepFound(found.reduceRight<HiddenDetails>((joined, details) => ({ ...joined, ...details }), {}))

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
    blocks.push({ type: (header[0] ?? 0) & ~LAST_BLOCK, data })
    if ((header[0] ?? 0) & LAST_BLOCK) return blocks
    position = data.end
  }
}

/** The ID3v1 and APE tags that taggers append after the last frame, and where the frames end. */
async function readTrailingTags(file: Blob, audioStart: number, tags: FlacLayout['tags']) {
  let end = file.size
  const tail = await readBytes(file, Math.max(audioStart, end - ID3V1_LENGTH - APE_FRAME_SIZE), end)
  if (tail.length >= ID3V1_LENGTH && startsWithAscii(tail, tail.length - ID3V1_LENGTH, 'TAG')) {
    tags.push({ kind: 'id3v1', bytes: tail.slice(tail.length - ID3V1_LENGTH) })
    end -= ID3V1_LENGTH
  }
  const footer = await readBytes(file, Math.max(audioStart, end - APE_FRAME_SIZE), end)
  if (footer.length === APE_FRAME_SIZE && startsWithAscii(footer, 0, 'APETAGEX')) {
    const hasHeader = readUint32LE(footer, 20) >= APE_HAS_HEADER
    const start = end - readUint32LE(footer, 12) - (hasHeader ? APE_FRAME_SIZE : 0)
    if (start < audioStart) throw new Error('The APE tag at the end of the FLAC file is damaged')
    tags.push({
      kind: 'ape',
      bytes: await readBytes(file, start, Math.min(end, start + DESCRIBED_BYTES)),
    })
    end = start
  }
  return end
}

/** A FLAC frame starts with a 14-bit sync code and a reserved zero bit: 0xFFF8 or 0xFFF9. */
const isFrameSync = (bytes: Uint8Array) => bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xfe) === 0xf8

/**
 * A FLAC's metadata blocks, found header to header, the tags around the file, and the run of
 * audio frames between them, which is never read beyond its first two bytes.
 */
async function readFlacLayout(file: Blob): Promise<FlacLayout> {
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
  const start = blocks.at(-1)?.data.end ?? 0
  const end = await readTrailingTags(file, start, tags)
  if (start >= end || !isFrameSync(await readBytes(file, start, start + 2))) {
    throw new Error(
      'The FLAC file holds no audio frames after its metadata, so there is no sound to send',
    )
  }
  return { blocks, audio: { start, end }, tags }
}

/** Tags a FLAC has no place for are other data, at least, even when no field of theirs is read. */
function describeTags(tags: FlacLayout['tags']): HiddenDetails {
  if (tags.length === 0) return {}
  const details = readMp3HiddenDetails({ audio: [], tags, otherData: false })
  return Object.keys(details).length ? details : { other: true }
}

async function describeFlacLayout(file: Blob, { blocks, tags }: FlacLayout) {
  const dropped = blocks.slice(1).filter((block) => !keepsFlacBlock(block.type))
  const fromBlocks = await Promise.all(
    dropped.map(({ type, data }) =>
      describeFlacBlock(type, fileSource(file, data.start), data.end - data.start),
    ),
  )
  return joinDetails([...fromBlocks, describeTags(tags)])
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
