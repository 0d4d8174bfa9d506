import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Testing Library lets fake timers run its own waits only when it finds a `jest` global;
// without this, anything awaited under vi.useFakeTimers() never settles.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})

afterEach(() => {
  cleanup()
  // Tests that persist the session (tests/features/session/sessionStorage.test.ts) write
  // `persist:session`: clear it so that no test starts logged in because of the one before.
  sessionStorage.clear()
})
