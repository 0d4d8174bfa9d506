import { sharedArea, type Rect, type Size } from './coverGeometry'

/**
 * Spots tried are this many to an area's side apart: a few hundred at most on any photo, close
 * enough that a free gap as wide as the area is found.
 */
const SPOTS_PER_SIDE = 4

/** From 0 to `last` by `step`, `last` itself included. */
function offsets(last: number, step: number) {
  const found = []
  for (let offset = 0; offset < last; offset += step) found.push(offset)
  found.push(last)
  return found
}

/**
 * Where an added area of `size` goes: the spot nearest the middle of the photo that covers
 * nothing `taken` covers, so a second Add area never hides under the first. On a photo with no
 * such spot left, the spot that overlaps the least.
 */
export function placeNewArea(size: Size, taken: readonly Rect[], picture: Size): Rect {
  const free = { width: picture.width - size.width, height: picture.height - size.height }
  const middle = { x: Math.round(free.width / 2), y: Math.round(free.height / 2), ...size }
  const spots = [middle]
  for (const x of offsets(free.width, Math.max(1, Math.round(size.width / SPOTS_PER_SIDE)))) {
    for (const y of offsets(free.height, Math.max(1, Math.round(size.height / SPOTS_PER_SIDE)))) {
      spots.push({ x, y, ...size })
    }
  }
  const judged = spots.map((spot) => ({
    spot,
    overlap: taken.reduce((sum, rect) => sum + sharedArea(spot, rect), 0),
    distance: Math.hypot(spot.x - middle.x, spot.y - middle.y),
  }))
  const best = judged.reduce((kept, next) =>
    next.overlap < kept.overlap || (next.overlap === kept.overlap && next.distance < kept.distance)
      ? next
      : kept,
  )
  return best.spot
}
