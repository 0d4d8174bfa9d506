/**
 * The engine's work on files, by name: what its worker (fileWorker.ts) answers for, and what
 * runs on the main thread where no worker can be made. The app calls them through index.ts.
 */
import { checkFile } from './checkFile'
import { decodeToThumbnail } from './imageDecodes'
import { detectFormat } from './detectFormat'
import { readPictureCodec } from './readPictureCodec'
import { findHiddenDetails, readHiddenDetails } from './readHiddenDetails'
import { removeHiddenDetails } from './removeHiddenDetails'

export const MEDIA_JOBS = {
  checkFile,
  detectFormat,
  readHiddenDetails,
  findHiddenDetails,
  removeHiddenDetails,
  decodeToThumbnail,
  readPictureCodec,
}

export type MediaJobs = typeof MEDIA_JOBS
