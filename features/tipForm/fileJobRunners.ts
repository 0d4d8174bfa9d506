/**
 * What fileJobs.ts can ask for, by name: the same functions run in the worker and, where no
 * worker can be made, on the main thread.
 */
import type { FileJob } from './fileJobs'
import { decodeToThumbnail } from './imageDecodes'
import { detectFormat } from './media/detectFormat'
import type { DetectedFormat, HiddenDetails } from './media/mediaTypes'
import { readHiddenDetails } from './media/readHiddenDetails'
import { canRemoveHiddenDetails, removeHiddenDetails } from './media/removeHiddenDetails'

/** What a file reveals, and whether TipWire can take it out (product.md §7). */
async function findHiddenDetails(file: Blob, format: DetectedFormat) {
  return {
    // A file whose hidden details cannot be read still goes through cleaning when wanted.
    hiddenDetails: await readHiddenDetails(file, format).catch((): HiddenDetails => ({})),
    canRemoveHiddenDetails: canRemoveHiddenDetails(format),
  }
}

export const FILE_JOB_RUNNERS = {
  detectFormat,
  thumbnail: decodeToThumbnail,
  findHiddenDetails,
  removeHiddenDetails,
}

/** Runs a job in the thread this module was loaded in. */
export function runFileJobHere({ name, args }: FileJob): Promise<unknown> {
  const run = FILE_JOB_RUNNERS[name] as (...args: FileJob['args']) => Promise<unknown>
  return run(...args)
}
