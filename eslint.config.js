import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import { defineConfig, globalIgnores } from 'eslint/config'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// typescript-eslint's version of no-restricted-imports, because it can let `import type` through.
const RESTRICTED_IMPORTS = '@typescript-eslint/no-restricted-imports'

const packageRules = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch and useAppSelector from @store/hooks.',
  },
  {
    name: '@mui/icons-material',
    message: 'Import each icon from its own file: @mui/icons-material/Name.',
  },
  {
    name: '@mui/material',
    message: 'Import each component from its own file: @mui/material/Name.',
  },
]

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const oneOf = (names) => `(${names.map(escape).join('|')})`

/**
 * README "Layout": the features with rooms of their own are used through their index only, from
 * anywhere outside them (tests aside, which reach in to test a module on its own).
 */
const WITH_PUBLIC_INDEX = ['tipForm', 'attachments', 'coverEditor', 'videoCoverEditor']
const throughIndex = {
  regex: `^@features/${oneOf(WITH_PUBLIC_INDEX)}/`,
  message: 'Import this feature from its index (@features/<name>): its other files are its own.',
}

/** A rule setting replaces the one before it, so every setting repeats the package rules. */
const restrictImports = (patterns = [], { deepImports = false } = {}) => [
  'error',
  { paths: packageRules, patterns: deepImports ? patterns : [throughIndex, ...patterns] },
]

/** Matches a relative import that climbs into one of `folders`: '../x', '../../x/y'. */
const climbsInto = (folders) => `^(\\.\\./)+${oneOf(folders)}(/|$)`

const ROOT_FOLDERS = ['src', 'store', 'features', 'tests', 'scripts']
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * README "Layout": the one direction features compose in. The tip form composes the
 * attachments, and the attachments open the cover editors; nothing points back.
 */
const COMPOSES = {
  tipForm: ['@features/attachments'],
  attachments: ['@features/coverEditor', '@features/videoCoverEditor'],
}

/**
 * README "Layout": a feature imports @store/hooks, @/lib, @/ui and packages only (the shell is
 * walled off in LAYERS); never another feature but the ones it composes (COMPOSES), and the store
 * only for its types. `answers` lists the other slices' modules a file may import to answer their
 * events.
 */
const featureImports = (feature, answers = []) => {
  const allowed = [...(COMPOSES[feature] ?? []), ...answers]
  const answered = (prefix) =>
    allowed.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))
  return restrictImports([
    {
      regex: '^@store/(store|storeExtras)$',
      allowTypeImports: true,
      message:
        'A feature may import the store only as `import type` (RootState, AppDispatch, StoreExtras).',
    },
    {
      regex: `^@store/(?!${oneOf(['hooks', 'lazySlices', 'store', 'storeExtras', ...answered('@store/')])}$)`,
      message:
        'A feature imports the store through @store/hooks, and injects its slice with @store/lazySlices.',
    },
    {
      regex: `^@features/(?!${oneOf(answered('@features/'))}$)`,
      message:
        'A feature never imports another feature, except one it composes or a slice answering its event (both listed in eslint.config.js). Inside a feature, import with ./',
    },
    {
      regex: climbsInto([...ROOT_FOLDERS, ...FEATURES.filter((name) => name !== feature)]),
      message: 'Do not climb out of the feature with ../: use @store/hooks, @/lib or @/ui.',
    },
  ])
}

/**
 * README "Layout": the layers, each importing only those below it. src/app, the shell, may import
 * anything; a feature imports the store, src/lib and src/ui; src/ui imports src/lib; src/lib
 * imports nothing of ours but lib. The store imports two modules of features, which are the
 * store's own parts, as the Redux template's store imports its slices: the session's slice, its
 * persisted root, and the attachments' registry of files, its extra argument.
 */
const LAYERS = [
  {
    target: './features',
    from: './src/app',
    message: 'A feature never imports the app shell: the shell composes the features.',
  },
  {
    target: './store',
    from: './src/app',
    message: 'The store never imports the app shell: the shell makes the store.',
  },
  {
    target: './store',
    from: './features',
    except: ['./session/sessionSlice.ts', './attachments/attachmentFiles.ts'],
    message:
      "The store imports only the features' modules it is made of (listed in eslint.config.js): features import the store.",
  },
  {
    target: './src/ui',
    from: ['./src/app', './features', './store'],
    message: 'src/ui is shared by the shell and the features: it imports only src/lib.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/ui', './features', './store'],
    message: 'src/lib imports nothing of ours but other lib files.',
  },
]

/**
 * src/lib/media/README.md: the engine's rooms. Each family of formats imports core/ and its own
 * files; another family only through its index, and only where listed here: JPEG and HEIF read
 * a motion photo's video and HEIF's boxes with ISO's reader, Ogg and MP4's dfLa carry FLAC's
 * metadata blocks (and so does Matroska's FLAC CodecPrivate, beside HEVC's hvcC payload), and FLAC and raw AAC find the tags MP3 files carry around their frames with MP3's walk.
 */
const MEDIA_FAMILIES = readdirSync(new URL('./src/lib/media', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name)
const FAMILIES_BORROWED = {
  iso: ['flac'],
  matroska: ['iso', 'flac', 'ogg'],
  jpeg: ['iso'],
  heif: ['iso'],
  ogg: ['flac'],
  flac: ['mp3'],
  adts: ['mp3'],
}
const MEDIA_ROOMS = [
  {
    target: './src/lib/media/core',
    from: './src/lib/media',
    except: ['./core'],
    message: 'core/ is what every family of formats shares: it imports no family.',
  },
  ...MEDIA_FAMILIES.map((family) => ({
    target: `./src/lib/media/${family}`,
    from: './src/lib/media',
    except: [
      './core',
      `./${family}`,
      ...(FAMILIES_BORROWED[family] ?? []).map((other) => `./${other}/index.ts`),
    ],
    message:
      'A family of formats imports core/ and its own files; another family only through its index, where eslint.config.js lets it.',
  })),
]

// README "Languages": words a person meets come from the message catalogues. Lingui's rule finds
// every string in a component that is not a message id; these are the strings that are no words.
const NOT_WORDS = {
  ignore: [
    // One token not starting with a capital: a message id, a class name, an id, a URL, a code,
    // an MUI value ('contained', 'text.secondary') or a CSS keyword.
    '^(?![A-Z])\\S+$',
    '^[A-Z0-9_-]+$',
    // CSS values outside an sx prop: a function ('repeat(3, 1fr)', 'calc(100% - 2rem)'), a border
    // ('2px solid'), and the system colours forced-colours mode paints with.
    '^[a-z-]+\\(',
    '^-?[\\d.]+(px|rem|em|%|fr|vh|vw|lh|s|ms)\\s',
    '^(Canvas|Highlight)(Text)?$',
  ],
  // Style objects, a link's rel, and CSS anchor positioning's area ('block-end span-inline-start').
  ignoreNames: ['sx', 'rel', 'positionArea'],
  // Words for developers (errors, the console), CSS selectors and media queries, and the names of
  // the page components a route loads.
  ignoreFunctions: ['Error', 'console.*', '*.querySelectorAll', 'useMediaQuery', 'publicRoute'],
}

export default defineConfig([
  globalIgnores(['dist', 'dist-*', 'node_modules', '.screenshots']),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': 'off',
      [RESTRICTED_IMPORTS]: restrictImports(),
    },
  },
  // Components only: the .ts files hold logic, sample data (tips as people wrote them) and the
  // media engine's format names, which reach the screen through a component's message. The
  // plugin's other rules are for its macros (t``, <Trans> with children), which TipWire does
  // not use: messages are called by id, with `_()` or <Trans id>.
  {
    files: ['src/**/*.tsx', 'features/**/*.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', NOT_WORDS],
      'lingui/require-explicit-id': ['error', { patterns: ['^[a-z]+(\\.[a-zA-Z0-9]+)+$'] }],
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['store/hooks.ts'],
    rules: { [RESTRICTED_IMPORTS]: 'off' },
  },
  // The attachments' registry of files, past their index, which leads back to the store
  // (store/store.ts). LAYERS lets the store reach no other module of a feature.
  {
    files: ['store/store.ts', 'store/storeExtras.ts'],
    rules: { [RESTRICTED_IMPORTS]: restrictImports([], { deepImports: true }) },
  },
  ...FEATURES.map((feature) => ({
    files: [`features/${feature}/**/*.{ts,tsx}`],
    rules: { [RESTRICTED_IMPORTS]: featureImports(feature) },
  })),
  // A slice answers another slice's event in extraReducers or a listener: it imports that event.
  {
    files: ['features/karma/karmaSlice.ts'],
    rules: {
      [RESTRICTED_IMPORTS]: featureImports('karma', [
        '@features/tipForm',
        '@features/session/sessionSlice',
      ]),
    },
  },
  {
    files: ['features/tipForm/tipFormSlice.ts'],
    rules: {
      [RESTRICTED_IMPORTS]: featureImports('tipForm', ['@features/session/sessionSlice']),
    },
  },
  {
    files: ['features/purchases/purchasesSlice.ts'],
    rules: {
      [RESTRICTED_IMPORTS]: featureImports('purchases', ['@features/session/sessionSlice']),
    },
  },
  // The files are forgotten on logout: the slice and the journey that releases them listen for it.
  {
    files: [
      'features/attachments/attachmentsSlice.ts',
      'features/attachments/attachmentJourney.ts',
    ],
    rules: {
      [RESTRICTED_IMPORTS]: featureImports('attachments', ['@features/session/sessionSlice']),
    },
  },
  {
    files: ['tests/**'],
    rules: { [RESTRICTED_IMPORTS]: restrictImports([], { deepImports: true }) },
  },
  // README "Layout": src/lib holds pure helpers that import nothing of ours but each other
  // (LAYERS), named from @/lib.
  {
    files: ['src/lib/**/*.{ts,tsx,js}'],
    rules: {
      [RESTRICTED_IMPORTS]: restrictImports([
        { regex: '^\\.\\./', message: 'Import another lib file from @/lib, not with ../.' },
      ]),
    },
  },
  // README "Layout": the layers (LAYERS), no import cycle, and the media engine, a library with
  // one public face, src/lib/media/index.ts.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYERS,
            {
              target: './src/lib/media',
              from: ['./src', './store', './features'],
              // The one way to talk to workers, the Trusted Types policy they start through, and
              // the error that says a part could not be downloaded.
              except: [
                './lib/media',
                './lib/workers',
                './lib/chunkLoadError.ts',
                './lib/trustedWorkerUrl.ts',
                './lib/trustedTypePolicies.js',
              ],
              message: 'The media engine imports no app code: it is a library.',
            },
            {
              target: [
                './!(src|tests)/**',
                './src/!(lib)/**',
                './src/lib/!(media)/**',
                './src/*',
                './tests/!(lib)/**',
              ],
              from: './src/lib/media',
              except: ['./index.ts'],
              message: 'Import the media engine from @/lib/media, its one public face.',
            },
            ...MEDIA_ROOMS,
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/media/**'],
    rules: {
      [RESTRICTED_IMPORTS]: restrictImports([
        {
          regex: '^(react|react-dom|react-redux|redux-persist|@reduxjs/.*|@mui/.*|@emotion/.*)$',
          message:
            'The media engine imports no React, Redux or MUI: it runs in a worker and in tools.',
        },
      ]),
    },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
])
