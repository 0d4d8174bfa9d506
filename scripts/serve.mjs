// The server behind `npm start`, the browser tests and the bench: serves a build as a static
// host would (product.md §13, §14). A prerendered page if there is one, else the app shell
// (200.html); missing files get a 404 page, never the shell; every response carries the header
// policy.
import { spawnSync } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { canonicalPagePath } from '../src/lib/canonicalPath.js'
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL, securityHeaders } from './securityHeaders.mjs'

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

const isFile = async (path) => (await stat(path).catch(() => null))?.isFile() === true

async function firstFile(candidates) {
  for (const candidate of candidates) if (await isFile(candidate)) return candidate
  return null
}

/**
 * What to answer for a request: a file of the build, a redirect, or a 404. `rawPath` is the path
 * as sent, still percent-encoded: redirects are made from it, so nothing decoded reaches a header.
 */
async function resolveRequest(root, rawPath) {
  const pathname = decodeURIComponent(rawPath)
  const isPagePath = extname(pathname) === ''
  if (isPagePath) {
    const canonical = canonicalPagePath(rawPath)
    if (canonical) return { redirect: canonical }
  }
  const target = normalize(join(root, pathname))
  if (target !== root && !target.startsWith(root + sep)) return { status: 404 }
  if (!isPagePath) return (await isFile(target)) ? { file: target } : { status: 404 }
  const page = await firstFile(
    pathname === '/'
      ? [join(root, 'index.html')]
      : [`${target}.html`, join(target, 'index.html'), join(root, '200.html')],
  )
  return page ? { file: page } : { status: 404 }
}

/** Compressed bodies, made once per file and version. */
const gzipCache = new Map()

async function body(file, acceptsGzip) {
  const type = extname(file)
  if (!acceptsGzip || !COMPRESSIBLE.has(type)) return { content: await readFile(file) }
  const { mtimeMs } = await stat(file)
  const key = `${file}@${mtimeMs}`
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(await readFile(file), { level: 9 }))
  return { content: gzipCache.get(key), encoding: 'gzip' }
}

/**
 * A 400 or 404 answered with its small HTML page, as the build wrote it: in the language its
 * address begins with ('/hi/…' is answered from hi/404.html), else in English. A folder without
 * one (the bench's control pages) answers with the status alone.
 */
async function answerStatus(root, request, response, status, rawPath) {
  const [, first = ''] = rawPath.split('/')
  const inLanguage = join(root, first, `${status}.html`)
  const inEnglish = join(root, `${status}.html`)
  const file = /^[a-z]{2}$/.test(first) && (await isFile(inLanguage)) ? inLanguage : inEnglish
  const page = (await isFile(file)) ? await readFile(file) : Buffer.alloc(0)
  response.writeHead(status, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Content-Length': page.length,
    'Cache-Control': PAGE_CACHE_CONTROL,
  })
  response.end(request.method === 'HEAD' ? undefined : page)
}

async function answer(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  // Never resolved against a base: '//evil.example/' is a path here, not another host.
  const url = new URL(`http://localhost${request.url ?? '/'}`)
  let resolved
  try {
    resolved = await resolveRequest(root, url.pathname)
  } catch (error) {
    if (!(error instanceof URIError)) throw error
    await answerStatus(root, request, response, 400, url.pathname)
    return
  }
  if (resolved.redirect) {
    response.writeHead(308, { Location: resolved.redirect + url.search }).end()
    return
  }
  if (!resolved.file) {
    await answerStatus(root, request, response, 404, url.pathname)
    return
  }
  const type = extname(resolved.file)
  const { content, encoding } = await body(
    resolved.file,
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''),
  )
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[type] ?? 'application/octet-stream',
    'Content-Length': content.length,
    'Cache-Control': url.pathname.startsWith('/assets/') ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ...(encoding && { 'Content-Encoding': encoding }),
  })
  response.end(request.method === 'HEAD' ? undefined : content)
}

/** Every response carries the header policy; a failure answers 500 and the server stays up. */
function handler(root) {
  return (request, response) => {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
    answer(root, request, response).catch((error) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  }
}

function listen(server, host, port) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolvePromise()
    })
  })
}

/**
 * Serves `root` on `host`. Port 0 picks a free port; a taken preferred port falls back to a
 * free one. Resolves to the URL and a `close` function.
 */
export async function startServer({ root = 'dist', host = '127.0.0.1', port = 0 } = {}) {
  const server = createServer(handler(resolve(root)))
  try {
    await listen(server, host, port)
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || port === 0) throw error
    await listen(server, host, 0)
  }
  const { port: actualPort } = server.address()
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/**
 * A build of its own, served: `script` (`scripts/build.mjs`, or a page of its own) run in a
 * process of its own with `env`, writing into `outDir`, then served as `startServer` serves.
 * The browser tests (tests/e2e/support/servedBuild.ts) and the bench build and serve so.
 */
export async function buildAndServe(script, outDir, env = {}) {
  const build = spawnSync(process.execPath, [script, outDir], {
    // A test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stderr}`)
  return startServer({ root: outDir })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startServer({ root: process.env.DIST ?? 'dist', port: 4173 })
  console.log(`TipWire is served at ${url}/ (Ctrl+C stops it)`)
}
