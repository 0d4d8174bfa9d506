/**
 * Decoding chosen photos in a Worker where the browser has one (see fileWorker.ts): a 12 MP
 * decode on the main thread would hold up typing (product.md §7). On the main thread elsewhere
 * (unit tests, browsers without module workers). Hidden details are read and removed on the
 * main thread: exifreader needs DOMParser for XMP, and workers have none.
 */
import { imageDecodes } from './imageDecodes'

export interface FileJob {
  id: number
  file: Blob
}

export type FileJobReply = { id: number; ok: true; decodes: boolean } | { id: number; ok: false }

let worker: Worker | null | undefined
const pending = new Map<number, (decodes: boolean) => void>()
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
      pending.get(reply.id)?.(reply.ok && reply.decodes)
      pending.delete(reply.id)
    }
  }
  return worker
}

export function imageDecodesOffMainThread(file: Blob) {
  const off = fileWorker()
  if (!off) return imageDecodes(file)
  lastJobId += 1
  const id = lastJobId
  return new Promise<boolean>((resolve) => {
    pending.set(id, resolve)
    off.postMessage({ id, file } satisfies FileJob)
  })
}
