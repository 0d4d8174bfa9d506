import { readBytes } from '@/lib/media/core/blobBytes'
import { concatBytes, type ByteRange } from '@/lib/media/core/bytes'
import type { OggPacket } from './headers'
import { PAGE_HEADER_SIZE, withPageCrc, type OggPage } from './pages'

const MOST_LACING_VALUES = 255
const SEGMENT_COUNT_AT = PAGE_HEADER_SIZE - 1

/** A packet's new bytes: its length, or shorter where it lies on one page. */
export interface Replacement {
  packet: OggPacket
  bytes: Uint8Array
}

/** A run of a page's body: one piece of a packet, and its new bytes. */
interface Segment extends ByteRange {
  /** Whether the packet ends on this page, so that the lacing closes it. */
  endsPacket: boolean
  bytes?: Uint8Array
}

/** The page's body as the pieces of packets its lacing values make. */
function segmentsOf(page: OggPage) {
  const segments: Segment[] = []
  let position = page.bodyStart
  let open: Segment | undefined
  for (const value of page.lacing) {
    open ??= { start: position, end: position, endsPacket: false }
    open.end += value
    position += value
    if (value < MOST_LACING_VALUES) {
      segments.push({ ...open, endsPacket: true })
      open = undefined
    }
  }
  if (open) segments.push(open)
  return segments
}

/** The lacing values of a piece `length` bytes long: 255s, then the rest where the packet ends. */
function lacingOf(length: number, endsPacket: boolean) {
  const full = Math.floor(length / MOST_LACING_VALUES)
  return endsPacket
    ? [...new Array<number>(full).fill(255), length % 255]
    : new Array<number>(full).fill(255)
}

const CANNOT_REWRITE = 'The Ogg stream’s header packets cannot be written back into their pages'

/**
 * The page rebuilt with its segments' new bytes: the header as it was but for the lacing, the
 * lacing made from the new lengths, the CRC computed anew. A piece that continues on the next
 * page keeps its length, since its lacing holds only 255s.
 */
function rebuiltPage(original: Uint8Array, page: OggPage, segments: readonly Segment[]) {
  const bodies = segments.map(
    (segment) =>
      segment.bytes ?? original.subarray(segment.start - page.start, segment.end - page.start),
  )
  const lacing = segments.flatMap((segment, index) => {
    const length = bodies[index]?.length ?? 0
    if (!segment.endsPacket && length !== segment.end - segment.start)
      throw new Error(CANNOT_REWRITE)
    return lacingOf(length, segment.endsPacket)
  })
  if (lacing.length > MOST_LACING_VALUES) throw new Error(CANNOT_REWRITE)
  const header = original.slice(0, PAGE_HEADER_SIZE)
  header[SEGMENT_COUNT_AT] = lacing.length
  return withPageCrc(concatBytes([header, Uint8Array.from(lacing), ...bodies]))
}

/**
 * The pages holding the replaced packets, rebuilt with the new bytes and their CRCs made anew;
 * a packet's new bytes fill its pieces in order, its last piece taking what is left.
 */
export async function rewrittenPages(
  file: Blob,
  pages: readonly OggPage[],
  replacements: readonly Replacement[],
) {
  const segments = new Map<OggPage, Segment[]>()
  const pageOf = (piece: ByteRange) => {
    const page = pages.find(
      (candidate) => candidate.bodyStart <= piece.start && piece.end <= candidate.end,
    )
    if (!page) throw new Error('The Ogg header packets do not lie within their pages')
    return page
  }
  for (const { packet, bytes } of replacements) {
    let offset = 0
    packet.pieces.forEach((piece, index) => {
      const page = pageOf(piece)
      const isLast = index === packet.pieces.length - 1
      const end = isLast ? bytes.length : offset + piece.end - piece.start
      const pageSegments = segments.get(page) ?? segmentsOf(page)
      const segment = pageSegments.find((candidate) => candidate.start === piece.start)
      if (!segment || end < offset) throw new Error(CANNOT_REWRITE)
      segment.bytes = bytes.subarray(offset, end)
      segments.set(page, pageSegments)
      offset = end
    })
  }
  const rewritten = new Map<OggPage, Uint8Array>()
  for (const [page, pageSegments] of segments) {
    rewritten.set(
      page,
      rebuiltPage(await readBytes(file, page.start, page.end), page, pageSegments),
    )
  }
  return rewritten
}
