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
import { EncodedPacketSink, VideoSampleSink, type InputVideoTrack } from 'mediabunny'
import { FACE_INPUT_SIZE } from '@/lib/cover/faceInput'
import { orElse } from './orElse'
import { sampleTimes } from './sampleTimes'
import { searchedPixels, type ShownSmall } from './searchedPixels'
import { unreferencedPictures } from './unreferencedPictures'
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
  return rotation % 180 === 0
    ? { rotation, flip, width: small(width), height: small(height) }
    : { rotation, flip, width: small(height), height: small(width) }
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
 * The times of the packets handed to the decoder, in microseconds, and the time each frame it
 * gives is shown at: the earliest not yet given. The decoder gives frames in the order they are
 * shown, each with its own packet's time, and a file with B-frames but no composition times
 * (an MP4 without `ctts`) stores its packets' times in decoding order: its frames would come
 * with times out of order. mediabunny's decoding, which makes the covered file, times them so.
 */
function fedTimes() {
  const waiting: number[] = []
  let highest = -Infinity
  return {
    /** The highest time handed over so far. */
    highest: () => highest,
    add(time: number) {
      highest = Math.max(highest, time)
      const at = waiting.findLastIndex((earlier) => earlier <= time) + 1
      waiting.splice(at, 0, time)
    },
    next: () => waiting.shift(),
  }
}

/**
 * Feeds `track`'s packets from its first key packet to `decoder`, leaving out those `skipped`,
 * until `done` says no more frames are wanted or the decoder has closed, waiting while it is
 * behind, with their times to `fed`. After each packet, it hands over the frames `made` so far.
 * A picture is left out only where it is shown before one already handed over: where the file's
 * times are in decoding order, which picture each time belongs to is known only once all are
 * decoded.
 */
async function* fedPackets(
  track: InputVideoTrack,
  decoder: VideoDecoder,
  skipped: (data: Uint8Array) => boolean,
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
    const chunk = packet.toEncodedVideoChunk()
    const shownEarlier = chunk.timestamp < fed.highest()
    if (packet.type === 'delta' && shownEarlier && skipped(packet.data)) continue
    fed.add(chunk.timestamp)
    decoder.decode(chunk)
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
  const fed = fedTimes()
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
      const skipped = unreferencedPictures(config)
      const done = () => next >= times.length
      yield* fedPackets(track, decoder, skipped, fed, done, halted.signal, handOver)
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
