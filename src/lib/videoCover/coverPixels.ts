/**
 * Where a cover box falls in a frame's pixels. A box is a fraction of the picture as shown; in
 * pixels it is grown outward to whole pixels, so no sliver of what it covers stays at its edges.
 */
import type { CoverBox } from './coverTracks'

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
