/** Code fetched on demand could not be fetched: a deploy replaced it, or the connection dropped. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of TipWire could not be loaded', { cause })
    this.name = 'ChunkLoadError'
  }
}
