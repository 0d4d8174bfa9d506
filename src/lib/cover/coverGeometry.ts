/**
 * Where a rectangle drawn on screen falls in a photo's pixels. Three spaces: the screen (CSS
 * pixels of the box the photo is shown in), the picture (the photo as seen, its EXIF
 * orientation applied, in pixels) and the stored pixels (as the file holds them). The cover
 * is filled in stored pixels under the orientation's transform, so it lands on exactly the
 * pixels the editor showed.
 */

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/** EXIF orientation, 1 (upright) to 8. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

/** A canvas transform (a, b, c, d, e, f): X = a·x + c·y + e, Y = b·x + d·y + f. */
export type Transform = readonly [number, number, number, number, number, number]

export const isOrientation = (value: unknown): value is Orientation =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 8

/** Orientations 5 to 8 turn the picture a quarter: its width is the stored height. */
const isQuarterTurn = (orientation: Orientation) => orientation >= 5

export const pictureSize = (stored: Size, orientation: Orientation): Size =>
  isQuarterTurn(orientation)
    ? { width: stored.height, height: stored.width }
    : { width: stored.width, height: stored.height }

/** The transform that draws stored pixels as the picture is seen. */
export function storedToPicture(
  orientation: Orientation,
  { width: w, height: h }: Size,
): Transform {
  switch (orientation) {
    case 1:
      return [1, 0, 0, 1, 0, 0]
    case 2:
      return [-1, 0, 0, 1, w, 0]
    case 3:
      return [-1, 0, 0, -1, w, h]
    case 4:
      return [1, 0, 0, -1, 0, h]
    case 5:
      return [0, 1, 1, 0, 0, 0]
    case 6:
      return [0, 1, -1, 0, h, 0]
    case 7:
      return [0, -1, -1, 0, h, w]
    case 8:
      return [0, -1, 1, 0, 0, w]
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** Whole pixels that contain the rectangle: rounded outward, so no sliver of an edge stays. */
function wholePixelsWithin(left: number, top: number, right: number, bottom: number, limit: Size) {
  const x = clamp(Math.floor(left), 0, limit.width)
  const y = clamp(Math.floor(top), 0, limit.height)
  return {
    x,
    y,
    width: clamp(Math.ceil(right), 0, limit.width) - x,
    height: clamp(Math.ceil(bottom), 0, limit.height) - y,
  }
}

/** A rectangle on screen, relative to the box that shows the whole picture, in picture pixels. */
export function screenToPicture(rect: Rect, box: Size, picture: Size): Rect {
  const scaleX = picture.width / box.width
  const scaleY = picture.height / box.height
  return wholePixelsWithin(
    rect.x * scaleX,
    rect.y * scaleY,
    (rect.x + rect.width) * scaleX,
    (rect.y + rect.height) * scaleY,
    picture,
  )
}

/** A rectangle in picture pixels, in the stored pixels the file holds. */
export function pictureToStored(rect: Rect, orientation: Orientation, stored: Size): Rect {
  const [a, b, c, d, e, f] = storedToPicture(orientation, stored)
  // The transform only turns and mirrors: its inverse is its transpose.
  const toStored = (X: number, Y: number) => ({
    x: a * (X - e) + b * (Y - f),
    y: c * (X - e) + d * (Y - f),
  })
  const one = toStored(rect.x, rect.y)
  const other = toStored(rect.x + rect.width, rect.y + rect.height)
  return wholePixelsWithin(
    Math.min(one.x, other.x),
    Math.min(one.y, other.y),
    Math.max(one.x, other.x),
    Math.max(one.y, other.y),
    stored,
  )
}
