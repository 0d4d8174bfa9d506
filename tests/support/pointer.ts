import { vi } from 'vitest'

/** A browser whose only pointer is, or is not, a finger: the cover editors word their help by it. */
export const pointerIs = (coarse: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && coarse,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
