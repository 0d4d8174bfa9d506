/**
 * A track's keys with every box inside the picture, as the contract's fractions 0..1 want them,
 * moving as the boxes did before: where an edge of a box crosses the picture's edge between two
 * keys, a key is added at that moment. Without it, a face coming into the picture would be
 * covered late: a box cut at the edge at one key and whole at the next grows from the cut one
 * in a straight line, behind the face.
 */
import type { CoverKey } from './coverTracks'
import { keyOnLine } from './keyOnLine'

const edgesOf = ({ x, y, width, height }: CoverKey) => [x, x + width, y, y + height]

/** The moments strictly between two keys at which an edge of the box crosses 0 or 1. */
function crossings(from: CoverKey, to: CoverKey) {
  const after = edgesOf(to)
  return edgesOf(from).flatMap((edge, index) =>
    [0, 1].flatMap((border) => {
      const share = (border - edge) / ((after[index] as number) - edge)
      return share > 0 && share < 1 ? [from.time + share * (to.time - from.time)] : []
    }),
  )
}

const inside = (value: number) => Math.min(1, Math.max(0, value))

const isInside = (key: CoverKey) => edgesOf(key).every((edge) => edge === inside(edge))

function clipped({ time, x, y, width, height }: CoverKey): CoverKey {
  const left = inside(x)
  const top = inside(y)
  return {
    time,
    x: left,
    y: top,
    width: inside(x + width) - left,
    height: inside(y + height) - top,
  }
}

export function keptInPicture(keys: readonly CoverKey[]): CoverKey[] {
  return keys
    .flatMap((key, index) => {
      const next = keys[index + 1]
      if (!next) return [key]
      const moments = [...new Set(crossings(key, next))].sort((one, other) => one - other)
      return [key, ...moments.map((time) => keyOnLine(key, next, time))]
    })
    .map((key) => (isInside(key) ? key : clipped(key)))
}
