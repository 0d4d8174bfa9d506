/** The worker that finds faces in a photo's pixels (faceDetector.ts). */
import { answerCalls } from '@/lib/workers/answerCalls'
import { findFaces, prepareFaceFinder } from './faceDetector'

const FACE_FUNCTIONS = { prepareFaceFinder, findFaces }

export type FaceFunctions = typeof FACE_FUNCTIONS

answerCalls(FACE_FUNCTIONS)
