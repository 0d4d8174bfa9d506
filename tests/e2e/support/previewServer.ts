import type { AddressInfo } from 'node:net'
import { preview } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** The build under test; E2E_DIST lets parallel runs use builds of their own. */
const outDir = process.env.E2E_DIST ?? 'dist'

/** Serves the production build (`vite build` runs first) on a free loopback port. */
export default async function startPreviewServer(project: TestProject) {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  })
  const address = server.httpServer.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${address.port}`)
  return () => server.close()
}
