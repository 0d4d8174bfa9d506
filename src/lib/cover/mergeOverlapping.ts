import { sharedArea, type Rect } from './coverGeometry'

/** Two boxes overlapping by this share of the smaller one are taken for one face. */
const SAME_FACE_OVERLAP = 0.3

function overlap(one: Rect, other: Rect) {
  const smaller = Math.min(one.width * one.height, other.width * other.height)
  return sharedArea(one, other) / smaller
}

const union = (one: Rect, other: Rect): Rect => {
  const x = Math.min(one.x, other.x)
  const y = Math.min(one.y, other.y)
  return {
    x,
    y,
    width: Math.max(one.x + one.width, other.x + other.width) - x,
    height: Math.max(one.y + one.height, other.y + other.height) - y,
  }
}

/**
 * The detector can find one face more than once, a little shifted. Boxes that overlap that much
 * become one box around both: one suggestion per face, and covering more is the safe side.
 */
export function mergeOverlapping(boxes: readonly Rect[]): Rect[] {
  const merged: Rect[] = []
  for (const box of boxes) {
    let current = box
    for (let index = merged.length - 1; index >= 0; index--) {
      const kept = merged[index] as Rect
      if (overlap(kept, current) >= SAME_FACE_OVERLAP) {
        current = union(kept, current)
        merged.splice(index, 1)
      }
    }
    merged.push(current)
  }
  return merged
}
