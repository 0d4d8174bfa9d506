import type { ByteRange } from '@/lib/media/core/bytes'
import {
  OPENING_FRAMES,
  aacFraming,
  nalFraming,
  opusFraming,
  type FramedStream,
  type Framing,
} from '@/lib/media/core/frameOpenings'
import { blockFrames } from './blockFrames'

/** A block of a track whose frames may hold data decoders skip: where its data lies. */
export interface FramedBlock extends ByteRange {
  track: number
}

/** The codecs whose CodecPrivate is an avcC's or hvcC's payload. */
const NAL_CODECS: Record<string, 'avc' | 'hevc'> = {
  'V_MPEG4/ISO/AVC': 'avc',
  'V_MPEGH/ISO/HEVC': 'hevc',
}
const MPEG_VIDEO_CODECS = new Set([
  'V_MPEG1',
  'V_MPEG2',
  'V_MPEG4/ISO/SP',
  'V_MPEG4/ISO/ASP',
  'V_MPEG4/ISO/AP',
])
/** OpusHead (RFC 7845 §5.1): where its channel mapping family lies, after its name and fields. */
const OPUS_FAMILY_AT = 18

/**
 * How a track's frames are coded, where they may hold data decoders skip (core/frameOpenings.ts),
 * from its CodecID and CodecPrivate as the file has them: AVC and HEVC (their NAL length size),
 * AAC of a raw data block type (the AudioSpecificConfig's first five bits; the old MPEG-2 IDs
 * have none and are AAC), Opus (its streams), AV1, MPEG-1, MPEG-2 video and MPEG-4 Visual.
 */
export function blockFraming(codec: string, codecPrivate?: Uint8Array): Framing | undefined {
  if (codec === 'V_AV1') return { codec: 'av1' }
  if (MPEG_VIDEO_CODECS.has(codec)) return { codec: 'mpegVideo' }
  const nal = NAL_CODECS[codec]
  if (nal) return codecPrivate && nalFraming(codecPrivate, nal)
  if (codec === 'A_OPUS') {
    return codecPrivate ? opusFraming(codecPrivate, OPUS_FAMILY_AT) : { codec: 'opus', streams: 1 }
  }
  if (!codec.startsWith('A_AAC')) return undefined
  return codecPrivate?.length ? aacFraming(codecPrivate) : { codec: 'aac' }
}

/**
 * Each framed track's blocks as a stream: the first OPENING_FRAMES blocks of the first Cluster that
 * holds it open it, the rest follow. A block is one run, split into its laced frames.
 */
export function framedBlockStreams(
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
