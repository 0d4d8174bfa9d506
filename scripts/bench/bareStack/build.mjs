// Builds the stack control page (see main.tsx) into `outDir`, as the app is built.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

export async function buildStackControl(outDir) {
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
}
