/**
 * Covering parts of a photo before it is sent: where a rectangle drawn on screen falls in the
 * photo's pixels, the covered re-encode, and faces suggested on the device. This is its one
 * public face; the heavy work runs in two workers started on first use.
 */
export { screenToPicture, sharedArea, type Rect, type Size } from './coverGeometry'
export { isArrow, steppedByKey, withinPicture } from './areaSteps'
export { placeNewArea } from './placeNewArea'
export { mergeOverlapping } from './mergeOverlapping'
export { coveredFormat, isCoverFormat, type CoverFormat } from './coverFormat'
export type { OpenedPhoto } from './photoPixels'
export { coverPhoto, findFaces, openPhoto, prepareFaceFinder } from './coverCalls'
