import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { followTest } from './clock'

// Testing Library lets fake timers run its own waits only when it finds a `jest` global;
// without this, anything awaited under vi.useFakeTimers() never settles.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})

// A wait finds what is missing; it does not time the app (the bench does). What a test waits for
// (a file checked for real, a page's first render after a navigation) takes a few hundred
// milliseconds alone and, on two cores shared with other work, seconds: one CI-like run saw a
// login page's first render miss 4 s. 15 s stays inside the unit project's 30 s per test
// (vite.config.ts), so a missing element still fails with its own message.
configure({ asyncUtilTimeout: 15_000 })

// A file of logic alone runs without a DOM, which spares it jsdom's set-up (a second a file):
// it says so with `// @vitest-environment node` in its first line.
const hasDom = typeof window !== 'undefined'

// jsdom has no scrolling: the router restores the scroll position on every navigation and
// scrolls a link's #target into view, and the newsroom feed's window virtualizer writes back the
// position it reads when it starts.
if (hasDom) {
  window.scrollTo = () => undefined
  Element.prototype.scrollIntoView = () => undefined
}

// jsdom's Blob has no stream(), which every browser's has: the media engine's walks read files
// through it (src/lib/media/core/blobBytes.ts). This one hands the bytes over in 64 kB chunks, so that
// views span chunks as they do in a browser.
const STREAMED_CHUNK = 64 * 1024
if (hasDom && typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    let at = 0
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const all = await bytes
        if (at >= all.length) return controller.close()
        controller.enqueue(all.slice(at, at + STREAMED_CHUNK))
        at += STREAMED_CHUNK
      },
    })
  } as Blob['stream']
}

// jsdom paints no frames: what waits for the next paint (the parts of a page drawn after its
// first paint, the search's results) runs at once. tests/lib/afterNextPaint.test.ts tests the real one.
vi.mock('@/lib/afterNextPaint', () => ({
  afterNextPaint: (work: () => void) => {
    work()
    return 0
  },
}))

// Components speak English (en-IN), the spec's language, unless a test chooses another.
await speak('en-IN', CATALOGUE_AREAS)

// A test that times out while the fake clock moves on leaves React's act at once (./clock.ts).
beforeEach(({ signal }) => followTest(signal))

afterEach(() => {
  // A test that failed with fake timers running would hand them to the next one.
  vi.useRealTimers()
  if (!hasDom) return
  cleanup()
  // Tests that persist the session (tests/features/session/sessionStorage.test.ts) write
  // `persist:session`: clear it so that no test starts logged in because of the one before.
  sessionStorage.clear()
})
