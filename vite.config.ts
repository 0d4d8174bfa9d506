import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { COLOR_SCHEME_SCRIPT } from './src/lib/colorSchemeScript.js'

const fromRoot = (folder: string) => fileURLToPath(new URL(folder, import.meta.url))

export default defineConfig({
  plugins: [
    react(),
    {
      // The chosen colour scheme, applied before the first paint (allowed by hash in the CSP).
      name: 'tipwire-color-scheme-script',
      transformIndexHtml: () => [
        { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
      ],
    },
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: {
      '@/': fromRoot('./src/'),
      '@store/': fromRoot('./store/'),
      '@features/': fromRoot('./features/'),
    },
  },
  build: {
    // Tip images are files of their own, cached by hash, never inlined as data: URIs.
    assetsInlineLimit: 0,
    // scripts/build.mjs reads it to preload each prerendered page's chunks, then removes it.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page runs first is one file (and Rolldown's small runtime), not a dozen: on a slow connection each
        // request waits its own round trip (product.md §14). Pages stay chunks of their own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/lib/media/**'],
          setupFiles: ['tests/support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The media engine runs without a DOM: in a worker, or in a tool outside the app.
          name: 'media',
          environment: 'node',
          include: ['tests/lib/media/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/previewServer.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
