import type { ByteRange } from '@/lib/media/core/bytes'
import {
  OPENING_FRAMES,
  aacFraming,
  framedBySample,
  nalFraming,
  opusFraming,
  type FramedStream,
  type Framing,
} from '@/lib/media/core/frameOpenings'
import type { NalFormat } from '@/lib/media/core/seiUserData'
import { childrenStart } from './allowList'
import { readChildBoxes, type IsoBox } from './boxes'
import { AAC_OBJECT_TYPES, MPEG_VIDEO, decoderConfigOf } from './esDescriptors'
import { findBox, handlerType } from './tracks'

export type { Framing, Patch } from '@/lib/media/core/frameOpenings'

/**
 * A track's first run of samples, its other runs, and how they are framed (an Opus track's
 * one sample at a time: a packet's padding is found from its end).
 */
export interface OpeningStream {
  firstSamples: ByteRange
  laterSamples: readonly ByteRange[]
  framing: Framing
}

const NAL_CODECS: Record<string, { codec: NalFormat['codec']; config: string }> = {
  avc1: { codec: 'avc', config: 'avcC' },
  avc3: { codec: 'avc', config: 'avcC' },
  hvc1: { codec: 'hevc', config: 'hvcC' },
  hev1: { codec: 'hevc', config: 'hvcC' },
}

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

/** dOps (Opus in ISO BMFF §4.3.2): where its channel mapping family lies. */
const DOPS_FAMILY_AT = 10

const payloadOf = (bytes: Uint8Array, box: IsoBox) => bytes.subarray(box.payloadStart, box.end)

function readFraming(bytes: Uint8Array, trak: IsoBox): Framing | undefined {
  const descriptions = findBox(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd')
  const [entry] = descriptions
    ? readChildBoxes(bytes, descriptions.payloadStart + 8, descriptions.end, 'stop')
    : []
  if (!entry) return undefined
  if (entry.type === 'av01') return { codec: 'av1' }
  const boxes = entryBoxes(bytes, entry, handlerType(bytes, trak))
  const nal = NAL_CODECS[entry.type]
  if (nal) {
    const config = boxes.find((box) => box.type === nal.config)
    return config && nalFraming(payloadOf(bytes, config), nal.codec)
  }
  if (entry.type === 'Opus') {
    const dOps = boxes.find((box) => box.type === 'dOps')
    return dOps && opusFraming(payloadOf(bytes, dOps), DOPS_FAMILY_AT)
  }
  const esds = boxes.find((box) => box.type === 'esds')
  const config = esds && decoderConfigOf(bytes, esds)
  if (entry.type === 'mp4v' && config && MPEG_VIDEO.has(config.objectType))
    return { codec: 'mpegVideo' }
  if (entry.type !== 'mp4a' || !config || !AAC_OBJECT_TYPES.has(config.objectType)) return undefined
  // MPEG-4 audio (0x40) says which audio in its specific info (none: not AAC's frames);
  // MPEG-2's object types are AAC.
  if (config.objectType === 0x40) return config.info && aacFraming(config.info)
  return (config.info && aacFraming(config.info)) ?? { codec: 'aac' }
}

/**
 * Each track's samples as a stream of runs (core/frameOpenings.ts): it opens with its first
 * chunk, or with its first OPENING_FRAMES samples where it is kept one sample at a time.
 */
export const framedSampleStreams = (streams: readonly OpeningStream[]): FramedStream[] =>
  streams.map(({ firstSamples, laterSamples, framing }) => {
    const opening = framedBySample(framing) ? OPENING_FRAMES - 1 : 0
    return {
      opening: [firstSamples, ...laterSamples.slice(0, opening)],
      later: laterSamples.slice(opening),
      framing,
    }
  })
