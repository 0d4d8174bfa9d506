import { afterAll, beforeAll } from 'vitest'
import { buildAndServe } from '../../../scripts/serve.mjs'

/**
 * A build of the test file's own (`buildAndServe`: `script` run with `env`, writing into
 * `outDir`), served by the server behind `npm start` until the file's tests are done. Gives the
 * server's address once started.
 */
export function servedBuild(script: string, outDir: string, env: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof buildAndServe>> | undefined
  beforeAll(async () => {
    server = await buildAndServe(script, outDir, env)
  }, 240_000)
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (!server) throw new Error('the build is not served')
    return server.url
  }
}
