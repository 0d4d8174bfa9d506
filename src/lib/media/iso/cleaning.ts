import { descriptiveBytes } from './allowList'
import { neutraliseBox } from './boxes'
import { REWRITTEN_CONFIGURATIONS } from './configurations'
import type { ByteRange } from '@/lib/media/core/bytes'
import { trackSampleRanges } from './tracks'
import { createIsoWalk } from './walk'

/**
 * The cleaner: walks top-level boxes along the allow-list and changes them in place, never
 * their size (product.md §7). Off the list → a `free` box with a zeroed payload; an extra
 * track → the same, and its samples are collected for zeroing in mdat; inside allowed boxes,
 * times, names and free space are zeroed, and codec configurations lose what decoding does not
 * need.
 */
export function createIsoCleaner() {
  const removedSamples: ByteRange[] = []
  const { walk, keptSamples } = createIsoWalk({
    outside: neutraliseBox,
    extraTrack: (bytes, trak) => {
      removedSamples.push(...trackSampleRanges(bytes, trak))
      neutraliseBox(bytes, trak)
    },
    allowed: (bytes, box, shape, handler) => {
      if (shape === 'rewrittenConfiguration') REWRITTEN_CONFIGURATIONS[box.type]?.drop(bytes, box)
      for (const { start, end } of descriptiveBytes(bytes, box, shape, handler)) {
        bytes.fill(0, start, end)
      }
    },
  })
  return { clean: walk, removedSamples, keptSamples }
}
