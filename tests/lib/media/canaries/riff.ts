import { ascii, concat, u32le, u8, view } from './bytes'
import type { RiffChunk } from './fixture'

/** The chunks after a RIFF header (WAVE, WEBP), in order, without their pad bytes. */
export function riffChunks(bytes: Uint8Array): RiffChunk[] {
  const chunks: RiffChunk[] = []
  const end = Math.min(bytes.length, 8 + view(bytes).readUInt32LE(4))
  for (let position = 12; position + 8 <= end;) {
    const size = view(bytes).readUInt32LE(position + 4)
    const id = view(bytes).toString('latin1', position, position + 4)
    chunks.push({ id, body: bytes.subarray(position + 8, position + 8 + size) })
    position += 8 + size + (size % 2)
  }
  return chunks
}

export const chunkBytes = ({ id, body }: RiffChunk) =>
  concat(ascii(id), u32le(body.length), body, body.length % 2 ? u8(0) : new Uint8Array())

export function riff(form: string, chunks: readonly RiffChunk[]) {
  const body = concat(ascii(form), ...chunks.map(chunkBytes))
  return concat(ascii('RIFF'), u32le(body.length), body)
}

/** `chunks` with `chunk` put at `index`. */
export const withChunk = <Chunk>(chunks: readonly Chunk[], index: number, chunk: Chunk) => [
  ...chunks.slice(0, index),
  chunk,
  ...chunks.slice(index),
]
