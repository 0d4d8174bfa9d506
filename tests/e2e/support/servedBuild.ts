import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll } from 'vitest'
import { startServer } from '../../../scripts/serve.mjs'

/**
 * A build of the test file's own: `script` (`scripts/build.mjs`, or a page of its own) run in a
 * process of its own with `env`, writing into `outDir`, which the server behind `npm start` serves
 * until the file's tests are done. Gives the server's address once started.
 */
export function servedBuild(script: string, outDir: string, env: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [script, outDir], {
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stderr}`)
    server = await startServer({ root: outDir })
  }, 240_000)
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (!server) throw new Error('the build is not served')
    return server.url
  }
}
