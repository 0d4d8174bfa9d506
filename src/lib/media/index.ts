/**
 * TipWire's media engine: recognising a file's format by its bytes, decoding a photo, and
 * reading and removing its hidden details, losslessly. This is its one public face; code
 * outside src/lib/media imports only from here (eslint.config.js enforces it). It makes no DOM
 * elements (only its worker), so it runs in a Worker and in Node alike.
 *
 * Its work on files runs in its worker where the browser can make one, and on the calling
 * thread elsewhere (Node, for tools and tests; a browser without module workers), where only
 * then is its code loaded. The app, the tools and the tests call the same functions.
 */
import { workerFunctions } from '@/lib/workers/workerCalls'
import type { MediaJobs } from './mediaJobs'

export const {
  checkFile,
  detectFormat,
  readHiddenDetails,
  findHiddenDetails,
  removeHiddenDetails,
  decodeToThumbnail,
  readPictureCodec,
} = workerFunctions<MediaJobs>(
  {
    // Asked for only on the first call, so tools outside a browser never load what only the
    // app's build provides.
    url: () => import('./fileWorker.ts?worker&url').then((module) => module.default),
    here: () => import('./mediaJobs').then((module) => module.MEDIA_JOBS),
  },
  {
    checkFile: true,
    detectFormat: true,
    readHiddenDetails: true,
    findHiddenDetails: true,
    removeHiddenDetails: true,
    decodeToThumbnail: true,
    readPictureCodec: true,
  },
)
export type { FileCheck } from './checkFile'
export type { CleanedFile } from './removeHiddenDetails'
export type { Shortening } from './core/cleaning'
// Decodes on the calling thread: for other workers (the cover editor's) that draw a photo.
export { decodePicture } from './imageDecodes'
export {
  FORMATS,
  FORMATS_BY_KIND,
  HIDDEN_DETAIL_FIELDS,
  MIME_BY_FORMAT,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
  type MediaKind,
  type WrittenLocation,
} from './core/mediaTypes'
