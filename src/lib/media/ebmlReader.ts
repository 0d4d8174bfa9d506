import { createWindowReader, DESCRIBED_BYTES } from './blobBytes'
import { decodeText } from './bytes'
import { LONGEST_HEADER, readElementHeader, type EbmlElement, type EbmlHeader } from './ebml'

export const TRUNCATED = 'The file ends in the middle of an element: it is cut short or damaged'
const MISPLACED_UNKNOWN_SIZE =
  'The file holds an element of unknown size where only a Segment or a Cluster may have one'

/**
 * An EBML file read element by element through one window: headers and the small elements
 * whose values say something are read, the data of anything else never is.
 */
export function createEbmlReader(file: Blob) {
  const window = createWindowReader(file)

  /** The header at `position`, which must end by `limit` (its parent's end). */
  async function header(position: number, limit: number): Promise<EbmlHeader> {
    const { bytes, offset } = await window.view(position, LONGEST_HEADER)
    const available = Math.min(bytes.length, offset + limit - position)
    const found = readElementHeader(bytes, offset, position, available)
    if (!found) throw new Error(TRUNCATED)
    return found
  }

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

  return {
    size: file.size,
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
