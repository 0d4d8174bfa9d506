/**
 * TipWire's media engine: recognising a file's format by its bytes, decoding a photo, and
 * reading and removing its hidden details, losslessly. This is its one public face; code
 * outside src/lib/media imports only from here (eslint.config.js enforces it). It uses no DOM,
 * so it runs in a Worker and in Node alike.
 *
 * For tools: detectFormat, canRemoveHiddenDetails, removeHiddenDetails and readHiddenDetails
 * run in the calling thread. For the app: runFileJob runs the same work in a Worker.
 */
export { detectFormat } from './detectFormat'
export { readHiddenDetails } from './readHiddenDetails'
export {
  canRemoveHiddenDetails,
  removeHiddenDetails,
  type CleanedFile,
} from './removeHiddenDetails'
export { runFileJob } from './fileJobs'
export type { FileJobName, FileJobResult } from './fileJobRunners'
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
} from './mediaTypes'
