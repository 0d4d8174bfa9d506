/**
 * TipWire's media engine: recognising a file's format by its bytes, decoding a photo, and
 * reading and removing its hidden details, losslessly. This is its one public face; code
 * outside src/lib/media imports only from here (eslint.config.js enforces it). It uses no DOM,
 * so it runs in a Worker and in Node alike.
 *
 * Its work on files runs in its worker where the browser can make one, and on the calling
 * thread elsewhere: the app, the tools and the tests call the same functions (inWorker.ts).
 */
export {
  detectFormat,
  readHiddenDetails,
  findHiddenDetails,
  removeHiddenDetails,
  decodeToThumbnail,
} from './inWorker'
export type { CleanedFile } from './removeHiddenDetails'
export {
  FORMATS,
  FORMATS_BY_KIND,
  HIDDEN_DETAIL_FIELDS,
  MIME_BY_FORMAT,
  canRemoveHiddenDetails,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
  type MediaKind,
  type WrittenLocation,
} from './mediaTypes'
