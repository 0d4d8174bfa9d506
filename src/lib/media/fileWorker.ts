/**
 * The engine's worker: runs its work on files (mediaJobs.ts) off the main thread, where one
 * 12 MP photo would hold up typing. Files and Blobs cross both ways as handles; their bytes
 * are read here, as far as each job needs them.
 */
import { answerCalls } from '@/lib/workers/answerCalls'
import { MEDIA_JOBS } from './mediaJobs'

answerCalls(MEDIA_JOBS)
