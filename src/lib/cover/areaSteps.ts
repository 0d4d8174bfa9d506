/**
 * How an area drawn over a picture (a photo's, or a video frame's) is kept inside it and moved by
 * the keyboard, in the picture's pixels: the same rules in the photo and the video editors.
 */
import type { Rect, Size } from './coverGeometry'

/** Keyboard moves and resizes go by this share of the picture's longer side. */
const KEY_STEP_SHARE = 0.01
/** No area is smaller than this share of the longer side: a drawn speck is a slip. */
const MIN_SIDE_SHARE = 0.02

const keyStep = (picture: Size) =>
  Math.max(1, Math.round(Math.max(picture.width, picture.height) * KEY_STEP_SHARE))

const minSide = (picture: Size) =>
  Math.max(1, Math.round(Math.max(picture.width, picture.height) * MIN_SIDE_SHARE))

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The same area inside the picture, at least the minimum size. */
export function withinPicture(rect: Rect, picture: Size): Rect {
  const least = minSide(picture)
  const width = clamp(Math.round(rect.width), least, picture.width)
  const height = clamp(Math.round(rect.height), least, picture.height)
  return {
    x: clamp(Math.round(rect.x), 0, picture.width - width),
    y: clamp(Math.round(rect.y), 0, picture.height - height),
    width,
    height,
  }
}

type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'
const ARROWS: Record<Arrow, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

export const isArrow = (key: string): key is Arrow => key in ARROWS

/** Arrow keys move an area a step; with Shift, Right and Down grow it, Left and Up shrink it. */
export function steppedByKey(area: Rect, key: Arrow, resize: boolean, picture: Size): Rect {
  const step = keyStep(picture)
  const [dx, dy] = ARROWS[key]
  return resize
    ? { ...area, width: area.width + dx * step, height: area.height + dy * step }
    : { ...area, x: area.x + dx * step, y: area.y + dy * step }
}
