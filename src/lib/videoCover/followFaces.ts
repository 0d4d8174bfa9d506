/**
 * Which face found in one sampled frame is which face found in the frames before (FACES.md):
 * each face followed so far is expected where its last two sightings say it is going, and takes
 * the nearest face found near there. Nearest pairs are taken first, so two faces crossing each
 * keep their own; a face found near no expected place is a new face.
 */
import type { CoverBox, CoverKey } from './coverTracks'
import { movedOn } from './keyOnLine'

/** The faces found in the frame shown at `time`, as fractions of the picture. */
export interface FacesAt {
  time: number
  faces: CoverBox[]
}

/**
 * How far a face found may be from where a followed face was expected, in face sizes, to be
 * that face. Half a second apart, a face walking past close to the camera moves about its own
 * size, and the detector's boxes of a still face move by about a tenth of it; faces side by
 * side are each nearer their own sighting, which is taken first.
 */
const SAME_FACE_DISTANCE = 1.5
/** How many times wider or taller than expected a face found may be, and still be that face. */
const SAME_FACE_GROWTH = 2
/**
 * A face not found again for longer than this has left the picture: one that comes back is
 * followed as another. Within it, a face missed for a sample or two (turned away, passing
 * behind another) is the same face, and its box goes straight from where it was to where it is
 * found again.
 */
const FACE_LEFT_AFTER_SECONDS = 1.5

/** One face's sightings, in time order, and whether it may still be found again. */
interface Followed {
  sightings: CoverKey[]
  left: boolean
}

/** Where a face is expected at `time`: still where it was, or moving on as it last moved. */
const expectedAt = ({ sightings }: Followed, time: number): CoverBox =>
  movedOn(sightings.at(-1) as CoverKey, sightings.at(-2), time)

const centreOf = (start: number, size: number) => start + size / 2

/** How far `found` is from `expected`, in face sizes; Infinity when it cannot be that face. */
function distance(expected: CoverBox, found: CoverBox) {
  const growth = Math.max(
    found.width / expected.width,
    expected.width / found.width,
    found.height / expected.height,
    expected.height / found.height,
  )
  if (!(growth <= SAME_FACE_GROWTH)) return Infinity
  const across =
    (centreOf(found.x, found.width) - centreOf(expected.x, expected.width)) /
    ((found.width + expected.width) / 2)
  const down =
    (centreOf(found.y, found.height) - centreOf(expected.y, expected.height)) /
    ((found.height + expected.height) / 2)
  return Math.hypot(across, down)
}

/** Each face's sightings through the samples (in time order), in the order the faces appear. */
export function followFaces(samples: readonly FacesAt[]): CoverKey[][] {
  const followed: Followed[] = []
  for (const { time, faces } of samples) {
    for (const face of followed) {
      face.left ||= time - (face.sightings.at(-1) as CoverKey).time > FACE_LEFT_AFTER_SECONDS
    }
    const present = followed.filter((face) => !face.left)
    const pairs = present
      .flatMap((face) => {
        const expected = expectedAt(face, time)
        return faces.map((found) => ({ face, found, apart: distance(expected, found) }))
      })
      .filter(({ apart }) => apart <= SAME_FACE_DISTANCE)
      .sort((one, other) => one.apart - other.apart)
    const taken = new Set<CoverBox | Followed>()
    for (const { face, found } of pairs) {
      if (taken.has(face) || taken.has(found)) continue
      taken.add(face).add(found)
      face.sightings.push({ time, ...found })
    }
    for (const found of faces) {
      if (!taken.has(found)) followed.push({ sightings: [{ time, ...found }], left: false })
    }
  }
  return followed.map(({ sightings }) => sightings)
}
