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
 * spends seconds waiting).
 */
const WALK_WINDOW_SIZE = 8 * 1024 * 1024
/** How much is read where a walk jumps further than the next window (over a large cluster). */
const JUMP_WINDOW_SIZE = 64 * 1024

/**
 * A file read forward one window at a time, for walks over all of it (an MP3's frames, an Ogg
 * file's pages). While the walk reads on, the next window is read ahead as it parses this one;
 * where it jumps past the window, only a little is read there. Memory holds two windows at
 * most, however large the file.
 */
export function createWindowReader(file: Blob) {
  let start = 0
  let bytes = new Uint8Array(0)
  let ahead: { start: number; bytes: Promise<Uint8Array> } | undefined

  function readAhead() {
    const from = start + bytes.length
    if (from >= file.size) return undefined
    const read = readBytes(file, from, Math.min(file.size, from + WALK_WINDOW_SIZE))
    // A read ahead that fails is read again, and fails then, where the walk needs it.
    read.catch(() => undefined)
    return { start: from, bytes: read }
  }

  /**
   * Reads on, to a place in this window or the next: what is left of this one, then the window
   * read ahead (where a walk hops over a page's or a block's body, `at` lies past this window).
   */
  async function readOn(at: number, length: number) {
    const next = ahead ?? readAhead()
    ahead = undefined
    const following = next && (await next.bytes.catch(() => undefined))
    const joinedStart = Math.min(at, start + bytes.length)
    bytes = concatBytes([bytes.subarray(joinedStart - start), ...(following ? [following] : [])])
    start = joinedStart
    const end = Math.min(file.size, at + length)
    if (end > start + bytes.length) {
      bytes = await readBytes(
        file,
        at,
        Math.min(file.size, at + Math.max(length, WALK_WINDOW_SIZE)),
      )
      start = at
    }
    ahead = readAhead()
  }

  async function jumpTo(at: number, length: number) {
    ahead = undefined
    bytes = await readBytes(file, at, Math.min(file.size, at + Math.max(length, JUMP_WINDOW_SIZE)))
    start = at
  }

  return {
    /** The window holding `length` bytes from `at` (fewer where the file ends), and where `at` sits in it. */
    async view(at: number, length: number) {
      const end = Math.min(file.size, at + length)
      if (at < start || end > start + bytes.length) {
        const readsOn = at >= start && at < start + bytes.length + WALK_WINDOW_SIZE
        await (readsOn ? readOn(at, length) : jumpTo(at, length))
      }
      return { bytes, offset: at - start }
    },
  }
}

export type WindowReader = ReturnType<typeof createWindowReader>
