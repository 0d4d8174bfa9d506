/**
 * Where a cover box falls in a frame's pixels, and the frame drawn covered. A box is a fraction
 * of the picture as shown; in pixels it is grown outward to whole pixels, so no sliver of what
 * it covers stays at its edges.
 */
import type { CoverBox } from './coverTracks'

/** Covered areas are filled solid, never blurred: nothing of what was there can be recovered. */
export const COVER_FILL = '#000000'

export interface PixelBox {
  x: number
  y: number
  width: number
  height: number
}

/** `box` in the pixels of a `width` × `height` frame: grown outward, kept inside the frame. */
export function pixelBox(box: CoverBox, width: number, height: number): PixelBox {
  const left = Math.max(0, Math.floor(box.x * width))
  const top = Math.max(0, Math.floor(box.y * height))
  const right = Math.min(width, Math.ceil((box.x + box.width) * width))
  const bottom = Math.min(height, Math.ceil((box.y + box.height) * height))
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/** Fills each box solid over what `context` holds, a frame `width` × `height`. */
export function fillBoxes(
  context: OffscreenCanvasRenderingContext2D,
  boxes: readonly CoverBox[],
  width: number,
  height: number,
) {
  context.fillStyle = COVER_FILL
  for (const box of boxes) {
    const { x, y, width: boxWidth, height: boxHeight } = pixelBox(box, width, height)
    context.fillRect(x, y, boxWidth, boxHeight)
  }
}
