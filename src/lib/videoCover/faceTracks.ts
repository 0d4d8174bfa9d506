/**
 * The suggested tracks, from the faces found in sampled frames (FACES.md): one track for each
 * face followed, a key where it was found, a little before it was first found and after it was
 * last found, each box a little larger than the face found.
 */
import type { CoverKey, CoverTrack } from './coverTracks'
import { followFaces, type FacesAt } from './followFaces'
import { keptInPicture } from './keptInPicture'
import { movedOn } from './keyOnLine'

/**
 * How much each side of a face found is pushed out, as a share of its width or height: the
 * detector's box stops at the brow and the cheeks, and between two keys a face can move off the
 * straight line its box takes (FACES.md has the figures).
 */
const FACE_PADDING = 0.25

const padded = ({ time, x, y, width, height }: CoverKey): CoverKey => ({
  time,
  x: x - width * FACE_PADDING,
  y: y - height * FACE_PADDING,
  width: width * (1 + 2 * FACE_PADDING),
  height: height * (1 + 2 * FACE_PADDING),
})

/**
 * The sightings, from the last sample before the face was first found to the next sample after
 * it was last found (the clip's end after the last sample): in between, the face may already be
 * coming into the picture or turning to the camera, or not yet be gone.
 */
function withLeads(sightings: CoverKey[], times: number[], end: number): CoverKey[] {
  const first = sightings[0] as CoverKey
  const last = sightings.at(-1) as CoverKey
  const before = times.findLast((time) => time < first.time)
  const after = times.find((time) => time > last.time) ?? (end > last.time ? end : undefined)
  return [
    ...(before === undefined ? [] : [movedOn(first, sightings[1], before)]),
    ...sightings,
    ...(after === undefined ? [] : [movedOn(last, sightings.at(-2), after)]),
  ]
}

/** `samples` in time order, every sampled frame's (also those where no face was found). */
export function faceTracks(samples: readonly FacesAt[], end: number): CoverTrack[] {
  const times = samples.map(({ time }) => time)
  return followFaces(samples).map((sightings, index) => ({
    id: `face-${index + 1}`,
    keys: keptInPicture(withLeads(sightings, times, end).map(padded)),
  }))
}
