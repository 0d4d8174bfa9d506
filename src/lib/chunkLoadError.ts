/** Code fetched on demand could not be fetched: a deploy replaced it, or the connection dropped. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of TipWire could not be loaded', { cause })
    this.name = 'ChunkLoadError'
  }
}

/** What `load` fetches, or a ChunkLoadError when it could not be fetched. */
export async function downloaded<Part>(load: () => Promise<Part>): Promise<Part> {
  try {
    return await load()
  } catch (error) {
    throw new ChunkLoadError(error)
  }
}

/**
 * A part downloaded the first time it is asked for, then kept. A failed download is not kept:
 * the next ask downloads it again, as a Retry does once the connection is back.
 */
export function downloadedOnFirstUse<Part>(load: () => Promise<Part>) {
  let part: Promise<Part> | undefined
  return () =>
    (part ??= downloaded(load).catch((error: unknown) => {
      part = undefined
      throw error
    }))
}
