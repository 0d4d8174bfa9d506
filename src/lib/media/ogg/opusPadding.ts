import { concatBytes, isZero, type ByteRange } from '@/lib/media/core/bytes'
import type { OggPage } from './pages'

/**
 * Opus packets (RFC 6716 §3.2): a TOC byte whose last two bits give the framing; code 3 adds a
 * frame count byte whose second bit says padding follows, its length coded in the next bytes
 * (each 255 adds 254 and another byte follows). The padding is the packet's last bytes, and
 * decoders skip it, whatever it holds: text can hide there.
 */
const CODE_3 = 3
const HAS_PADDING = 0x40
const VBR = 0x80
const FRAME_COUNT = 0x3f

/** A frame length of a self-delimited or VBR packet: one byte under 252, else two. */
function frameLength(packet: Uint8Array, at: number) {
  const first = packet[at] ?? 0
  return first < 252
    ? { value: first, size: 1 }
    : { value: first + 4 * (packet[at + 1] ?? 0), size: 2 }
}

/**
 * The padding of the Opus packet at `at` in `packet`, as a range of it, and where the packet
 * ends: a self-delimited one (each but the last stream of a multistream packet, RFC 6716
 * appendix B) by its lengths, an undelimited one at the end of `packet`. Undefined where the
 * packet does not parse.
 */
function paddingOf(packet: Uint8Array, at: number, selfDelimited: boolean) {
  const toc = packet[at] ?? 0
  const code = toc & 3
  let position = at + 1
  let padding = 0
  let frames = code === 0 ? 1 : 2
  let vbr = code === 2
  if (code === CODE_3) {
    const count = packet[position++] ?? 0
    frames = count & FRAME_COUNT
    vbr = (count & VBR) !== 0
    for (let more = (count & HAS_PADDING) !== 0; more;) {
      const value = packet[position++] ?? 0
      padding += value === 255 ? 254 : value
      more = value === 255
    }
  }
  if (!selfDelimited) {
    const end = packet.length
    return end - padding < position ? undefined : { padding: { start: end - padding, end }, end }
  }
  // Self-delimited: every frame's length is written, the last too; CBR frames share one.
  const lengths: number[] = []
  const written = vbr ? frames : 1
  for (let index = 0; index < written; index++) {
    const { value, size } = frameLength(packet, position)
    lengths.push(value)
    position += size
  }
  const frameBytes = vbr
    ? lengths.reduce((total, value) => total + value, 0)
    : (lengths[0] ?? 0) * frames
  const end = position + frameBytes + padding
  return end > packet.length ? undefined : { padding: { start: end - padding, end }, end }
}

/** The paddings of an Ogg Opus packet of `streams` streams, as ranges of the packet. */
function paddingsOf(packet: Uint8Array, streams: number) {
  const paddings: ByteRange[] = []
  let at = 0
  for (let stream = 0; stream < streams && at < packet.length; stream++) {
    const found = paddingOf(packet, at, stream < streams - 1)
    if (!found) return paddings
    if (found.padding.end > found.padding.start) paddings.push(found.padding)
    at = found.end
  }
  return paddings
}

/** A piece of a packet, on its page. */
interface Piece extends ByteRange {
  page: OggPage
}

/** Maps a range of a packet to the file through the pieces that hold it, each on its page. */
function inFile(pieces: readonly Piece[], range: ByteRange) {
  const ranges: Piece[] = []
  let offset = 0
  for (const piece of pieces) {
    const start = Math.max(range.start, offset)
    const end = Math.min(range.end, offset + piece.end - piece.start)
    if (start < end) {
      ranges.push({
        page: piece.page,
        start: piece.start + start - offset,
        end: piece.start + end - offset,
      })
    }
    offset += piece.end - piece.start
  }
  return ranges
}

/** A range of Opus padding in the file, on the page that holds it. */
export type PaddingRange = Piece

/**
 * Finds the bytes of Opus padding in the sound pages that hold anything but zeros, as file
 * ranges on their pages, page by page as the walk over the pages reads them (one reading of
 * the file): packets are put together from their pieces.
 */
export function opusPaddingFinder(streams: number) {
  const ranges: PaddingRange[] = []
  let parts: Uint8Array[] = []
  let pieces: Piece[] = []
  return {
    ranges,
    /** Takes in the next sound page, whose body starts at `offset` in `bytes`. */
    add(page: OggPage, bytes: Uint8Array, offset: number) {
      let position = page.bodyStart
      for (const value of page.lacing) {
        // Only a code 3 packet has padding: a single stream's packet that starts and ends on
        // this page is told by its first byte, with nothing made for it (450 MB hold two million).
        const firstByte = bytes[offset + position - page.bodyStart] ?? 0
        if (streams === 1 && pieces.length === 0 && value < 255 && (firstByte & 3) !== CODE_3) {
          position += value
          continue
        }
        const piece = pieces.at(-1)
        if (piece?.end === position) piece.end += value
        else pieces.push({ page, start: position, end: position + value })
        const at = offset + position - page.bodyStart
        parts.push(bytes.subarray(at, at + value))
        position += value
        if (value === 255) continue
        const packet = concatBytes(parts)
        // Padding that is zeros already is left as it is: only pages that change are rewritten.
        for (const padding of paddingsOf(packet, streams)) {
          if (isZero(packet, padding.start, padding.end)) continue
          ranges.push(...inFile(pieces, padding))
        }
        parts = []
        pieces = []
      }
    },
  }
}
