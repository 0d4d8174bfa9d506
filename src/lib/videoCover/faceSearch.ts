/**
 * Finding faces through a video (FACES.md), in the video's face worker: frames are decoded with
 * mediabunny at sampled moments, one at a time, never all held; each is drawn small, as the
 * detector takes it, and searched for faces.
 */
import { CanvasSink, type WrappedCanvas } from 'mediabunny'
// The photo editor's detector, its model and settings: one face finder for photos and videos.
import { findFaces } from '@/lib/cover/faceDetector'
import { FACE_INPUT_SIZE } from '@/lib/cover/faceInput'
import type { FacesAt } from './followFaces'
import { sampleTimes } from './sampleTimes'
import { openVideoInput } from './videoInput'

export interface FaceSearch {
  /** The clip's first frame's time and its end, in seconds. */
  start: number
  end: number
  /** The faces of each sampled frame, in time order, one frame decoded and searched a time. */
  found: AsyncGenerator<FacesAt>
  /** Lets go of the file and the decoder; a search under way fails. */
  stop: () => void
}

async function* facesIn(frames: AsyncGenerator<WrappedCanvas | null>): AsyncGenerator<FacesAt> {
  let previous: number | undefined
  for await (const frame of frames) {
    // Two samples shown by the same frame (a clip of few frames a second) are searched once.
    if (!frame || frame.timestamp === previous) continue
    previous = frame.timestamp
    const { width, height } = frame.canvas
    const context = (frame.canvas as OffscreenCanvas).getContext('2d')
    if (!context) throw new Error('This browser cannot read a video frame')
    const faces = await findFaces(context.getImageData(0, 0, width, height))
    yield {
      time: frame.timestamp,
      faces: faces.map((face) => ({
        x: face.x / width,
        y: face.y / height,
        width: face.width / width,
        height: face.height / height,
      })),
    }
  }
}

/** Opens `file` for a search through its picture, as it is shown (rotation applied). */
export async function searchFaces(file: Blob): Promise<FaceSearch> {
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
    // Faces are searched in pixels no larger than the detector takes, as in a photo.
    const scale = Math.min(1, FACE_INPUT_SIZE / Math.max(shownWidth, shownHeight))
    const frames = new CanvasSink(track, {
      width: Math.max(1, Math.round(shownWidth * scale)),
      height: Math.max(1, Math.round(shownHeight * scale)),
      fit: 'fill',
    }).canvasesAtTimestamps(sampleTimes(start, end))
    return { start, end, found: facesIn(frames), stop: () => input.dispose() }
  } catch (error) {
    input.dispose()
    throw error
  }
}
