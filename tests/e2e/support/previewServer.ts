import type { TestProject } from 'vitest/node'
import { startServer } from '../../../scripts/serve.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/**
 * Serves the production build with the server behind `npm start`, on a free loopback port.
 * E2E_DIST lets parallel runs use builds of their own.
 */
export default async function startBuildServer(project: TestProject) {
  const { url, close } = await startServer({ root: process.env.E2E_DIST ?? 'dist' })
  project.provide('baseURL', url)
  return close
}
