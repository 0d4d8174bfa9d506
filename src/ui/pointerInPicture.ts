import type { Rect, Size } from '@/lib/cover'

export interface Point {
  x: number
  y: number
}

/** The rectangle between two points, whichever way it was drawn. */
export const spanned = (from: Point, to: Point): Rect => ({
  x: Math.min(from.x, to.x),
  y: Math.min(from.y, to.y),
  width: Math.abs(to.x - from.x),
  height: Math.abs(to.y - from.y),
})

/** Where a pointer is on the shown photo, in screen pixels from its corner, and the photo's box. */
export function pointerOnSurface(event: { clientX: number; clientY: number }, surface: Element) {
  const { left, top, width, height } = surface.getBoundingClientRect()
  const point = {
    x: Math.min(Math.max(event.clientX - left, 0), width),
    y: Math.min(Math.max(event.clientY - top, 0), height),
  }
  return { point, box: { width, height } }
}

/** How far a pointer went on screen, in picture pixels. */
export const screenDistanceInPicture = (from: Point, to: Point, box: Size, picture: Size) => ({
  x: ((to.x - from.x) * picture.width) / box.width,
  y: ((to.y - from.y) * picture.height) / box.height,
})
