import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import { asciiBytes, isZero, readUint32LE, writeUint32LE } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import { MIME_BY_FORMAT } from '@/lib/media/core/mediaTypes'
import {
  CHUNK_HEADER_SIZE,
  RIFF_HEADER_SIZE,
  isRiff,
  readRiffChunkHeader,
  riffHeader,
  type RiffChunk,
} from '@/lib/media/core/riffChunks'
import { FACT_SIZE, writtenFormat } from './format'
import { WAV_METADATA_CHUNKS, readWavHiddenDetails, type WavMetadataChunk } from './metadata'

/**
 * The allow-list: the sample format, the sample count of compressed sound, and the sound, the
 * first of each. Every other chunk goes, known or not: any of them (DISP, afsp, umid, JUNK...)
 * can name a person, a place or a device; and so does a second `data` chunk, which no player
 * reads.
 */
const SOUND_CHUNKS = new Set(['fmt ', 'fact', 'data'])

const NO_SOUND = 'The WAV holds no sound data, so there is nothing to send'
const NO_FORMAT =
  'The WAV does not say how its sound is coded (no format chunk), so it cannot be cleaned'

/** A chunk kept: its header anew, its data written from its fields or copied (the sound). */
interface KeptChunk {
  fourCC: string
  data: Uint8Array<ArrayBuffer> | RiffChunk
}

/** What a WAV is made of, as far as cleaning and reading need it. */
interface WavLayout {
  kept: KeptChunk[]
  metadata: WavMetadataChunk[]
  /** Bytes outside the kept fields that hold anything: other chunks, tails, bytes past the RIFF body. */
  otherData: boolean
}

/**
 * Where the RIFF body ends: where its size says, unless that is past the file's end or left
 * unwritten (0, or all ones, by a recorder that stopped or streams).
 */
function riffEnd(header: Uint8Array, fileSize: number) {
  const declared = CHUNK_HEADER_SIZE + readUint32LE(header, 4)
  return declared <= RIFF_HEADER_SIZE || declared > fileSize ? fileSize : declared
}

/** Whether anything but zeros lies from `start` to `end`, read no further than DESCRIBED_BYTES. */
async function holdsData(file: Blob, start: number, end: number) {
  const bytes = await readBytes(file, start, Math.min(end, start + DESCRIBED_BYTES))
  return !isZero(bytes, 0, bytes.length) || end - start > bytes.length
}

/** A sound chunk's data as it is sent, and whether the original held more than that. */
async function keptData(
  file: Blob,
  chunk: RiffChunk,
): Promise<{ data?: KeptChunk['data']; tail: boolean }> {
  const dataStart = chunk.start + CHUNK_HEADER_SIZE
  if (chunk.fourCC === 'data') return { data: chunk, tail: false }
  const data = await readBytes(file, dataStart, chunk.dataEnd)
  if (chunk.fourCC === 'fmt ') {
    const { bytes, tail } = writtenFormat(data)
    return { data: bytes, tail }
  }
  // A fact chunk too short for its sample count says nothing: it goes.
  const fact = data.length < FACT_SIZE ? undefined : data.slice(0, FACT_SIZE)
  return { data: fact, tail: !isZero(data, FACT_SIZE, data.length) }
}

/**
 * A WAV's chunks, found by hopping from header to header up to the end its RIFF size gives:
 * the first `fmt `, `fact` and `data` are kept, `fmt ` and `fact` written from their fields;
 * the heads of the chunks that go are read to say what they held. The sound itself (often
 * tens of megabytes) is never read.
 */
async function readWavLayout(file: Blob): Promise<WavLayout> {
  const header = await readBytes(file, 0, RIFF_HEADER_SIZE)
  if (!isRiff(header, 'WAVE')) throw new Error('Not a WAV')
  const end = riffEnd(header, file.size)
  const layout: WavLayout = { kept: [], metadata: [], otherData: false }
  let position = RIFF_HEADER_SIZE
  while (position + CHUNK_HEADER_SIZE <= end) {
    const found = readRiffChunkHeader(
      await readBytes(file, position, position + CHUNK_HEADER_SIZE),
      position,
    )
    const chunk = { ...found, dataEnd: Math.min(found.dataEnd, file.size) }
    const dataStart = position + CHUNK_HEADER_SIZE
    const isFirst = !layout.kept.some(({ fourCC }) => fourCC === chunk.fourCC)
    if (SOUND_CHUNKS.has(chunk.fourCC) && isFirst) {
      const { data, tail } = await keptData(file, chunk)
      if (data) layout.kept.push({ fourCC: chunk.fourCC, data })
      layout.otherData ||= tail
    } else if (WAV_METADATA_CHUNKS.has(chunk.fourCC)) {
      const data = await readBytes(
        file,
        dataStart,
        Math.min(chunk.dataEnd, dataStart + DESCRIBED_BYTES),
      )
      layout.metadata.push({ fourCC: chunk.fourCC, data })
    } else {
      layout.otherData ||= await holdsData(file, dataStart, chunk.dataEnd)
    }
    position = found.end
  }
  // Bytes after the last whole chunk, or past the RIFF body, are no chunk of this WAV: they go.
  if (position < file.size) layout.otherData ||= await holdsData(file, position, file.size)
  return layout
}

const chunkHeader = (fourCC: string, size: number) => {
  const header = asciiBytes(`${fourCC}\0\0\0\0`)
  writeUint32LE(header, 4, size)
  return header
}

/** A kept chunk as sent: header, data, and a zero pad byte after odd-sized data. */
function sentChunk(file: Blob, { fourCC, data }: KeptChunk) {
  const isBytes = data instanceof Uint8Array
  const size = isBytes ? data.length : data.dataEnd - data.start - CHUNK_HEADER_SIZE
  const body: BlobPart = isBytes ? data : file.slice(data.start + CHUNK_HEADER_SIZE, data.dataEnd)
  const pad = new Uint8Array(size % 2)
  return {
    parts: [chunkHeader(fourCC, size), body, pad],
    length: CHUNK_HEADER_SIZE + size + pad.length,
  }
}

/** The WAV with only its sound chunks, in their order, and the RIFF size made right. */
function withoutWavHiddenDetails(file: Blob, kept: readonly KeptChunk[]) {
  if (!kept.some((chunk) => chunk.fourCC === 'data')) throw new Error(NO_SOUND)
  if (!kept.some((chunk) => chunk.fourCC === 'fmt ')) throw new Error(NO_FORMAT)
  const chunks = kept.map((chunk) => sentChunk(file, chunk))
  const bodyLength = chunks.reduce((total, chunk) => total + chunk.length, 0)
  return new Blob([riffHeader('WAVE', bodyLength), ...chunks.flatMap((chunk) => chunk.parts)], {
    type: MIME_BY_FORMAT.wav,
  })
}

/** What a WAV reveals: its INFO list, bext and ID3 chunks, and whether anything else holds data. */
export const readWavFileDetails = async (file: Blob) =>
  readWavHiddenDetails(await readWavLayout(file))

export async function cleanWav(file: Blob): Promise<Cleaning> {
  const layout = await readWavLayout(file)
  const blob = withoutWavHiddenDetails(file, layout.kept)
  return {
    blob,
    before: readWavHiddenDetails(layout),
    after: readWavHiddenDetails(await readWavLayout(blob)),
  }
}
