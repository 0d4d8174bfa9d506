/**
 * Decoding chosen photos (and drawing their thumbnails) in a Worker where the browser has one (see fileWorker.ts): a 12 MP
 * decode on the main thread would hold up typing (product.md §7). On the main thread elsewhere
 * (unit tests, browsers without module workers). Hidden details are read and removed on the
 * main thread: exifreader needs DOMParser for XMP, and workers have none.
 */
import { decodeToThumbnail } from './imageDecodes'

export interface FileJob {
  id: number
  file: Blob
}

export type FileJobReply = { id: number; thumbnail: Blob | undefined }

let worker: Worker | null | undefined
const pending = new Map<number, (thumbnail: Blob | undefined) => void>()
let lastJobId = 0

/** The one worker, made on first use; null where none can be made. */
function fileWorker() {
  if (worker !== undefined) return worker
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./fileWorker.ts', import.meta.url), { type: 'module' })
  } catch {
    worker = null
  }
  if (worker) {
    worker.onmessage = ({ data: reply }: MessageEvent<FileJobReply>) => {
      pending.get(reply.id)?.(reply.thumbnail)
      pending.delete(reply.id)
    }
  }
  return worker
}

/** A photo's thumbnail, made off the main thread; undefined when it cannot be decoded. */
export function thumbnailOffMainThread(file: Blob) {
  const off = fileWorker()
  if (!off) return decodeToThumbnail(file)
  lastJobId += 1
  const id = lastJobId
  return new Promise<Blob | undefined>((resolve) => {
    pending.set(id, resolve)
    off.postMessage({ id, file } satisfies FileJob)
  })
}
