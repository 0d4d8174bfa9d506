/**
 * The cover's work, as the editor calls it, in two workers started on the first call: their
 * code and the face model load when the editor first opens, never with a page.
 */
import { workerFunctions } from '@/lib/workers/workerCalls'
import type { CoverFunctions } from './coverWorker'
import type { FaceFunctions } from './faceWorker'

export const { openPhoto, coverPhoto } = workerFunctions<CoverFunctions>(
  { url: () => import('./coverWorker?worker&url').then((module) => module.default) },
  { openPhoto: true, coverPhoto: true },
)

export const { prepareFaceFinder, findFaces } = workerFunctions<FaceFunctions>(
  { url: () => import('./faceWorker?worker&url').then((module) => module.default) },
  { prepareFaceFinder: true, findFaces: true },
)
