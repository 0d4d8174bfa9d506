import type { ByteRange } from '@/lib/media/core/bytes'
import { readSize } from './ebml'

/**
 * A Block's or SimpleBlock's data (RFC 9559 §10.1-10.4): its track number, a 16-bit timestamp,
 * a flags byte whose bits 0x06 say how its frames are laced, then the frames: one, or a count
 * (less one) and their sizes, Xiph-laced (each a run of bytes summed, 255 going on), EBML-laced
 * (the first an EBML number, each next one a signed difference) or all the same size. The last
 * frame takes what is left.
 */
const LACING_BITS = 0x06
const LACING = { none: 0, xiph: 0x02, fixed: 0x04, ebml: 0x06 }
const TIMESTAMP_AND_FLAGS = 3

/**
 * Xiph lacing, in blocks and in a Vorbis CodecPrivate: `count` sizes from `at`, each a run of
 * 255s and a last byte below 255, summed; and where the sizes end.
 */
export function xiphSizes(bytes: Uint8Array, at: number, count: number) {
  const sizes: number[] = []
  let position = at
  for (let frame = 0; frame < count; frame++) {
    let size = 0
    let byte: number
    do {
      byte = bytes[position++] ?? 0
      size += byte
    } while (byte === 255 && position < bytes.length)
    sizes.push(size)
  }
  return { sizes, end: position }
}

/** EBML lacing: the first size as an EBML number, each next as a signed difference from it. */
function ebmlSizes(bytes: Uint8Array, at: number, count: number) {
  const sizes: number[] = []
  let position = at
  for (let frame = 0; frame < count; frame++) {
    const { length, value } = readSize(bytes, position)
    if (value === undefined) return undefined
    position += length
    const previous = sizes.at(-1)
    // A signed EBML number: its unsigned value less half its range (2^(7n-1) - 1).
    sizes.push(previous === undefined ? value : previous + value - (2 ** (7 * length - 1) - 1))
  }
  return { sizes, end: position }
}

/**
 * Where the frames start, and each one's size but the last's, after the lacing header at `at`
 * of a block `blockLength` long.
 */
function lacedSizes(bytes: Uint8Array, at: number, lacing: number, blockLength: number) {
  const count = (bytes[at] ?? 0) + 1
  if (lacing === LACING.xiph) return xiphSizes(bytes, at + 1, count - 1)
  if (lacing === LACING.ebml) return ebmlSizes(bytes, at + 1, count - 1)
  const size = Math.floor((blockLength - at - 1) / count)
  return { sizes: new Array<number>(count - 1).fill(size), end: at + 1 }
}

/**
 * The frames of the block `blockLength` long whose data `bytes` are, or start, as ranges of
 * them: none that starts past the bytes (a block read in part), the last cut where they end, and
 * none where the lacing does not add up.
 */
export function blockFrames(bytes: Uint8Array, blockLength = bytes.length): ByteRange[] {
  const track = readSize(bytes, 0)
  const flagsAt = track.length + TIMESTAMP_AND_FLAGS - 1
  if (flagsAt >= bytes.length) return []
  const lacing = (bytes[flagsAt] ?? 0) & LACING_BITS
  if (lacing === LACING.none) return [{ start: flagsAt + 1, end: bytes.length }]
  const laced = lacedSizes(bytes, flagsAt + 1, lacing, blockLength)
  if (!laced) return []
  const frames: ByteRange[] = []
  let start = laced.end
  const readInPart = bytes.length < blockLength
  for (const size of laced.sizes) {
    if (size < 0) return frames
    // Past the bytes: the frame the read cut, or lacing that does not add up.
    if (start + size > bytes.length) {
      return readInPart && start < bytes.length ? [...frames, { start, end: bytes.length }] : frames
    }
    frames.push({ start, end: start + size })
    start += size
  }
  return [...frames, { start, end: bytes.length }]
}
