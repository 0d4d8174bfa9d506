import type { DetectedFormat, HiddenDetails } from './core/mediaTypes'
import { familyOf } from './families'

/** What a file reveals about who made it, where and with what, as raw values (product.md §7). */
export const readHiddenDetails = (file: Blob, format: DetectedFormat): Promise<HiddenDetails> =>
  familyOf(format).readDetails(file, format)

/**
 * What a file reveals and whether it was read whole: what the app shows on a file's card. A file whose hidden details cannot be read (a truncated
 * video) is not read whole: the card cannot call it free of them. It still goes through
 * cleaning when wanted, which refuses it with the reason.
 */
export async function findHiddenDetails(file: Blob, format: DetectedFormat) {
  let readWhole = true
  const hiddenDetails = await readHiddenDetails(file, format).catch((): HiddenDetails => {
    readWhole = false
    return {}
  })
  return { hiddenDetails, readWhole }
}
