/**
 * The frames Suggest faces searches (FACES.md), in the video's frame worker: decoded with
 * mediabunny at sampled moments, one at a time, never all held; each drawn small, as the face
 * detector takes it, and handed over as pixels.
 */
import { CanvasSink, type WrappedCanvas } from 'mediabunny'
import { FACE_INPUT_SIZE } from '@/lib/cover/faceInput'
import { sampleTimes } from './sampleTimes'
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

async function* pixelsOf(
  frames: AsyncGenerator<WrappedCanvas | null>,
): AsyncGenerator<SampledFrame> {
  let previous: number | undefined
  for await (const frame of frames) {
    // Two samples shown by the same frame (a clip of few frames a second) are searched once.
    if (!frame || frame.timestamp === previous) continue
    previous = frame.timestamp
    const { width, height } = frame.canvas
    const context = (frame.canvas as OffscreenCanvas).getContext('2d')
    if (!context) throw new Error('This browser cannot read a video frame')
    yield { time: frame.timestamp, pixels: context.getImageData(0, 0, width, height) }
  }
}

/** Opens `file` for the frames a face search takes, as they are shown (rotation applied). */
export async function openSampledFrames(file: Blob): Promise<SampledFrames> {
  const input = openVideoInput(file)
  try {
    const track = await input.getPrimaryVideoTrack()
    if (!track) throw new Error('This file has no picture to find faces in')
    const [start, end, shownWidth, shownHeight] = await Promise.all([
      track.getFirstTimestamp(),
      track.computeDuration(),
      track.getDisplayWidth(),
      track.getDisplayHeight(),
    ])
    // Frames are drawn no larger than the detector takes, as a photo's pixels are.
    const scale = Math.min(1, FACE_INPUT_SIZE / Math.max(shownWidth, shownHeight))
    const frames = new CanvasSink(track, {
      width: Math.max(1, Math.round(shownWidth * scale)),
      height: Math.max(1, Math.round(shownHeight * scale)),
      fit: 'fill',
    }).canvasesAtTimestamps(sampleTimes(start, end))
    return { start, end, frames: pixelsOf(frames), stop: () => input.dispose() }
  } catch (error) {
    input.dispose()
    throw error
  }
}
