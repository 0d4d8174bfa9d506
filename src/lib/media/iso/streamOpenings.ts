import { blankPayload, coveredBytes, heldIn, leadingPayloads } from '@/lib/media/core/aacElements'
import { readBytes } from '@/lib/media/core/blobBytes'
import type { ByteRange } from '@/lib/media/core/bytes'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { childrenStart } from './allowList'
import { readChildBoxes, type IsoBox } from './boxes'
import { decoderConfigOf } from './esDescriptors'
import { blankPayloads, isBlank, userDataPayloads, type NalFormat } from './seiUserData'
import { findBox, handlerType } from './tracks'

/**
 * How a track's samples are framed, where the stream opens with data decoders skip: AVC and
 * HEVC with SEI user data (seiUserData.ts), AAC with data stream and fill elements
 * (core/aacElements.ts).
 */
export type Framing = NalFormat | { codec: 'aac' }

/** A track's first run of samples, its other runs, and how they are framed. */
export interface OpeningStream {
  firstSamples: ByteRange
  laterSamples: readonly ByteRange[]
  framing: Framing
}

const NAL_CODECS: Record<string, { codec: NalFormat['codec']; config: string; lengthAt: number }> =
  {
    avc1: { codec: 'avc', config: 'avcC', lengthAt: 4 },
    avc3: { codec: 'avc', config: 'avcC', lengthAt: 4 },
    hvc1: { codec: 'hevc', config: 'hvcC', lengthAt: 21 },
    hev1: { codec: 'hevc', config: 'hvcC', lengthAt: 21 },
  }
/** MPEG-4 audio, and MPEG-2 AAC's three profiles (ISO/IEC 14496-1 objectTypeIndication). */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68])
/**
 * Audio object types whose frames are raw_data_blocks (ISO/IEC 14496-3 Table 1.1): AAC Main,
 * LC, SSR and LTP, and SBR and PS around an AAC core.
 */
const AAC_AUDIO_OBJECT_TYPES = new Set([1, 2, 3, 4, 5, 29])

/** A sample entry's boxes, and those of a QuickTime `wave` among them. */
function entryBoxes(bytes: Uint8Array, entry: IsoBox, handler: string) {
  const first = childrenStart(bytes, entry, 'sampleEntry', handler) ?? entry.end
  const boxes = readChildBoxes(bytes, first, entry.end, 'stop')
  const wave = boxes.find((box) => box.type === 'wave')
  return wave ? [...boxes, ...readChildBoxes(bytes, wave.payloadStart, wave.end, 'stop')] : boxes
}

/**
 * How a track frames its samples, when its stream may open with data decoders skip; undefined
 * too for a sample entry that cannot be read, which the walk along the allow-list refuses.
 */
export function framingOf(bytes: Uint8Array, trak: IsoBox) {
  try {
    return readFraming(bytes, trak)
  } catch {
    return undefined
  }
}

function readFraming(bytes: Uint8Array, trak: IsoBox): Framing | undefined {
  const descriptions = findBox(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd')
  const [entry] = descriptions
    ? readChildBoxes(bytes, descriptions.payloadStart + 8, descriptions.end, 'stop')
    : []
  if (!entry) return undefined
  const boxes = entryBoxes(bytes, entry, handlerType(bytes, trak))
  const nal = NAL_CODECS[entry.type]
  if (nal) {
    const config = boxes.find((box) => box.type === nal.config)
    const lengthSize = config && ((bytes[config.payloadStart + nal.lengthAt] ?? 0) & 3) + 1
    return lengthSize ? { codec: nal.codec, lengthSize } : undefined
  }
  const esds = entry.type === 'mp4a' ? boxes.find((box) => box.type === 'esds') : undefined
  const config = esds && decoderConfigOf(bytes, esds)
  if (!config || !AAC_OBJECT_TYPES.has(config.objectType)) return undefined
  // MPEG-4 audio names its audio object type in the first five bits of its specific info.
  const audioObjectType = config.objectType === 0x40 ? (config.firstInfoByte ?? 0) >> 3 : 2
  return AAC_AUDIO_OBJECT_TYPES.has(audioObjectType) ? { codec: 'aac' } : undefined
}

/** Something a stream opens with: the bytes it covers, and how it is told blank and blanked. */
interface Opening {
  covered: Uint8Array
  blank: () => void
  isBlank: () => boolean
}

function openingsIn(bytes: Uint8Array, framing: Framing): Opening[] {
  if (framing.codec === 'aac') {
    return leadingPayloads(bytes).map((payload) => ({
      covered: coveredBytes(bytes, payload),
      blank: () => blankPayload(bytes, payload),
      // Zeros, or the fill bytes a plain fill element holds.
      isBlank: () => heldIn(bytes, payload) === undefined,
    }))
  }
  return userDataPayloads(bytes, framing).map((payload) => ({
    covered: bytes.subarray(payload.start, payload.end),
    blank: () => blankPayloads(bytes, [payload]),
    isBlank: () => isBlank(bytes, payload),
  }))
}

/** How much of a track's first samples is read for what opens it. */
const FIRST_SAMPLE_BYTES = 64 * 1024

/** Bytes written over part of a file: the blanked copy of what lay from `start`. */
export interface Patch {
  start: number
  bytes: Uint8Array
}

/** How many of a stream's later runs are read when its first opens with data decoders skip. */
const LATER_RUNS_READ = 16

/** Up to `count` of the ranges, evenly spread, the last included. */
const evenlySpread = (ranges: readonly ByteRange[], count: number) =>
  ranges.length <= count
    ? ranges
    : Array.from(
        { length: count },
        (_, index) => ranges[Math.round(((index + 1) * (ranges.length - 1)) / count)],
      )

/** What opens a run of samples and decoders skip, an encoder's own aside, and its bytes. */
async function openingsOf(file: Blob, { start, end }: ByteRange, framing: Framing) {
  const bytes = await readBytes(file, start, Math.min(end, start + FIRST_SAMPLE_BYTES, file.size))
  const openings = openingsIn(bytes, framing).filter((opening) => !encoderNameIn(opening.covered))
  return { bytes, openings }
}

/**
 * What opens each stream and decoders skip (SEI user data, AAC data stream and fill elements:
 * captions, makers' data, any text), blanked in a copy of the stream's first bytes: the
 * `patches`. An encoder's own, which names it and its settings (x264, FFmpeg's AAC encoder),
 * stays, as the rest of the stream does, and is reported as the encoder in the stream. A
 * stream that opens with such data may carry it in every frame, which is not blanked: a spread
 * of its later runs is read, and `left` says whether any opens with it too.
 */
export async function readOpenings(file: Blob, streams: readonly OpeningStream[]) {
  const patches: Patch[] = []
  let left = false
  for (const { firstSamples, laterSamples, framing } of streams) {
    const { bytes, openings } = await openingsOf(file, firstSamples, framing)
    if (openings.length === 0) continue
    for (const later of evenlySpread(laterSamples, LATER_RUNS_READ)) {
      if (!later || left) break
      const found = await openingsOf(file, later, framing)
      left = found.openings.some((opening) => !opening.isBlank())
    }
    const toBlank = openings.filter((opening) => !opening.isBlank())
    if (toBlank.length === 0) continue
    const original = bytes.slice()
    for (const opening of toBlank) opening.blank()
    const changed = changedRange(original, bytes)
    const start = firstSamples.start + changed.start
    patches.push({ start, bytes: bytes.slice(changed.start, changed.end) })
  }
  return { patches, left }
}

/** The run from the first to the last byte that differs. */
function changedRange(before: Uint8Array, after: Uint8Array) {
  let start = 0
  while (start < after.length && before[start] === after[start]) start += 1
  let end = after.length
  while (end > start && before[end - 1] === after[end - 1]) end -= 1
  return { start, end }
}
