import { describe, expect, it } from 'vitest'

// Every module of the engine but the worker's entry, which answers the app's messages.
const engineModules = import.meta.glob(['/src/lib/media/**/*.ts', '!/src/lib/media/fileWorker.ts'])

describe('the media engine as its modules load', () => {
  it('changes nothing outside itself, as vite.config.ts declares for tree-shaking', async () => {
    const globalsBefore = new Set(Reflect.ownKeys(globalThis))
    for (const load of Object.values(engineModules)) await load()
    expect(Reflect.ownKeys(globalThis).filter((key) => !globalsBefore.has(key))).toEqual([])
    expect(Object.keys(engineModules).length).toBeGreaterThan(20)
  })
})
