/** The worker behind fileJobs.ts. A File crosses to it without being copied. */
import type { FileJob, FileJobReply } from './fileJobs'
import { imageDecodes } from './imageDecodes'

self.onmessage = async ({ data: job }: MessageEvent<FileJob>) => {
  let reply: FileJobReply
  try {
    reply = { id: job.id, ok: true, decodes: await imageDecodes(job.file) }
  } catch {
    reply = { id: job.id, ok: false }
  }
  self.postMessage(reply)
}
