/**
 * The frames Suggest faces searches (FACES.md), in the video's frame worker. The clip's packets
 * go straight to the browser's decoder, those of pictures no other picture refers to left out
 * (unreferencedPictures.ts), each frame timed as mediabunny times it for the covered file
 * (fedTimes); each sampled moment takes the last frame decoded at or before it,
 * its pixels copied out as the picture is shown, no larger than the face detector takes
 * (searchedPixels.ts), and handed over. Should the decoder fail before the first frame, the
 * frames come through mediabunny's own decoding instead. A few frames are held at a time, never
 * the clip.
 */
import {
  EncodedPacketSink,
  VideoSampleSink,
  type EncodedPacket,
  type InputVideoTrack,
} from 'mediabunny'
import { FACE_INPUT_SIZE } from '@/lib/cover/faceInput'
import { isWebKit } from './browserEngine'
import { sidesTurned } from './framePlanes'
import { orElse } from './orElse'
import { sampleTimes } from './sampleTimes'
import { searchedPixels, type ShownSmall } from './searchedPixels'
import { skippedLeadingPictures, unreferencedPictures } from './unreferencedPictures'
import { openVideoInput } from './videoInput'

export interface SampledFrame {
  /** The frame's own time, in seconds. */
  time: number
  pixels: ImageData
}

export interface SampledFrames {
  /** The clip's first frame's time and its end, in seconds. */
  start: number
  end: number
  /** The sampled frames, in time order, one decoded a time. */
  frames: AsyncGenerator<SampledFrame>
  /** Lets go of the file and the decoder; a frame under way fails. */
  stop: () => void
}

/** Packets handed to the decoder ahead of its output, enough to keep it busy. */
const PACKETS_AHEAD = 8

const NO_DECODER = 'This browser cannot decode this video'
const NO_PICTURE = 'This file has no picture to find faces in'

/** How `track` is shown, made no larger than the detector takes: its turn, mirroring and size. */
async function shownSmall(track: InputVideoTrack): Promise<ShownSmall> {
  const [width, height, rotation, flip] = await Promise.all([
    track.getSquarePixelWidth(),
    track.getSquarePixelHeight(),
    track.getRotation(),
    track.getFlip(),
  ])
  const scale = Math.min(1, FACE_INPUT_SIZE / Math.max(width, height))
  const small = (side: number) => Math.max(1, Math.round(side * scale))
  return { rotation, flip, ...sidesTurned(small(width), small(height), rotation) }
}

/** Settles when `decoder` takes its next packet from its queue, or when it is halted. */
const dequeued = (decoder: VideoDecoder, halted: AbortSignal) =>
  new Promise<void>((resolve) => {
    const settled = new AbortController()
    const settle = () => {
      settled.abort()
      resolve()
    }
    decoder.addEventListener('dequeue', settle, { signal: settled.signal })
    halted.addEventListener('abort', settle, { signal: settled.signal })
  })

/**
 * Whether mediabunny, as it makes the covered file, times each decoded frame by the packets
 * handed over (below) rather than by the frame's own time. It does in every browser but
 * Safari's WebKit, whose decoder does not always give frames in the order they are shown: there
 * it keeps each frame's own time.
 */
const timesFramesByPackets = () => !isWebKit()

/**
 * The times of the packets handed to the decoder, in microseconds, and the time each frame it
 * gives is shown at: the earliest not yet given. The decoder gives frames in the order they are
 * shown, each with its own packet's time, and a file with B-frames but no composition times
 * (an MP4 without `ctts`) stores its packets' times in decoding order: its frames would come
 * with times out of order. mediabunny's decoding times them so (timesFramesByPackets); where it
 * does not, `next` gives nothing, and a frame keeps its own time.
 */
function fedTimes(byPackets: boolean) {
  const waiting: number[] = []
  let highest = -Infinity
  return {
    /** The highest time handed over so far. */
    highest: () => highest,
    add(time: number) {
      highest = Math.max(highest, time)
      if (!byPackets) return
      const at = waiting.findLastIndex((earlier) => earlier <= time) + 1
      waiting.splice(at, 0, time)
    },
    next: () => waiting.shift(),
  }
}

/**
 * Which packets the search leaves undecoded, asked of each in decoding order with whether it is
 * shown before one already handed over (unreferencedPictures.ts): HEVC's pictures that skip
 * random access right after the first, until the first that does not, as mediabunny drops
 * them; and pictures no other refers to, where the file's times show them shown before one
 * already handed over: where the times are in decoding order, which picture each time belongs
 * to is known only once all are decoded.
 */
function leftOutPackets(config: VideoDecoderConfig) {
  const unreferenced = unreferencedPictures(config)
  const skippedLeading = skippedLeadingPictures(config)
  let asked = 0
  let leadingPassed = false
  return (packet: EncodedPacket, shownEarlier: boolean) => {
    asked += 1
    if (asked > 1 && !leadingPassed) {
      if (skippedLeading(packet.data)) return true
      leadingPassed = true
    }
    return packet.type === 'delta' && shownEarlier && unreferenced(packet.data)
  }
}

/**
 * Feeds `track`'s packets from its first key packet to `decoder`, leaving out those
 * `leftOut` says, until `done` says no more frames are wanted or the decoder has closed, waiting
 * while it is behind, with their times to `fed`. After each packet, it hands over the frames
 * `made` so far.
 */
async function* fedPackets(
  track: InputVideoTrack,
  decoder: VideoDecoder,
  leftOut: ReturnType<typeof leftOutPackets>,
  fed: ReturnType<typeof fedTimes>,
  done: () => boolean,
  halted: AbortSignal,
  made: () => Iterable<SampledFrame>,
) {
  const sink = new EncodedPacketSink(track)
  const first = await sink.getFirstKeyPacket()
  if (!first) throw new Error(NO_PICTURE)
  for await (const packet of sink.packets(first)) {
    if (done() || halted.aborted) return
    // The time the packet's chunk takes (mediabunny's toEncodedVideoChunk), made only if fed.
    const time = packet.microsecondTimestamp
    if (leftOut(packet, time < fed.highest())) continue
    fed.add(time)
    decoder.decode(packet.toEncodedVideoChunk())
    while (decoder.decodeQueueSize > PACKETS_AHEAD && !halted.aborted)
      await dequeued(decoder, halted)
    yield* made()
  }
}

/**
 * The frames shown at `times` (seconds, in order), decoded from `track`: for each time, the last
 * frame decoded at or before it (the first frame, for a time before it). A frame shown at two
 * times is handed over once.
 */
function framesShownAt(
  track: InputVideoTrack,
  config: VideoDecoderConfig,
  times: number[],
  shown: ShownSmall,
) {
  const halted = new AbortController()
  const ready: SampledFrame[] = []
  const fed = fedTimes(timesFramesByPackets())
  let failure: unknown
  /** The last frame decoded, and its time in microseconds (fedTimes). */
  let last: { frame: VideoFrame; time: number } | undefined
  let handedOver: number | undefined
  let next = 0
  // Each frame taken is copied out after the last, so they come ready in time order.
  let copying = Promise.resolve()
  const take = ({ frame, time }: { frame: VideoFrame; time: number }) => {
    if (time === handedOver) return
    handedOver = time
    const taken = frame.clone()
    copying = copying
      .then(async () => {
        ready.push({ time: time / 1e6, pixels: await searchedPixels(taken, shown) })
      })
      .catch((error: unknown) => {
        failure ??= error
        halted.abort()
      })
      .finally(() => taken.close())
  }
  const decoder = new VideoDecoder({
    output: (frame) => {
      const decoded = { frame, time: fed.next() ?? frame.timestamp }
      for (; decoded.time / 1e6 > (times[next] ?? Infinity); next += 1) take(last ?? decoded)
      last?.frame.close()
      last = decoded
    },
    error: (error) => {
      failure = error
      halted.abort()
    },
  })
  decoder.configure(config)
  const stop = () => {
    halted.abort()
    last?.frame.close()
    last = undefined
    if (decoder.state !== 'closed') decoder.close()
  }
  const handOver = function* () {
    if (failure) throw failure
    yield* ready.splice(0)
  }

  async function* frames(): AsyncGenerator<SampledFrame> {
    try {
      const done = () => next >= times.length
      const leftOut = leftOutPackets(config)
      yield* fedPackets(track, decoder, leftOut, fed, done, halted.signal, handOver)
      if (failure) throw failure
      if (!done()) {
        await decoder.flush()
        if (last) take(last)
        next = times.length
      }
      await copying
      yield* handOver()
    } finally {
      stop()
    }
  }
  return { frames: frames(), stop }
}

/**
 * The same frames decoded by mediabunny, every picture of the clip, slower: its decoding mends
 * what some files and decoders get wrong (interlaced H.264 on hardware decoders, a first packet
 * a decoder refuses), where the browser's decoder failed on the packets as stored.
 */
async function* framesThroughMediabunny(
  track: InputVideoTrack,
  times: number[],
  shown: ShownSmall,
): AsyncGenerator<SampledFrame> {
  let handedOver: number | undefined
  for await (const sample of new VideoSampleSink(track).samplesAtTimestamps(times)) {
    if (!sample) continue
    const time = sample.timestamp
    const frame = time === handedOver ? undefined : sample.toVideoFrame()
    sample.close()
    if (!frame) continue
    handedOver = time
    const pixels = await searchedPixels(frame, shown).finally(() => frame.close())
    yield { time, pixels }
  }
}

/** Opens `file` for the frames a face search takes, as they are shown (rotation applied). */
export async function openSampledFrames(file: Blob): Promise<SampledFrames> {
  const input = openVideoInput(file)
  try {
    const track = await input.getPrimaryVideoTrack()
    if (!track) throw new Error(NO_PICTURE)
    const [start, end, config] = await Promise.all([
      track.getFirstTimestamp(),
      track.computeDuration(),
      track.getDecoderConfig(),
    ])
    if (!config || !(await VideoDecoder.isConfigSupported(config)).supported)
      throw new Error(NO_DECODER)
    const [times, shown] = [sampleTimes(start, end), await shownSmall(track)]
    const { frames, stop } = framesShownAt(track, config, times, shown)
    return {
      start,
      end,
      frames: orElse(frames, () => framesThroughMediabunny(track, times, shown)),
      stop: () => {
        stop()
        input.dispose()
      },
    }
  } catch (error) {
    input.dispose()
    throw error
  }
}
