import { descriptiveBytes } from './allowList'
import { neutraliseBox } from './boxes'
import { sampleEntryReserved } from './fields'
import { rewriteOf } from './rewrites'
import type { ByteRange } from '@/lib/media/core/bytes'
import { trackSampleRanges } from './tracks'
import { createIsoWalk } from './walk'

/**
 * The cleaner: walks top-level boxes along the allow-list and changes them in place, never
 * their size (product.md §7). Off the list → a `free` box with a zeroed payload; an extra
 * track → the same, and its samples are collected for zeroing in mdat; inside allowed boxes,
 * times, names, reserved fields and free space are zeroed, and the boxes made of defined
 * fields are written anew from them (rewrites.ts).
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
      const reserved = shape === 'sampleEntry' ? sampleEntryReserved(bytes, box, handler) : []
      for (const { start, end } of [...descriptiveBytes(bytes, box, shape, handler), ...reserved]) {
        bytes.fill(0, start, end)
      }
      rewriteOf(box, shape)?.rewrite(bytes, box)
    },
  })
  return { clean: walk, removedSamples, keptSamples }
}
