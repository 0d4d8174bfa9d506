import type { ComponentType } from 'react'

/** A page's code could not be fetched: a deploy replaced it, or the connection dropped. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of TipWire could not be loaded', { cause })
    this.name = 'ChunkLoadError'
  }
}

/** A route's `lazy` for a page module, telling a failed download apart from a render failure. */
export const lazyPage =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() }
    } catch (error) {
      throw new ChunkLoadError(error)
    }
  }
