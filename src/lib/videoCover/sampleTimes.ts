/**
 * Samples are at most this far apart, in seconds. The detector takes about 8 ms a frame on a quiet
 * machine and 80 to 330 ms on two busy cores, so searching every frame of a 30 s clip would take
 * from 7 s to minutes; half a second apart, a face moves less than its own size (so it is
 * followed) and close to a straight line (so the box between two keys stays on it).
 */
const SAMPLE_EVERY_SECONDS = 0.5

/**
 * The moments searched, in seconds: the first frame's, the last frame's (the one shown just
 * before the end) and evenly between them, at most SAMPLE_EVERY_SECONDS apart.
 */
export function sampleTimes(start: number, end: number) {
  const last = Math.max(start, end - 1e-3)
  const gaps = Math.ceil((last - start) / SAMPLE_EVERY_SECONDS)
  return Array.from({ length: gaps + 1 }, (_, index) =>
    gaps === 0 ? start : start + ((last - start) * index) / gaps,
  )
}
