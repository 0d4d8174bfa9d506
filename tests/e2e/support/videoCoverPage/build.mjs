// Builds the page that hands `@/lib/videoCover` to the browser tests as `window.videoCover`
// (main.ts), as the app is built: the app's Vite config, its workers, chunks and model files.
// Usage: node tests/e2e/support/videoCoverPage/build.mjs <outDir>
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

await build({
  configFile: fileURLToPath(new URL('../../../../vite.config.ts', import.meta.url)),
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: process.argv[2], emptyOutDir: true },
})
