import { concatBytes } from '@/lib/media/core/bytes'
import { zlibStreamEnd } from './zlibStream'

/** The sequence number an `fdAT` chunk opens with, before its share of the frame's zlib stream. */
export const SEQUENCE_SIZE = 4

/** A data chunk's body, as `start` and `end` offsets in the file. */
export interface DataChunk {
  start: number
  end: number
}

const UNWALKED_PICTURE =
  'The PNG’s picture data could not be walked to its end, so TipWire cannot tell what it holds besides the picture'

/**
 * How much of each chunk of one zlib stream (a picture's `IDAT` chunks, or one animation
 * frame's `fdAT` chunks, whose first `skipped` bytes are their sequence numbers) is kept: up to
 * the stream's end, since decoders stop there. A chunk wholly past the end keeps 0 bytes (it
 * goes). A stream that cannot be walked to its end is not copied on trust: the file is refused.
 */
export function keptStreamLengths(
  bytes: Uint8Array,
  chunks: readonly DataChunk[],
  skipped: number,
) {
  const shares = chunks.map(({ start, end }) => bytes.subarray(start + skipped, end))
  const streamEnd = zlibStreamEnd(concatBytes(shares))
  if (streamEnd === undefined) throw new Error(UNWALKED_PICTURE)
  let offset = 0
  return shares.map((share) => {
    const kept = Math.max(0, Math.min(share.length, streamEnd - offset))
    offset += share.length
    return kept === 0 ? 0 : skipped + kept
  })
}
