import { createWindowReader, DESCRIBED_BYTES } from '@/lib/media/core/blobBytes'
import { decodeText } from '@/lib/media/core/bytes'
import {
  LONGEST_HEADER,
  readElementHeader,
  readTrackNumber,
  type EbmlElement,
  type EbmlHeader,
} from './ebml'

export const TRUNCATED = 'The file ends in the middle of an element: it is cut short or damaged'
const MISPLACED_UNKNOWN_SIZE =
  'The file holds an element of unknown size where only a Segment or a Cluster may have one'

const LONGEST_TRACK_NUMBER = 8
/** A header and the first bytes of its data: enough to tell a block's track. */
export const HEADER_AND_LEAD = LONGEST_HEADER + LONGEST_TRACK_NUMBER

/**
 * An EBML file read element by element through one window: headers and the small elements
 * whose values say something are read, the data of anything else never is.
 */
export function createEbmlReader(file: Blob) {
  const window = createWindowReader(file)

  /**
   * The header at `position`, which must end by `limit` (its parent's end), and the first bytes
   * of its data (up to eight): a block's track number is there, read with its header.
   */
  async function headerAndLead(position: number, limit: number) {
    const { bytes, offset } = await window.view(position, HEADER_AND_LEAD)
    const available = Math.min(bytes.length, offset + limit - position)
    const found = readElementHeader(bytes, offset, position, available)
    if (!found) throw new Error(TRUNCATED)
    const leadStart = offset + found.dataStart - position
    const leadLength = Math.min(found.size ?? 0, LONGEST_TRACK_NUMBER)
    return {
      header: found,
      lead: bytes.subarray(leadStart, Math.min(available, leadStart + leadLength)),
    }
  }

  /** The header at `position`, which must end by `limit` (its parent's end). */
  const header = async (position: number, limit: number): Promise<EbmlHeader> =>
    (await headerAndLead(position, limit)).header

  /** Where an element that must have a known size ends, by `limit`. */
  function endOf({ dataStart, size }: EbmlHeader, limit: number) {
    if (size === undefined) throw new Error(MISPLACED_UNKNOWN_SIZE)
    if (dataStart + size > limit) throw new Error(TRUNCATED)
    return dataStart + size
  }

  const known = (header: EbmlHeader, limit: number): EbmlElement => ({
    id: header.id,
    start: header.start,
    dataStart: header.dataStart,
    end: endOf(header, limit),
  })

  async function* children(parent: EbmlElement) {
    for (let position = parent.dataStart; position < parent.end;) {
      const child = known(await header(position, parent.end), parent.end)
      yield child
      position = child.end
    }
  }

  /** An element's data, up to DESCRIBED_BYTES: metadata is small, and more is never read. */
  async function data(element: EbmlElement) {
    const length = Math.min(element.end - element.dataStart, DESCRIBED_BYTES)
    const { bytes, offset } = await window.view(element.dataStart, length)
    return bytes.subarray(offset, offset + length)
  }

  /** The track a Block belongs to, from the first bytes of its data: the rest is never read. */
  const trackNumber = async (block: EbmlElement) =>
    readTrackNumber((await headerAndLead(block.start, block.end)).lead)

  /**
   * The window holding `position`, with at least HEADER_AND_LEAD bytes from it unless the file
   * ends: for hopping over many small elements (a long recording's hundred thousand blocks)
   * without awaiting each.
   */
  const windowAt = (position: number) => window.view(position, HEADER_AND_LEAD)

  return {
    size: file.size,
    windowAt,
    trackNumber,
    headerAndLead,
    header,
    endOf,
    known,
    children,
    data,
    /** A string element's text, its zero padding trimmed: all zeros read as empty. */
    text: async (element: EbmlElement) => decodeText(await data(element)),
  }
}

export type EbmlReader = ReturnType<typeof createEbmlReader>
