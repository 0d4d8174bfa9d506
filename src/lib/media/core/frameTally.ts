import type { ByteRange } from './bytes'
import type { Shortening } from './cleaning'

/**
 * What a walk over a recording made of frames (AMR, raw AAC, MP3) kept, and what it left out
 * between the frames it kept.
 */
export interface FrameTally {
  frames: number
  frameBytes: number
  /** How long the kept frames play. */
  playsMs: number
  /**
   * Bytes left out between kept frames, tags and a joined recording's own header aside: other
   * data, or frames whose headers were damaged, which no decoder can tell apart.
   */
  skippedBetween: number
}

export const emptyTally = (): FrameTally => ({
  frames: 0,
  frameBytes: 0,
  playsMs: 0,
  skippedBetween: 0,
})

export function countFrames(tally: FrameTally, count: number, bytes: number, ms: number) {
  tally.frames += count
  tally.frameBytes += bytes
  tally.playsMs += ms
}

const lengthOf = ({ start, end }: ByteRange) => end - start

/**
 * The bytes between the first and the last of `kept` that are neither kept nor in one of `tags`,
 * where a tag's own size places it: tags are not sound. Both are in file order, and are walked
 * once.
 */
export function leftOutBetween(kept: readonly ByteRange[], tags: readonly ByteRange[]) {
  let leftOut = 0
  let firstTag = 0
  for (let index = 1; index < kept.length; index++) {
    const gap = { start: kept[index - 1]?.end ?? 0, end: kept[index]?.start ?? 0 }
    while ((tags[firstTag]?.end ?? Infinity) <= gap.start) firstTag++
    let inTags = 0
    for (let at = firstTag; ; at++) {
      const tag = tags[at]
      if (!tag || tag.start >= gap.end) break
      inTags += Math.max(0, Math.min(tag.end, gap.end) - Math.max(tag.start, gap.start))
    }
    leftOut += Math.max(0, lengthOf(gap) - inTags)
  }
  return leftOut
}

/**
 * How long the copy plays against how long the original may have (product.md §7), when bytes
 * between frames were left out: they are counted as frames of the recording's average size and
 * length, one at least. Bytes after the last frame are not counted: that is where apps append
 * their data.
 */
export function shortening({
  frames,
  frameBytes,
  playsMs,
  skippedBetween,
}: FrameTally): Shortening | undefined {
  if (skippedBetween === 0 || frames === 0) return undefined
  const skippedFrames = Math.max(1, Math.round((skippedBetween * frames) / frameBytes))
  return { sentMs: playsMs, originalMs: playsMs + (skippedFrames * playsMs) / frames }
}
