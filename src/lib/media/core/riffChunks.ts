import { asciiBytes, readAscii, readUint32LE, startsWithAscii, writeUint32LE } from './bytes'

export const RIFF_HEADER_SIZE = 12
export const CHUNK_HEADER_SIZE = 8

/** One RIFF chunk (WebP, WAV): `start` at its FourCC, data up to `dataEnd`, `end` after its padding. */
export interface RiffChunk {
  fourCC: string
  start: number
  dataEnd: number
  end: number
}

export const isRiff = (bytes: Uint8Array, formType: string) =>
  startsWithAscii(bytes, 0, 'RIFF') && startsWithAscii(bytes, 8, formType)

/** The chunk whose 8-byte header is `header`, found at `start` in its file. */
export function readRiffChunkHeader(header: Uint8Array, start: number): RiffChunk {
  const size = readUint32LE(header, 4)
  const dataEnd = start + CHUNK_HEADER_SIZE + size
  // RIFF pads odd-sized chunks to an even length.
  return { fourCC: readAscii(header, 0, 4), start, dataEnd, end: dataEnd + (size % 2) }
}

/** The chunks from `start` to the end of `bytes`, back to back. */
export function parseRiffChunks(bytes: Uint8Array, start: number) {
  const chunks: RiffChunk[] = []
  let position = start
  while (position + CHUNK_HEADER_SIZE <= bytes.length) {
    const chunk = readRiffChunkHeader(
      bytes.subarray(position, position + CHUNK_HEADER_SIZE),
      position,
    )
    chunks.push({ ...chunk, end: Math.min(chunk.end, bytes.length) })
    position = chunk.end
  }
  return chunks
}

/** A RIFF header whose size field counts a body of `bodyLength` bytes after it. */
export function riffHeader(formType: string, bodyLength: number) {
  const header = asciiBytes(`RIFF\0\0\0\0${formType}`)
  writeUint32LE(header, 4, bodyLength + 4)
  return header
}
