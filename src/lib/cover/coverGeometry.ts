/**
 * Where a rectangle drawn on screen falls in a photo's pixels. The photo is the picture as the
 * browser shows it: decoded with its EXIF orientation applied, as the card's preview, the
 * editor and the covered copy all draw it, so an area lands on the pixels the sender saw at
 * every orientation.
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

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** How many pixels two rectangles share; rectangles that only touch share none. */
export function sharedArea(one: Rect, other: Rect) {
  const width = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x)
  const height = Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * A rectangle on screen, relative to the box that shows the whole photo, in whole photo pixels:
 * rounded outward, so no sliver of an edge stays uncovered, and kept inside the photo.
 */
export function screenToPicture(rect: Rect, box: Size, picture: Size): Rect {
  const scaleX = picture.width / box.width
  const scaleY = picture.height / box.height
  const x = clamp(Math.floor(rect.x * scaleX), 0, picture.width)
  const y = clamp(Math.floor(rect.y * scaleY), 0, picture.height)
  return {
    x,
    y,
    width: clamp(Math.ceil((rect.x + rect.width) * scaleX), 0, picture.width) - x,
    height: clamp(Math.ceil((rect.y + rect.height) * scaleY), 0, picture.height) - y,
  }
}
