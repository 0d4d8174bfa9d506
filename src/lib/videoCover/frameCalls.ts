/**
 * The sampled frames, as suggestFaceTracks asks for them, from a worker started on the first
 * call: its code and mediabunny load then, never with a page.
 */
import { workerFunctions } from '@/lib/workers/workerCalls'
import type { FrameFunctions } from './frameWorker'

export const { openFrames, nextFrame, closeFrames } = workerFunctions<FrameFunctions>(
  { url: () => import('./frameWorker?worker&url').then((module) => module.default) },
  { openFrames: true, nextFrame: true, closeFrames: true },
)
