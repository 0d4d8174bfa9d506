// Prints the JavaScript a first visit to `/` downloads (the entry chunk and the chunks
// index.html preloads with it), each file gzipped alone at level 9, against the budget
// (product.md §14), and fails over it. Run after the build.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const BUDGET_GZIP_BYTES = 168_000
const outDir = process.argv[2] ?? 'dist'
const html = readFileSync(`${outDir}/index.html`, 'utf8')
const scripts = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
].map((match) => match[1])

const bytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'byte', unitDisplay: 'long' })
let total = 0
for (const file of scripts) {
  const size = gzipSync(readFileSync(`${outDir}${file}`), { level: 9 }).length
  total += size
  console.log(`${bytes.format(size).padStart(14)}  ${file}`)
}
console.log(`${bytes.format(total).padStart(14)}  initial JavaScript of / (gzip)`)
console.log(`${bytes.format(BUDGET_GZIP_BYTES).padStart(14)}  budget`)
if (total > BUDGET_GZIP_BYTES) {
  console.error('Over budget: load pages lazily and import MUI components and icons per file.')
  process.exit(1)
}
