import { concatBytes, isZero, type ByteRange } from '@/lib/media/core/bytes'
import { CODE_3, opusPaddings } from '@/lib/media/core/opusPadding'
import type { OggPage } from './pages'

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
        for (const padding of opusPaddings(packet, streams)) {
          if (isZero(packet, padding.start, padding.end)) continue
          ranges.push(...inFile(pieces, padding))
        }
        parts = []
        pieces = []
      }
    },
  }
}
