import { readUint32BE, type ByteRange } from '@/lib/media/core/bytes'
import { readChildBoxes, type IsoBox } from './boxes'
import { findBox } from './tracks'

/** A fragmented file's samples, per track, as its fragments list them (ISO/IEC 14496-12 §8.8). */

const TABLES_DISAGREE = 'A fragment’s sample runs disagree, so its data cannot be mapped'

// tfhd flags
const BASE_DATA_OFFSET = 0x1
const SAMPLE_DESCRIPTION_INDEX = 0x2
const DEFAULT_DURATION = 0x8
const DEFAULT_SIZE = 0x10
const DEFAULT_BASE_IS_MOOF = 0x20000
// trun flags
const DATA_OFFSET = 0x1
const FIRST_SAMPLE_FLAGS = 0x4
const SAMPLE_FIELDS = [0x100, 0x200, 0x400, 0x800] // duration, size, flags, composition offset
const SAMPLE_SIZE = 0x200

const flagsOf = (bytes: Uint8Array, box: IsoBox) => readUint32BE(bytes, box.payloadStart) & 0xffffff

const readInt32BE = (bytes: Uint8Array, at: number) => readUint32BE(bytes, at) | 0

/** trex: each track's default sample size, for fragments that give none (moov's mvex). */
export function readTrackDefaults(bytes: Uint8Array, mvex: IsoBox) {
  const sizes = new Map<number, number>()
  for (const trex of readChildBoxes(bytes, mvex.payloadStart, mvex.end, 'stop')) {
    if (trex.type !== 'trex') continue
    sizes.set(
      readUint32BE(bytes, trex.payloadStart + 4),
      readUint32BE(bytes, trex.payloadStart + 16),
    )
  }
  return sizes
}

/**
 * tfhd: the track, where its data is counted from, and its default sample size. Without an
 * explicit base, data counts from the moof, or, for a second fragment of the same moof without
 * `default-base-is-moof`, from where the previous fragment's data ended (`previousEnd`).
 */
function readFragmentHeader(
  bytes: Uint8Array,
  tfhd: IsoBox,
  moofStart: number,
  previousEnd?: number,
) {
  const flags = flagsOf(bytes, tfhd)
  let position = tfhd.payloadStart + 8
  let base = flags & DEFAULT_BASE_IS_MOOF ? moofStart : (previousEnd ?? moofStart)
  if (flags & BASE_DATA_OFFSET) {
    base = readUint32BE(bytes, position) * 2 ** 32 + readUint32BE(bytes, position + 4)
    position += 8
  }
  if (flags & SAMPLE_DESCRIPTION_INDEX) position += 4
  if (flags & DEFAULT_DURATION) position += 4
  return {
    trackId: readUint32BE(bytes, tfhd.payloadStart + 4),
    base,
    defaultSize: flags & DEFAULT_SIZE ? readUint32BE(bytes, position) : undefined,
  }
}

/**
 * trun: one run of samples, from the base plus its data offset, or from where the last run
 * ended (`next`) when it gives none, and each sample's size.
 */
function readRun(
  bytes: Uint8Array,
  trun: IsoBox,
  { base, next }: { base: number; next: number },
  defaultSize: number | undefined,
): { range: ByteRange; sizes: number[] } {
  const flags = flagsOf(bytes, trun)
  const count = readUint32BE(bytes, trun.payloadStart + 4)
  let position = trun.payloadStart + 8
  let start = next
  if (flags & DATA_OFFSET) {
    start = base + readInt32BE(bytes, position)
    position += 4
  }
  if (flags & FIRST_SAMPLE_FLAGS) position += 4
  const sampleLength = SAMPLE_FIELDS.filter((field) => flags & field).length * 4
  const sizeAt = SAMPLE_FIELDS.filter((field) => flags & field && field < SAMPLE_SIZE).length * 4
  if (position + count * sampleLength > trun.end) throw new Error(TABLES_DISAGREE)
  if (!(flags & SAMPLE_SIZE) && defaultSize === undefined) throw new Error(TABLES_DISAGREE)
  const sizes = Array.from({ length: count }, (_, sample) =>
    flags & SAMPLE_SIZE
      ? readUint32BE(bytes, position + sample * sampleLength + sizeAt)
      : (defaultSize ?? 0),
  )
  const length = sizes.reduce((total, size) => total + size, 0)
  return { range: { start, end: start + length }, sizes }
}

/**
 * The samples a moof's track fragments list, by track, `moofStart` being where the moof sits
 * in the file. Throws where a fragment's data cannot be placed.
 */
export function fragmentSampleRanges(
  bytes: Uint8Array,
  moof: IsoBox,
  moofStart: number,
  trackDefaults: ReadonlyMap<number, number>,
) {
  const ranges: { trackId: number; range: ByteRange; sizes: number[] }[] = []
  const fragments = readChildBoxes(bytes, moof.payloadStart, moof.end).filter(
    (child) => child.type === 'traf',
  )
  let previousEnd: number | undefined
  for (const traf of fragments) {
    const tfhd = findBox(bytes, traf, 'tfhd')
    if (!tfhd) throw new Error(TABLES_DISAGREE)
    const header = readFragmentHeader(bytes, tfhd, moofStart, previousEnd)
    const defaultSize = header.defaultSize ?? trackDefaults.get(header.trackId)
    let next = header.base
    for (const trun of readChildBoxes(bytes, traf.payloadStart, traf.end)) {
      if (trun.type !== 'trun') continue
      const { range, sizes } = readRun(bytes, trun, { base: header.base, next }, defaultSize)
      ranges.push({ trackId: header.trackId, range, sizes })
      next = range.end
    }
    previousEnd = next
  }
  return ranges
}
