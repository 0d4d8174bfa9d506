/**
 * What fileJobs.ts can ask for, by name, and the messages that carry the jobs: the same
 * functions run in the worker and, where no worker can be made, on the main thread.
 */
import { decodeToThumbnail } from './imageDecodes'
import { detectFormat } from './detectFormat'
import type { DetectedFormat, HiddenDetails } from './mediaTypes'
import { readHiddenDetails } from './readHiddenDetails'
import { canRemoveHiddenDetails, removeHiddenDetails } from './removeHiddenDetails'

/** What a file reveals, and whether the engine can take it out. */
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

type Runners = typeof FILE_JOB_RUNNERS
export type FileJobName = keyof Runners
export type FileJobArguments<Name extends FileJobName> = Parameters<Runners[Name]>
export type FileJobResult<Name extends FileJobName> = Awaited<ReturnType<Runners[Name]>>

export interface FileJob<Name extends FileJobName = FileJobName> {
  id: number
  name: Name
  args: FileJobArguments<Name>
}

export type FileJobReply = { id: number; result: unknown } | { id: number; failure: string }

/** Runs a job in the thread this module was loaded in. */
export function runFileJobHere({ name, args }: FileJob): Promise<unknown> {
  const run = FILE_JOB_RUNNERS[name] as (...args: FileJob['args']) => Promise<unknown>
  return run(...args)
}
