/**
 * The worker that reads a video for the editor and makes its covered copy, and disguises a voice
 * note's voice, off the page's thread.
 */
import { registerVideoSampleTransformer } from 'mediabunny'
import { answerCalls } from '@/lib/workers/answerCalls'
import { encodeCoveredVideo } from './encodeCoveredVideo'
import { openVideo } from './openVideo'
import { transformedByPlanes } from './planesTransformer'
import { quietMediabunny } from './quietMediabunny'
import { canDisguiseVoiceNote, disguiseVoiceNote } from './voiceNote'

quietMediabunny()
registerVideoSampleTransformer(transformedByPlanes)

const VIDEO_FUNCTIONS = { openVideo, encodeCoveredVideo, canDisguiseVoiceNote, disguiseVoiceNote }

export type VideoFunctions = typeof VIDEO_FUNCTIONS

answerCalls(VIDEO_FUNCTIONS)
