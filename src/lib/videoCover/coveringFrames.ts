/**
 * mediabunny's `process` hook for the picture: each frame with the boxes showing at its time
 * filled solid, made from its pixels copied out, turned upright and covered (framePlanes.ts),
 * never drawn on a canvas. Drawn frames cost Chromium about 450 MB of pooled shared memory.
 */
import { VideoSample } from 'mediabunny'
import { boxesAt, type CoverTrack } from './coverTracks'
import { coverPlanes, framePlanes, planeLayout, turned } from './framePlanes'

/** A frame's pixels, laid out as `stored`: I420 as decoded, any other format as RGBX. */
async function copiedPixels(sample: VideoSample) {
  const format = sample.format === 'I420' ? 'I420' : 'RGBX'
  const { width, height } = sample.visibleRect
  const stored = framePlanes(format, width, height, sample.colorSpace.fullRange === true)
  const bytes = new Uint8Array(stored.size)
  await sample.copyTo(bytes, {
    layout: planeLayout(stored),
    // The browser converts any other format as it copies it.
    ...(format === 'RGBX' && { format }),
  })
  return { bytes, stored }
}

const TURNED_OTHERWISE =
  'This video’s frames came turned otherwise than it was filmed, so its boxes could miss the faces'

/**
 * Covers each frame with the boxes of `tracks` showing at its time. `start` is where the
 * conversion starts in the original's time: a frame's time in the new file plus `start` is its
 * time in the original, which the boxes' times count in (the editor plays the original).
 * `rotation` is the turn each frame must come with, as stored: mediabunny draws a frame on a
 * canvas itself when it must (pixels that are not square), and such a frame comes upright
 * from another turn; boxes placed for the picture as shown would then miss, so it fails instead.
 */
export const coveringFrames =
  (tracks: CoverTrack[], start: number, rotation: number) => async (sample: VideoSample) => {
    if (sample.rotation !== rotation) throw new Error(TURNED_OTHERWISE)
    const { bytes, stored } = await copiedPixels(sample)
    const shown = turned(bytes, stored, sample.rotation)
    coverPlanes(shown.bytes, shown.frame, boxesAt(tracks, sample.timestamp + start))
    const { format, width, height } = shown.frame
    // `transfer` (the frame takes the buffer over rather than copy it) is newer than TypeScript's
    // own description of the frame's init.
    const init: VideoFrameBufferInit & { transfer: ArrayBuffer[] } = {
      format,
      codedWidth: width,
      codedHeight: height,
      layout: planeLayout(shown.frame),
      timestamp: sample.microsecondTimestamp,
      duration: sample.microsecondDuration,
      ...(format === 'I420' && { colorSpace: sample.colorSpace.toJSON() }),
      transfer: [shown.bytes.buffer],
    }
    const frame = new VideoFrame(shown.bytes, init)
    return new VideoSample(frame, { timestamp: sample.timestamp, duration: sample.duration })
  }
