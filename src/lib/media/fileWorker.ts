/**
 * The worker behind fileJobs.ts: runs each job it is sent and answers with its result or why
 * it failed. Files and Blobs cross both ways as handles; their bytes are read here.
 */
import { runFileJobHere, type FileJob, type FileJobReply } from './fileJobRunners'

self.onmessage = async ({ data: job }: MessageEvent<FileJob>) => {
  let reply: FileJobReply
  try {
    reply = { id: job.id, result: await runFileJobHere(job) }
  } catch (error) {
    reply = { id: job.id, failure: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
}
