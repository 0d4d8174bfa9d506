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
import { sidesTurned } from './framePlanes'
import { orElse } from './orElse'
import { sampleTimes } from './sampleTimes'
import { searchedPixels, type ShownSmall } from './searchedPixels'
import { decodedPackets, fedTimes, timesFramesByPackets } from './decodedPackets'
import { codecOf } from './unreferencedPictures'
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

interface Decoding {
  config: VideoDecoderConfig
  followsReferences: boolean
}

/**
 * How the clip is decoded: H.264 in software where the browser can (FFmpeg's decoder, in
 * Chromium), following its references to leave out the reference B-pictures no decoded
 * picture is predicted from (h264References.ts). That decoder takes the frame numbers they
 * leave out as the standard's gap and decodes on, tested on the frames it gives. A hardware
 * decoder, as phones have, might take the gap for a loss; it is given every reference picture,
 * which costs it little.
 */
async function decoding(config: VideoDecoderConfig): Promise<Decoding> {
  const software = { ...config, hardwareAcceleration: 'prefer-software' } as const
  if (codecOf(config.codec) === 'avc' && (await VideoDecoder.isConfigSupported(software)).supported)
    return { config: software, followsReferences: true }
  if (!(await VideoDecoder.isConfigSupported(config)).supported) throw new Error(NO_DECODER)
  return { config, followsReferences: false }
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
 * Feeds `track`'s packets from its first key packet to `decoder`, those `packets` decodes,
 * until `done` says no more frames are wanted or the decoder has closed, waiting while it is
 * behind, with their times to `fed`. After each packet, it hands over the frames `made` so far.
 */
async function* fedPackets(
  track: InputVideoTrack,
  decoder: VideoDecoder,
  packets: ReturnType<typeof decodedPackets>,
  fed: ReturnType<typeof fedTimes>,
  done: () => boolean,
  halted: AbortSignal,
  made: () => Iterable<SampledFrame>,
) {
  const stopped = () => done() || halted.aborted
  async function* feed() {
    for (const packet of packets.decoded()) {
      if (stopped()) return
      fed.add(packet.microsecondTimestamp)
      // The packet's chunk (mediabunny's toEncodedVideoChunk), made only if fed.
      decoder.decode(packet.toEncodedVideoChunk())
      while (decoder.decodeQueueSize > PACKETS_AHEAD && !halted.aborted)
        await dequeued(decoder, halted)
      yield* made()
    }
  }
  const sink = new EncodedPacketSink(track)
  const first = await sink.getFirstKeyPacket()
  if (!first) throw new Error(NO_PICTURE)
  for await (const packet of sink.packets(first)) {
    if (stopped()) return
    packets.add(packet)
    yield* feed()
  }
  packets.end()
  yield* feed()
}

/**
 * The frames shown at `times` (seconds, in order), decoded from `track`: for each time, the last
 * frame decoded at or before it (the first frame, for a time before it). A frame shown at two
 * times is handed over once.
 */
function framesShownAt(
  track: InputVideoTrack,
  { config, followsReferences }: Decoding,
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
      const packets = decodedPackets(config, followsReferences, fed)
      yield* fedPackets(track, decoder, packets, fed, done, halted.signal, handOver)
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
    if (!config) throw new Error(NO_DECODER)
    const [times, shown] = [sampleTimes(start, end), await shownSmall(track)]
    const { frames, stop } = framesShownAt(track, await decoding(config), times, shown)
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
