/** The worker behind fileJobs.ts. A File crosses to it, and a thumbnail back, without a copy. */
import type { FileJob, FileJobReply } from './fileJobs'
import { decodeToThumbnail } from './imageDecodes'

self.onmessage = async ({ data: job }: MessageEvent<FileJob>) => {
  const reply: FileJobReply = { id: job.id, thumbnail: await decodeToThumbnail(job.file) }
  self.postMessage(reply)
}
