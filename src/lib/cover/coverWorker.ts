/** The worker that opens a photo for the editor and makes its covered copy. */
import { answerCalls } from '@/lib/workers/answerCalls'
import { coverPhoto, openPhoto } from './photoPixels'

const COVER_FUNCTIONS = { openPhoto, coverPhoto }

export type CoverFunctions = typeof COVER_FUNCTIONS

answerCalls(COVER_FUNCTIONS)
