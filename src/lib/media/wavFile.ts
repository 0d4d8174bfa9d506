import { readBytes } from './blobBytes'
import { MIME_BY_FORMAT } from './mediaTypes'
import {
  CHUNK_HEADER_SIZE,
  RIFF_HEADER_SIZE,
  isRiff,
  readRiffChunkHeader,
  riffHeader,
  type RiffChunk,
} from './riffChunks'
import { WAV_METADATA_CHUNKS, type WavMetadataChunk } from './wavMetadata'

/**
 * A WAV's chunks, found by hopping from header to header, and the data of its metadata chunks:
 * the sound itself (often tens of megabytes) is never read.
 */
export async function readWavChunks(file: Blob) {
  if (!isRiff(await readBytes(file, 0, RIFF_HEADER_SIZE), 'WAVE')) throw new Error('Not a WAV')
  const chunks: RiffChunk[] = []
  const metadata: WavMetadataChunk[] = []
  let position = RIFF_HEADER_SIZE
  while (position + CHUNK_HEADER_SIZE <= file.size) {
    const header = await readBytes(file, position, position + CHUNK_HEADER_SIZE)
    const chunk = readRiffChunkHeader(header, position)
    chunks.push({ ...chunk, end: Math.min(chunk.end, file.size) })
    if (WAV_METADATA_CHUNKS.has(chunk.fourCC)) {
      metadata.push({
        fourCC: chunk.fourCC,
        data: await readBytes(file, position + CHUNK_HEADER_SIZE, chunk.dataEnd),
      })
    }
    position = chunk.end
  }
  return { chunks, metadata }
}

/** The WAV with only its sound chunks (fmt, data, fact, cue points...), the RIFF size made right. */
export function withoutWavHiddenDetails(file: Blob, chunks: readonly RiffChunk[]) {
  const kept = chunks.filter((chunk) => !WAV_METADATA_CHUNKS.has(chunk.fourCC))
  const bodyLength = kept.reduce((total, chunk) => total + chunk.end - chunk.start, 0)
  return new Blob(
    [riffHeader('WAVE', bodyLength), ...kept.map((chunk) => file.slice(chunk.start, chunk.end))],
    { type: MIME_BY_FORMAT.wav },
  )
}
