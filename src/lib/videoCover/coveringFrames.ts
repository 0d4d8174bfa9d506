/**
 * mediabunny's `process` hook for the picture: each frame with the boxes showing at its time
 * filled solid, made from its pixels copied out, turned upright and covered (framePlanes.ts),
 * never drawn on a canvas. Drawn frames cost Chromium about 450 MB of pooled shared memory.
 * A frame no box shows on, stored upright in a layout copied as it comes, goes to the encoder as
 * decoded: copied out and back it would be the same pixels, two copies of the frame later.
 */
import type { VideoSample } from 'mediabunny'
import { collectionNudge } from './collectionNudge'
import { boxesAt, type CoverTrack } from './coverTracks'
import { coverPlanes, turned } from './framePlanes'
import { copiedAsItComes, copiedPlanes, sampleOfPlanes } from './planeFrames'

const TURNED_OTHERWISE =
  'This video’s frames came turned otherwise than it was filmed, so its boxes could miss the faces'

/**
 * Covers each frame with the boxes of `tracks` showing at its time. `start` is where the
 * conversion starts in the original's time: a frame's time in the new file plus `start` is its
 * time in the original, which the boxes' times count in (the editor plays the original).
 * `rotation` is the turn each frame must come with, as stored (encodeCoveredVideo's turnedBack):
 * a frame that came otherwise, its boxes placed for the picture as shown would miss, so it fails
 * instead.
 */
export function coveringFrames(tracks: CoverTrack[], start: number, rotation: number) {
  const nudge = collectionNudge()
  return async (sample: VideoSample) => {
    if (sample.rotation !== rotation) throw new Error(TURNED_OTHERWISE)
    nudge()
    const boxes = boxesAt(tracks, sample.timestamp + start)
    if (boxes.length === 0 && sample.rotation === 0 && copiedAsItComes(sample.format)) return sample
    const { bytes, stored } = await copiedPlanes(sample)
    const shown = turned(bytes, stored, sample.rotation)
    coverPlanes(shown.bytes, shown.frame, boxes)
    return sampleOfPlanes(shown.bytes, shown.frame, sample)
  }
}
