/**
 * The face search, as suggestFaceTracks calls it, in a worker started on the first call: its
 * code, mediabunny and the face model load then, never with a page.
 */
import { workerFunctions } from '@/lib/workers/workerCalls'
import type { FaceSearchFunctions } from './faceWorker'

export const { startFaceSearch, nextFaces, stopFaceSearch } = workerFunctions<FaceSearchFunctions>(
  { url: () => import('./faceWorker?worker&url').then((module) => module.default) },
  { startFaceSearch: true, nextFaces: true, stopFaceSearch: true },
)
