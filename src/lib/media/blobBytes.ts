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
 * A file read forward one window at a time, for walks over all of it (an MP3's frames): memory
 * holds one window, however large the file.
 */
export function createWindowReader(file: Blob) {
  let start = 0
  let bytes = new Uint8Array(0)
  return {
    /** The window holding `length` bytes from `at` (fewer where the file ends), and where `at` sits in it. */
    async view(at: number, length: number) {
      const end = Math.min(file.size, at + length)
      if (at < start || end > start + bytes.length) {
        start = at
        bytes = await readBytes(file, at, Math.min(file.size, at + Math.max(length, WINDOW_SIZE)))
      }
      return { bytes, offset: at - start }
    },
  }
}
