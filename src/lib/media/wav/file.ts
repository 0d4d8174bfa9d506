import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import { isZero } from '@/lib/media/core/bytes'
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
import { WAV_METADATA_CHUNKS, readWavHiddenDetails, type WavMetadataChunk } from './metadata'

/**
 * The allow-list: the sample format, the sample count of compressed sound, and the sound.
 * Every other chunk goes, known or not: any of them (DISP, afsp, umid, JUNK...) can name a
 * person, a place or a device.
 */
const SOUND_CHUNKS = new Set(['fmt ', 'fact', 'data'])

const NO_SOUND = 'The WAV holds no sound data, so there is nothing to send'

/**
 * A WAV's chunks, found by hopping from header to header, and the heads of the chunks that
 * cleaning drops: the sound itself (often tens of megabytes) is never read.
 */
export async function readWavChunks(file: Blob) {
  if (!isRiff(await readBytes(file, 0, RIFF_HEADER_SIZE), 'WAVE')) throw new Error('Not a WAV')
  const chunks: RiffChunk[] = []
  const metadata: WavMetadataChunk[] = []
  let otherData = false
  let position = RIFF_HEADER_SIZE
  while (position + CHUNK_HEADER_SIZE <= file.size) {
    const header = await readBytes(file, position, position + CHUNK_HEADER_SIZE)
    const chunk = readRiffChunkHeader(header, position)
    chunks.push({ ...chunk, end: Math.min(chunk.end, file.size) })
    if (!SOUND_CHUNKS.has(chunk.fourCC)) {
      const dataStart = position + CHUNK_HEADER_SIZE
      const dataEnd = Math.min(chunk.dataEnd, file.size)
      const data = await readBytes(file, dataStart, Math.min(dataEnd, dataStart + DESCRIBED_BYTES))
      if (WAV_METADATA_CHUNKS.has(chunk.fourCC)) metadata.push({ fourCC: chunk.fourCC, data })
      else if (!isZero(data, 0, data.length) || dataEnd - dataStart > data.length) otherData = true
    }
    position = chunk.end
  }
  // Bytes after the last whole chunk header are not a chunk: they go too.
  if (position < file.size) otherData = true
  return { chunks, metadata, otherData }
}

/** The WAV with only its sound chunks, in their order, and the RIFF size made right. */
export function withoutWavHiddenDetails(file: Blob, chunks: readonly RiffChunk[]) {
  const kept = chunks.filter((chunk) => SOUND_CHUNKS.has(chunk.fourCC))
  if (!kept.some((chunk) => chunk.fourCC === 'data')) throw new Error(NO_SOUND)
  const bodyLength = kept.reduce((total, chunk) => total + chunk.end - chunk.start, 0)
  return new Blob(
    [riffHeader('WAVE', bodyLength), ...kept.map((chunk) => file.slice(chunk.start, chunk.end))],
    { type: MIME_BY_FORMAT.wav },
  )
}

/** What a WAV reveals: its INFO list, bext and ID3 chunks. */
export const readWavFileDetails = async (file: Blob) =>
  readWavHiddenDetails(await readWavChunks(file))

export async function cleanWav(file: Blob): Promise<Cleaning> {
  const chunks = await readWavChunks(file)
  const blob = withoutWavHiddenDetails(file, chunks.chunks)
  return {
    blob,
    before: readWavHiddenDetails(chunks),
    after: readWavHiddenDetails(await readWavChunks(blob)),
  }
}
