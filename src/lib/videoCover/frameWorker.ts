/**
 * The worker that decodes the frames Suggest faces searches (sampledFrames.ts). It hands over
 * one sampled frame per call, so that the caller can have the next decoded here while the face
 * worker searches the last, and stops calling on Cancel.
 */
import { answerCalls } from '@/lib/workers/answerCalls'
import { openSampledFrames, type SampledFrames } from './sampledFrames'
import { quietMediabunny } from './quietMediabunny'

quietMediabunny()

const opened = new Map<number, SampledFrames>()
let lastId = 0

/** Opens the video; its frames are named by the id it answers with. */
async function openFrames(file: Blob) {
  const frames = await openSampledFrames(file)
  const id = (lastId += 1)
  opened.set(id, frames)
  return { id, start: frames.start, end: frames.end }
}

/** The next sampled frame's pixels (moved to the caller), or null after the last. */
async function nextFrame(id: number) {
  const frames = opened.get(id)
  if (!frames) throw new Error('These frames have been closed')
  const next = await frames.frames.next()
  return next.done ? null : next.value
}

/** Lets go of the video, read to its end or not. */
async function closeFrames(id: number) {
  opened.get(id)?.stop()
  opened.delete(id)
}

const FRAME_FUNCTIONS = { openFrames, nextFrame, closeFrames }

export type FrameFunctions = typeof FRAME_FUNCTIONS

answerCalls(FRAME_FUNCTIONS)
