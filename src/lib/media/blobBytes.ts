import { concatBytes } from './bytes'

/** The bytes of part of a file, read without loading the rest. */
export async function readBytes(file: Blob, start = 0, end = file.size) {
  return new Uint8Array(await file.slice(start, end).arrayBuffer())
}

export const WINDOW_SIZE = 1024 * 1024

/**
 * How much of a part that cleaning drops (a chunk, box or tag) is read to tell what it held:
 * metadata is small, and a larger part is never read whole.
 */
export const DESCRIBED_BYTES = 256 * 1024

/**
 * How much of a file a walk holds at once while it reads on: large, because each read of a
 * Blob costs about as much as reading a megabyte (a 450 MB recording walked in 1 MB windows
 * spends seconds waiting), and not larger, because each window read is garbage once walked.
 */
export const WALK_WINDOW_SIZE = 4 * 1024 * 1024
/** How much is read where a walk jumps further than the next window (over a large cluster). */
const JUMP_WINDOW_SIZE = 64 * 1024

interface Window {
  start: number
  bytes: Uint8Array
}

const endOf = (window: Window) => window.start + window.bytes.length

/**
 * A file read forward one window at a time, for walks over all of it (an MP3's frames, an Ogg
 * file's pages). While the walk reads on, the next window is read ahead as it parses this one,
 * and taken as it is when the walk gets there (a view across the two joins only what it asks
 * for); where the walk jumps further, only a little is read there. Memory holds two windows,
 * however large the file.
 *
 * Each window is a slice read into a new buffer, not a BYOB read of `Blob.stream()` into two
 * reused ones: in Chromium 156 such reads stop answering after a few gigabytes streamed with
 * no full garbage collection (cancelling a stream or reading it to its end does not help), and
 * a walk that allocates nothing never brings one. Callers may keep a view past the next.
 */
export function createWindowReader(file: Blob) {
  let current: Window = { start: 0, bytes: new Uint8Array(0) }
  let ahead: { start: number; bytes: Promise<Uint8Array> } | undefined

  function readAhead() {
    const from = endOf(current)
    if (from >= file.size) return undefined
    const read = readBytes(file, from, Math.min(file.size, from + WALK_WINDOW_SIZE))
    // A read ahead that fails is read again, and fails then, where the walk needs it.
    read.catch(() => undefined)
    return { start: from, bytes: read }
  }

  async function readAt(at: number, length: number, size: number) {
    current = {
      start: at,
      bytes: await readBytes(file, at, Math.min(file.size, at + Math.max(length, size))),
    }
    ahead = size === WALK_WINDOW_SIZE ? readAhead() : undefined
    return { bytes: current.bytes, offset: 0 }
  }

  /** Where the walk reads on: into the window read ahead, or across the two. */
  async function readOn(at: number, end: number) {
    const next = ahead ?? readAhead()
    const following = next && (await next.bytes.catch(() => undefined))
    if (!next || !following || end > next.start + following.length) {
      return readAt(at, end - at, WALK_WINDOW_SIZE)
    }
    if (at >= next.start) {
      current = { start: next.start, bytes: following }
      ahead = readAhead()
      return { bytes: following, offset: at - next.start }
    }
    ahead = next
    const across = concatBytes([
      current.bytes.subarray(at - current.start),
      following.subarray(0, end - next.start),
    ])
    return { bytes: across, offset: 0 }
  }

  return {
    /** A window holding `length` bytes from `at` (fewer where the file ends), and where `at` sits in it. */
    async view(at: number, length: number) {
      const end = Math.min(file.size, at + length)
      if (at >= current.start && end <= endOf(current)) {
        return { bytes: current.bytes, offset: at - current.start }
      }
      const readsOn = at >= current.start && at < endOf(current) + WALK_WINDOW_SIZE
      return readsOn ? readOn(at, end) : readAt(at, length, JUMP_WINDOW_SIZE)
    },
  }
}

export type WindowReader = ReturnType<typeof createWindowReader>
