// `npm run build`: the client build, then the public pages prerendered to HTML (product.md §14).
// Writes, besides the assets: index.html (the landing page), one HTML file per public page,
// 200.html (the empty app shell for every other path), 404.html (what static hosts answer for a
// missing file), _redirects and _headers (product.md §13).
// Usage: node scripts/build.mjs [outDir]   (default dist)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { PENDING_SIGN_IN_SCRIPT } from '../features/session/pendingSignInScript.js'
import { headersFile } from './securityHeaders.mjs'
import { STATUSES, statusPage } from './statusPage.mjs'

const logLevel = 'warn'
// React puts the page's <title> and <meta> first; an icon's <title> inside an <svg> stays put.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>)+/

/**
 * The chunks `key` imports statically, itself included, as the build's manifest lists them: each
 * after the chunks it imports, the order they are evaluated in.
 */
const staticChunks = (manifest, key, found = new Set(), visiting = new Set()) => {
  if (!manifest[key]) throw new Error(`The build's manifest has no ${key}`)
  if (found.has(key) || visiting.has(key)) return found
  visiting.add(key)
  for (const imported of manifest[key].imports ?? []) {
    staticChunks(manifest, imported, found, visiting)
  }
  found.add(key)
  return found
}

/**
 * What the entry imports once it has run, to evaluate each in a task of its own
 * (src/app/start/startApp.tsx): the shell (router, routes and layout, a chunk group of
 * vite.config.ts) and React's DOM renderer. The pages are imported by the shell, not by the entry.
 */
const isStartImport = (manifest, key) =>
  manifest[key].name === 'shell' || key === 'node_modules/react-dom/client.js'

// The message catalogues (a module per language with its common messages, then a chunk per
// language and area: src/lib/i18n/catalogues.ts) and the right-to-left styles: the start imports
// those of its page's language only, so each page's HTML asks for its own.
const isLanguageCode = (key) =>
  key.startsWith('src/locales/') || key === 'src/app/providers/rightToLeftStyles.ts'

/** The chunks every page runs first: the entry's, and those of the start's later imports. */
const startChunks = (manifest) => {
  const later = (manifest['index.html'].dynamicImports ?? []).filter((key) => !isLanguageCode(key))
  const other = later.find((key) => !isStartImport(manifest, key))
  // Every page would ask for it from its HTML.
  if (other) throw new Error(`The entry imports ${other} once it has run: say so in build.mjs`)
  return new Set(['index.html', ...later].flatMap((key) => [...staticChunks(manifest, key)]))
}

/** The chunks a page adds to what every page loads first. */
const ownChunks = (manifest, sourceFile) => {
  const everyPagesChunks = startChunks(manifest)
  return [...staticChunks(manifest, sourceFile)].filter((key) => !everyPagesChunks.has(key))
}

/**
 * A page's own chunks, asked for beside the entry rather than after it has run (product.md
 * §14): on a slow connection, waiting for the entry before asking cost a round trip and more.
 * Nothing else is asked for in the HTML: the code of the page a page leads to (a login page's
 * dashboard) would share the connection with the code the page needs to start. The app fetches
 * it once idle (src/lib/useLoadWhenIdle.ts).
 */
const pageCodeTags = (manifest, pageSourceFile, languageSourceFiles) =>
  [
    ...new Set([
      ...ownChunks(manifest, pageSourceFile),
      ...languageSourceFiles.flatMap((file) => ownChunks(manifest, file)),
    ]),
  ]
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('')

const START_FAILURE_NOTICE = /(<div id="start-failure" role="alert">)[\s\S]*?<\/div>/

/** index.html's start-failure notice, in the page's language even where no script runs. */
const withStartFailureIn = (shell, { message, reload }) =>
  shell.replace(
    START_FAILURE_NOTICE,
    (_notice, opening) =>
      `${opening}\n      ${message}\n      <a href="">${reload}</a>\n    </div>`,
  )

/** The same page in the other languages (product.md §15). */
const alternateTags = (alternates) =>
  alternates
    .map(({ locale, path }) => `<link rel="alternate" hreflang="${locale}" href="${path}">`)
    .join('')

// A prerendered page is readable before its code runs: its code is asked for at low priority,
// after the page's markup, so that the first paint never waits for it.
const CODE_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g
const codeLast = (document) => {
  const code = (document.match(CODE_TAGS) ?? [])
    .map((tag) => tag.trim().replace(/^<(script|link) /, '<$1 fetchpriority="low" '))
    .join('\n    ')
  return document.replace(CODE_TAGS, '').replace('</body>', () => `  ${code}\n  </body>`)
}

/**
 * Each page's files besides those every page runs first, in the order they are evaluated, for
 * every page: the code the app gets ready ahead (a login page's dashboard) it evaluates a file at
 * a time (src/app/router/pageFiles.ts). Data, not code: nothing runs it, and nothing is fetched
 * for it.
 */
const withPageFiles = (shell, manifest) => {
  const everyPagesChunks = startChunks(manifest)
  const files = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => /^src\/app\/pages\/\w+\.tsx$/.test(key))
      .map((key) => [
        basename(key, '.tsx'),
        [...staticChunks(manifest, key)]
          .filter((chunk) => !everyPagesChunks.has(chunk))
          .map((chunk) => `/${manifest[chunk].file}`),
      ]),
  )
  const tag = `<script type="application/json" id="page-files">${JSON.stringify(files)}</script>`
  return shell.replace('</body>', () => `${tag}</body>`)
}

/** The shell, asking for the start's later imports beside the entry, for every page. */
const withStartPreloads = (shell, manifest) => {
  const entryChunks = staticChunks(manifest, 'index.html')
  const links = [...startChunks(manifest)]
    .filter((key) => !entryChunks.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('')
  return shell.replace('</head>', () => `${links}</head>`)
}

/**
 * The shell with the script that keeps a Sign in tapped before the app has started (product.md
 * §3), inline so that no download stands between the page's first paint and it; the header policy
 * allows it by its hash.
 */
const withPendingSignIn = (shell) =>
  shell.replace('</head>', () => `<script>${PENDING_SIGN_IN_SCRIPT}</script></head>`)

/**
 * Holds a prerendered page's first paint until its navigation is parsed. On a slow connection the
 * browser paints each piece of HTML as it comes, and the navigation's right-aligned group moved as
 * the rest arrived. Chromium lets the page paint once the named element's start tag is parsed,
 * not its end: the main content may still come a frame later. Naming the footer instead held the
 * paint for all of the main content and made an Urdu page's largest paint later at 4x CPU on slow
 * 4G (measured in 89b5898). Only prerendered pages carry it: the shell has no #main to
 * wait for, and Chromium warns about one it never finds.
 */
const PAINT_AFTER_MAIN = '<link rel="expect" href="#main" blocking="render">'

// Each of Emotion's style tags is written as two: its rules in a plain tag in the head, and an empty
// tag with its `data-emotion` names after #root, from which Emotion learns what the page has as it
// starts. Emotion moves each tag it takes over into its place in the head; moving a tag that holds
// rules has the browser take them off and put them back, restyling every element they match (a
// login page's whole document, twice a load, 12-40 ms each at 7x: product.md §14). An empty one
// moves for nothing.
const ruleTags = (styles) => styles.map(({ css }) => `<style>${css}</style>`).join('')
const nameTags = (styles) =>
  styles.map(({ key, ids }) => `<style data-emotion="${[key, ...ids].join(' ')}"></style>`).join('')

/** The shell with the page's markup in #root, its code preloaded, and its title, description and styles in the head. */
function pageDocument({ shell, manifest }, path, page) {
  const { html, styles, pageSourceFile, languageSourceFiles, locale, direction } = page
  const headTags = html.match(LEADING_HEAD_TAGS)?.[0] ?? ''
  const body = html.slice(headTags.length)
  const codeTags = pageCodeTags(manifest, pageSourceFile, languageSourceFiles)
  return codeLast(
    withStartFailureIn(shell, page.startFailure)
      .replace(/<html lang="[^"]*" dir="[^"]*"/, () => `<html lang="${locale}" dir="${direction}"`)
      .replace(
        '</head>',
        () => `${PAINT_AFTER_MAIN}${alternateTags(page.alternates)}${codeTags}</head>`,
      ),
  )
    .replace(/<title>[\s\S]*?<\/title>/, () => `${headTags}${ruleTags(styles)}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered-path="${path}">${body}</div>${nameTags(styles)}`,
    )
}

/** Reads the manifest the client build wrote, and removes it: a host would publish it. */
async function takeManifest(outDir) {
  const manifestDir = join(outDir, '.vite')
  const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'))
  await rm(manifestDir, { recursive: true })
  return manifest
}

/**
 * Builds the site into `outDir`. `plugins` join the config's in both builds: the bench builds the
 * same app with other sample data that way (scripts/bench/newsroomFeed.mjs).
 */
export async function buildSite(outDir, { plugins = [] } = {}) {
  // One per output folder, so that builds into different folders can run side by side.
  const serverBuildDir = resolve(`node_modules/.cache/tipwire-prerender/${basename(outDir)}`)
  await build({ logLevel, plugins, build: { outDir, emptyOutDir: true } })
  const manifest = await takeManifest(outDir)
  await build({
    logLevel,
    plugins,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: serverBuildDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
    // One self-contained file: some packages ship ES modules that Node cannot import as they are.
    ssr: { noExternal: true },
  })
  const { publicPaths, renderPage, paths, statusPageWords, LOCALES, localeBasename } = await import(
    pathToFileURL(join(serverBuildDir, 'entry-server.js')).href
  )

  const shell = withPageFiles(
    withPendingSignIn(
      withStartPreloads(await readFile(join(outDir, 'index.html'), 'utf8'), manifest),
    ),
    manifest,
  )
  const fileFor = (path) => join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`)

  await writeFile(join(outDir, '200.html'), shell)
  const prerendered = publicPaths()
  for (const path of prerendered) {
    const file = fileFor(path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, pageDocument({ shell, manifest }, path, await renderPage(path)))
  }
  const statusFiles = []
  for (const locale of LOCALES) {
    for (const status of STATUSES) {
      const file = `${localeBasename(locale)}/${status}.html`
      await writeFile(join(outDir, file), statusPage(await statusPageWords(status, locale)))
      statusFiles.push(file)
    }
  }
  await writeFile(join(outDir, '_redirects'), '/*  /200.html  200\n')
  await writeFile(
    join(outDir, '_headers'),
    headersFile([
      ...prerendered,
      paths.userDashboard,
      paths.newsroomDashboard,
      '/index.html',
      '/200.html',
      ...statusFiles,
    ]),
  )
  console.log(`Prerendered ${prerendered.join(', ')} into ${outDir}`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildSite(resolve(process.argv[2] ?? 'dist'))
}
