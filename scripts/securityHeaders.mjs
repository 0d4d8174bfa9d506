// The one header policy of every deployment (product.md §13): the `npm start` server sends these
// headers and the build writes them to dist/_headers for static hosts.
import { createHash } from 'node:crypto'
import { PENDING_SIGN_IN_SCRIPT } from '../features/session/pendingSignInScript.js'
import { COLOR_SCHEME_SCRIPT } from '../src/lib/colorSchemeScript.js'
import { WORKER_POLICY_NAME } from '../src/lib/trustedTypePolicies.js'

const hashOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * The two inline scripts: one applies a chosen colour scheme before the first paint, the other
 * keeps a Sign in tapped before the app has started.
 */
const inlineScriptHashes = [COLOR_SCHEME_SCRIPT, PENDING_SIGN_IN_SCRIPT].map(hashOf).join(' ')

// MUI and Emotion inject styles at run time, hence 'unsafe-inline' for styles only. Previews of
// chosen media are object URLs, hence blob: for images and media. Scripts stay 'self' only;
// 'wasm-unsafe-eval' lets the face finder compile its own WebAssembly (three times faster than
// its JavaScript fallback), and allows no eval of JavaScript.
// Trusted Types: no plain string reaches a sink that runs script (innerHTML, a script's src,
// new Worker); the one policy allowed is our workers' (src/lib/trustedWorkerUrl.ts).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  `trusted-types ${WORKER_POLICY_NAME}`,
].join('; ')

/** Sent with every response. */
export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The file pickers need none of these; nothing on the page may ask for them.
  'Permissions-Policy': 'geolocation=(), camera=(), microphone=(), payment=(), usb=()',
}

/** Only where the site is served over HTTPS (real hosts), never by the local plain-HTTP server. */
export const httpsOnlyHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
}

/** Hashed build files never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Pages are checked with the server on every visit, so a deploy shows at once. */
export const PAGE_CACHE_CONTROL = 'no-cache'

const block = (path, headers) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')

/**
 * dist/_headers, the file Netlify and Cloudflare Pages read. Rules that match the same request
 * are merged by those hosts, so Cache-Control is given per page path and for /assets/* only.
 */
export const headersFile = (pagePaths) =>
  [
    block('/*', { ...securityHeaders, ...httpsOnlyHeaders }),
    block('/assets/*', { 'Cache-Control': ASSET_CACHE_CONTROL }),
    ...pagePaths.map((path) => block(path, { 'Cache-Control': PAGE_CACHE_CONTROL })),
  ].join('\n') + '\n'
