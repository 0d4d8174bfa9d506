import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const BUILT_WORKER = '/assets/fileWorker-DFTJfa5y.js'
const here = (path: string) => new URL(path, location.origin)

/** A browser's Trusted Types, reduced to what is seen: the policies made and what they return. */
function fakeTrustedTypes() {
  const policyNames: string[] = []
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: { createScriptURL(input: string): string }) => {
      policyNames.push(name)
      return {
        createScriptURL: (input: string) => ({ trustedScriptUrl: rules.createScriptURL(input) }),
      }
    },
  })
  return policyNames
}

// The policy is made once per page: each test loads the module afresh.
const loadModule = () => import('@/lib/trustedWorkerUrl')

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('trustedWorkerUrl', () => {
  it('passes the built worker through the one policy, tipwire-worker, made once', async () => {
    const policyNames = fakeTrustedTypes()
    const { trustedWorkerUrl } = await loadModule()
    expect(trustedWorkerUrl(here(BUILT_WORKER))).toEqual({
      trustedScriptUrl: `${location.origin}${BUILT_WORKER}`,
    })
    trustedWorkerUrl(here(BUILT_WORKER))
    expect(policyNames).toEqual(['tipwire-worker'])
  })

  it.each(['coverWorker', 'faceWorker', 'frameWorker', 'videoWorker'])(
    'passes the built %s too',
    async (worker) => {
      fakeTrustedTypes()
      const { trustedWorkerUrl } = await loadModule()
      const built = `/assets/${worker}-C4x9QmTz.js`
      expect(trustedWorkerUrl(here(built))).toEqual({
        trustedScriptUrl: `${location.origin}${built}`,
      })
    },
  )

  it.each([
    ['another origin', `https://cdn.example${BUILT_WORKER}`],
    ['another script of ours', '/assets/index-BJ9j9oSE.js'],
    ['a worker outside /assets/', '/fileWorker-DFTJfa5y.js'],
    ['the worker’s source', '/src/lib/media/fileWorker.ts?worker_file&type=module'],
    ['the built worker with a query', `${BUILT_WORKER}?v=2`],
    ['a built script named like a worker', '/assets/otherWorker-DFTJfa5y.js'],
    ['a data: URL', 'data:text/javascript,postMessage(1)'],
  ])('refuses %s', async (_case, address) => {
    fakeTrustedTypes()
    const { trustedWorkerUrl } = await loadModule()
    expect(() => trustedWorkerUrl(new URL(address, location.origin))).toThrow(
      "Not one of TipWire's workers",
    )
  })

  it('gives the plain address where the browser has no Trusted Types', async () => {
    const { trustedWorkerUrl } = await loadModule()
    expect(trustedWorkerUrl(here(BUILT_WORKER))).toBe(`${location.origin}${BUILT_WORKER}`)
  })
})
