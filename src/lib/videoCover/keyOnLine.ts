import type { CoverKey } from './coverTracks'

const along = (from: number, to: number, share: number) => from + (to - from) * share

/**
 * The key at `time` on the straight line through two keys at different times: between them as a
 * track moves, or before or beyond them as the box would go on moving.
 */
export function keyOnLine(from: CoverKey, to: CoverKey, time: number): CoverKey {
  const share = (time - from.time) / (to.time - from.time)
  return {
    time,
    x: along(from.x, to.x, share),
    y: along(from.y, to.y, share),
    width: along(from.width, to.width, share),
    height: along(from.height, to.height, share),
  }
}

/**
 * The box of `nearest` at `time`, still, or moving on as it moved from `other`: the same size,
 * since the detector's boxes of one face vary in size from frame to frame, and a size that
 * changes on a line would soon be none or a whole picture.
 */
export function movedOn(nearest: CoverKey, other: CoverKey | undefined, time: number): CoverKey {
  if (!other) return { ...nearest, time }
  const { x, y, width, height } = keyOnLine(other, nearest, time)
  return {
    time,
    x: x + (width - nearest.width) / 2,
    y: y + (height - nearest.height) / 2,
    width: nearest.width,
    height: nearest.height,
  }
}
