import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { COLOR_SCHEME_SCRIPT } from './src/lib/colorSchemeScript.js'
import { compileAhead, type ChunkFacts } from './scripts/compileAhead.ts'

const fromRoot = (folder: string) => fileURLToPath(new URL(folder, import.meta.url))

/** A chunk group's test: MUI's `@mui/material/<part>`, a folder or a file, for each part named, and our `files`. */
const modulesOf = (muiParts: string[], files: string[] = []) => {
  const mui = new RegExp(`/@mui/material/(?:${muiParts.join('|')})[/.]`)
  const ours = new Set(files.map(fromRoot))
  return (id: string) => mui.test(id.replaceAll('\\', '/')) || ours.has(id)
}

/** The entry and the shell, which every page evaluates first (product.md §14). */
const isEntryOrShell = (chunk: ChunkFacts) => chunk.isEntry || chunk.name === 'shell'

/** React's DOM renderer, a file of its own that the start imports (product.md §14). */
const isDomRenderer = ({ facadeModuleId }: ChunkFacts) =>
  facadeModuleId?.replaceAll('\\', '/').endsWith('/node_modules/react-dom/client.js') === true

export default defineConfig({
  plugins: [
    react(),
    // What every page starts with is compiled as it arrives (scripts/compileAhead.ts): the entry,
    // Rolldown's runtime and the shell whole; React's DOM renderer its CommonJS wrappers only
    // (compiling all its functions ahead measured no faster). The entry's and the shell's
    // wrappers are rewritten too, though the hint names them: without, six loads each measured
    // more blocking on / and /login/user (docs/benchmarks.md, run Z).
    compileAhead({
      everyFunction: (chunk) => isEntryOrShell(chunk) || chunk.name === 'rolldown-runtime',
      commonJsWrappers: (chunk) => isEntryOrShell(chunk) || isDomRenderer(chunk),
    }),
    // Compiles each imported catalogue (src/locales/*/*.po) to a module of precompiled messages;
    // a message missing from a language, or one that does not parse, fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    {
      // The chosen colour scheme, applied before the first paint (allowed by hash in the CSP).
      name: 'tipwire-color-scheme-script',
      transformIndexHtml: () => [
        { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
      ],
    },
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The roots (@/, @store/, @features/) are tsconfig.json's paths, read by the build and the
  // tests alike, as ESLint's import resolver reads them.
  resolve: { tsconfigPaths: true },
  build: {
    // Tip images are files of their own, cached by hash, never inlined as data: URIs.
    assetsInlineLimit: 0,
    // scripts/build.mjs reads it to preload each prerendered page's chunks, then removes it.
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; Vite's polyfill for
    // the others cost every page 241 bytes gzip, and without it Safari 16 loads the same modules a
    // little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The media engine does nothing as its modules load, its worker's entry aside (a library,
        // for the app's worker and for tools). Declared so, the user dashboard takes from its
        // public face only what it calls, and the readers and cleaners stay in the worker's code
        // (and in the chunk the main thread loads where no worker starts).
        // So is the cover's library, its two workers' entries aside: the card takes its format
        // check, not the workers' set-up; and the video cover's, its worker's entry aside. A feature's index only names what the feature offers:
        // importing one thing from it brings that thing (the store takes only the file registry).
        // Emotion's React package imports hoist-non-react-statics, a CommonJS package that does
        // nothing as it loads, for `withTheme`, which TipWire never calls: declared so, every page
        // first loads about 960 bytes gzip less (it and its copy of react-is).
        moduleSideEffects: (id: string) =>
          (id.includes('/src/lib/media/') && !id.endsWith('/fileWorker.ts')) ||
          (id.includes('/src/lib/cover/') && !/\/(cover|face)Worker\.ts$/.test(id)) ||
          (id.includes('/src/lib/videoCover/') && !id.endsWith('/videoWorker.ts')) ||
          /\/features\/[^/]+\/index\.ts$/.test(id) ||
          id.includes('/node_modules/hoist-non-react-statics/')
            ? false
            : undefined,
      },
      output: {
        // What every page runs first is three files (with Rolldown's small runtime and the shared
        // helpers), not a dozen: the entry, the shell, and React's DOM renderer, which the start
        // imports apart to evaluate each in a task of its own (src/app/start/startApp.tsx). On a
        // slow connection each request waits its own round trip (product.md §14), and all of them
        // are asked for from the page's HTML. Pages stay chunks of their own.
        // The MUI components pages load after that come in two files, rather than one for each set of pages sharing
        // some of them (a login page asked for nine). A group takes what its modules import, unless a group above
        // has taken it: check every page with scripts/size-report.mjs after a change here.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            {
              // The router, the routes and the layout, which the start imports after the entry
              // (src/app/appShell.ts): every page's, in one file. With them the few lines a login
              // page and a dashboard share to render one ahead.
              name: 'shell',
              priority: 3,
              test: /\/src\/(?:app\/appShell\.ts|ui\/RenderedAhead\.tsx)$/,
            },
            {
              // The business rules and onFirstUse, for the public pages and the forms alike. Taken
              // first, or the forms' group would take them with the fields, and a public page
              // showing a price would load every field and button too.
              name: 'shared',
              priority: 5,
              test: /\/src\/lib\/(?:businessRules|onFirstUse)\.ts$/,
            },
            {
              // For the FAQ, the login pages, the menu drawer and the dashboards; with the helpers MUI's components share.
              name: 'buttons',
              priority: 2,
              test: modulesOf([
                'utils',
                'ButtonBase',
                'Button',
                'IconButton',
                'CircularProgress',
                'internal/Transition',
              ]),
            },
            {
              // For the login pages and the dashboards.
              name: 'forms',
              priority: 1,
              test: modulesOf(
                [
                  'FormControl',
                  'FormControlLabel',
                  'FormHelperText',
                  'InputLabel',
                  'InputBase',
                  'OutlinedInput',
                  'Checkbox',
                  'Alert',
                ],
                ['./src/ui/LimitedTextField.tsx', './features/session/StorageFaultNotice.tsx'],
              ),
            },
          ],
        },
      },
    },
  },
  test: {
    // Two files at a time, as CI's two cores take them (Vitest's default leaves one core free,
    // so one file there). The browser tests take three (package.json, test:e2e): they wait on
    // browsers and timers as much as they compute: with three files the cores were busy 96 % of
    // the walk, and it took 367 s where two files at a time took 410 (in CI, 392 s against 404).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/lib/media/**'],
          setupFiles: ['tests/support/setup.ts'],
          // A page test renders a whole dashboard: a few hundred milliseconds alone, seconds on
          // two busy cores. Its file renders the page once before its tests, the costliest render
          // (renderOnceBeforeTests), and words a test needs but does not test are pasted, not
          // typed. Testing Library's waits (tests/support/setup.ts) end first, so a missing
          // element still fails with its own message.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The media engine runs without a DOM: in a worker, or in a tool outside the app.
          name: 'media',
          environment: 'node',
          include: ['tests/lib/media/**/*.test.ts'],
          // Many tests make their file with ffmpeg and judge the copy with exiftool and ffmpeg's
          // decoded-stream checksums, each a process of its own: on two busy cores one test takes
          // seconds (a subtitle test needed 5.4 s in a CI run).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/previewServer.ts'],
          // A whole journey (sign in, choose photos, cover faces, send) took up to 29 s in a CI run
          // on two busy cores. A missing element still fails at its own wait, within 30 s.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // As long as a locator waits (tests/e2e/support/browser.ts): on a busy machine a page
          // takes seconds to do what takes it a few hundred milliseconds alone, past the 1 s default.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
})
