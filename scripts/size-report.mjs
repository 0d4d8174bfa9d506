// Prints the JavaScript a first visit to `/` downloads (the entry chunk and the chunks
// index.html preloads with it), in gzip bytes, against the budget. Run after `vite build`.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const BUDGET_GZIP_BYTES = 176 * 1024
const html = readFileSync('dist/index.html', 'utf8')
const scripts = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
].map((match) => match[1])

let total = 0
for (const file of scripts) {
  const bytes = gzipSync(readFileSync(`dist${file}`)).length
  total += bytes
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`)
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  initial JavaScript of / (gzip)`)
console.log(`${(BUDGET_GZIP_BYTES / 1024).toFixed(1).padStart(8)} KB  budget`)
if (total > BUDGET_GZIP_BYTES) {
  console.error('Over budget: load pages lazily and import MUI components and icons per file.')
  process.exit(1)
}
