/**
 * The editor's calls into the cover workers. Both are started on the first call, so their code
 * and the face model load when the editor first opens, never with a page.
 */
import coverWorkerUrl from './coverWorker?worker&url'
import faceWorkerUrl from './faceWorker?worker&url'
import type { CoverRequest, CoverResult } from './coverWorker'
import type { FaceRequest } from './faceWorker'
import type { Rect } from './coverGeometry'
import type { CoverFormat } from './coverFormat'
import type { OpenedPhoto } from './photoPixels'
import { workerCalls } from './workerCalls'

const callCoverWorker = workerCalls<CoverRequest, CoverResult>(coverWorkerUrl)
const callFaceWorker = workerCalls<FaceRequest, Rect[]>(faceWorkerUrl)

/** Decodes the photo off the main thread: its upright size, a preview and its pixels. */
export const openPhotoForCover = (file: Blob) =>
  callCoverWorker({ job: 'open', file }) as Promise<OpenedPhoto>

/** Starts loading the face finder and its model, so that it is ready when the photo is. */
export const prepareFaceFinder = () => callFaceWorker({ job: 'load' }).then(() => undefined)

/** Faces found on the device, in the pixels given (the opened photo's, made for this). */
export const suggestFaces = (pixels: ImageData) =>
  callFaceWorker({ job: 'find', pixels }, [pixels.data.buffer])

/** The covered copy: every area (in photo pixels) solid black, re-encoded in its format. */
export const coverPhotoAreas = (file: Blob, format: CoverFormat, areas: Rect[]) =>
  callCoverWorker({ job: 'cover', file, format, areas }) as Promise<Blob>
