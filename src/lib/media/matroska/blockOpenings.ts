import { isRawDataBlockType } from '@/lib/media/core/aacElements'
import type { ByteRange } from '@/lib/media/core/bytes'
import {
  OPENING_FRAMES,
  readSkippedData,
  type FramedStream,
  type Framing,
} from '@/lib/media/core/frameOpenings'
import { blockFrames } from './blockFrames'

/** A block of a track whose frames may hold data decoders skip: where its data lies. */
export interface FramedBlock extends ByteRange {
  track: number
}

/** Where avcC and hvcC give the size of a NAL unit's length, in their last two bits. */
const NAL_LENGTH_SIZE_AT: Record<string, { codec: 'avc' | 'hevc'; at: number }> = {
  'V_MPEG4/ISO/AVC': { codec: 'avc', at: 4 },
  'V_MPEGH/ISO/HEVC': { codec: 'hevc', at: 21 },
}
/** OpusHead (RFC 7845 §5.1): its channel mapping family, then the streams of each packet. */
const OPUS_FAMILY_AT = 18
const OPUS_STREAMS_AT = 19

/**
 * How a track's frames are coded, where they may hold data decoders skip (core/frameOpenings.ts),
 * from its CodecID and CodecPrivate as the file has them: AVC and HEVC (their NAL length size),
 * AAC of a raw data block type (the AudioSpecificConfig's first five bits; the old MPEG-2 IDs
 * have none and are AAC), Opus (its streams).
 */
export function blockFraming(codec: string, codecPrivate?: Uint8Array): Framing | undefined {
  const nal = NAL_LENGTH_SIZE_AT[codec]
  if (nal) {
    const lengthByte = codecPrivate?.[nal.at]
    return lengthByte === undefined
      ? undefined
      : { codec: nal.codec, lengthSize: (lengthByte & 3) + 1 }
  }
  if (codec === 'A_OPUS') {
    const streams = codecPrivate?.[OPUS_FAMILY_AT] ? (codecPrivate[OPUS_STREAMS_AT] ?? 0) : 1
    return streams > 0 ? { codec: 'opus', streams } : undefined
  }
  if (!codec.startsWith('A_AAC')) return undefined
  const objectType = codecPrivate?.[0] === undefined ? undefined : codecPrivate[0] >> 3
  return objectType === undefined || isRawDataBlockType(objectType) ? { codec: 'aac' } : undefined
}

/**
 * Each framed track's blocks as a stream: the first OPENING_FRAMES blocks of the first Cluster that
 * holds it open it, the rest follow. A block is one run, split into its laced frames.
 */
function framedStreams(
  blocksByCluster: readonly (readonly FramedBlock[])[],
  framings: ReadonlyMap<number, Framing>,
): FramedStream[] {
  const streams = new Map<number, { opening: FramedBlock[]; later: FramedBlock[] }>()
  for (const blocks of blocksByCluster) {
    const openedHere = new Set<number>()
    for (const block of blocks) {
      let stream = streams.get(block.track)
      if (!stream) {
        stream = { opening: [], later: [] }
        streams.set(block.track, stream)
        openedHere.add(block.track)
      }
      const opens = openedHere.has(block.track) && stream.opening.length < OPENING_FRAMES
      ;(opens ? stream.opening : stream.later).push(block)
    }
  }
  return [...streams].flatMap(([track, { opening, later }]) => {
    const framing = framings.get(track)
    return framing ? [{ opening, later, framing, framesIn: blockFrames }] : []
  })
}

/**
 * What the blocks of picture and sound hold that decoders skip, as MP4's samples (SEI user
 * data, AAC data stream and fill elements, Opus padding), found and blanked the same way: in
 * each track's opening blocks, where they lie, and in a spread of its later ones, read to say
 * whether any holds such data too (`left`).
 */
export const readBlockOpenings = (
  file: Blob,
  blocksByCluster: readonly (readonly FramedBlock[])[],
  framings: ReadonlyMap<number, Framing>,
) => readSkippedData(file, framedStreams(blocksByCluster, framings))
