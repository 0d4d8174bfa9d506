// Prints the JavaScript each prerendered page asks for first (its entry and the chunks its HTML
// preloads), each file gzipped alone at level 9, against the page's budget (product.md §14), and
// fails when a page is over its budget or has none. A Hindi or Urdu page may ask for what its
// English page does, its own catalogues and 3,000 bytes more (product.md §15). Run after the build.
// Usage: node scripts/size-report.mjs [outDir]   (default dist)
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * Bytes gzip by page, about 1,700 above what each loads now. React Router 8 is used as published:
 * its components are made by `forwardRef` calls a bundler cannot drop, which 7's build rewrite
 * dropped, so every page loads about 5,700 bytes more than before it; and messages keep their
 * readable ids in the browser, 800-950 bytes more than the short names of our own transform
 * (issue 54 allows both).
 */
const BUDGETS = {
  '/': 177_700,
  '/for-users': 178_200,
  '/for-newsrooms': 178_200,
  '/faq': 192_400,
  '/login/user': 199_400,
  '/login/newsroom': 199_400,
}
const LANGUAGE_ALLOWANCE = 3_000
const outDir = process.argv[2] ?? 'dist'

const pageOf = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`)
const isStatusPage = (file) => /(^|\/)\d{3}\.html$/.test(file)
const prerendered = readdirSync(outDir, { recursive: true })
  .filter((file) => file.endsWith('.html') && file !== '200.html' && !isStatusPage(file))
  .sort((a, b) => pageOf(a).localeCompare(pageOf(b)))
// /hi/faq -> /faq; an English page -> null.
const LANGUAGE_PAGE = /^\/(?:hi|ur)(\/.*)?$/
const englishPageOf = (page) => {
  const match = LANGUAGE_PAGE.exec(page)
  return match ? (match[1] ?? '/') : null
}
// A catalogue's chunk is named after its area's file (src/locales/<locale>/<area>.po).
const AREAS = /^\/assets\/(common|landing|marketing|faq|login|user|files|newsroom)-[\w-]+\.js$/
const isCatalogue = (file) => AREAS.test(file)

const bytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'byte', unitDisplay: 'long' })
const gzipSizes = new Map()
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(`${outDir}${file}`), { level: 9 }).length)
  }
  return gzipSizes.get(file)
}

/** What each English page asks for besides its catalogues, for its Hindi and Urdu pages' budgets. */
const englishTotals = new Map()
let overBudget = false
// English pages first: their totals set the other languages' budgets.
const englishFirst = [...prerendered].sort(
  (a, b) => Number(englishPageOf(pageOf(a)) !== null) - Number(englishPageOf(pageOf(b)) !== null),
)
for (const htmlFile of englishFirst) {
  const page = pageOf(htmlFile)
  const html = readFileSync(`${outDir}/${htmlFile}`, 'utf8')
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
    ),
  ].map((match) => match[1])
  const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0)
  const english = englishPageOf(page)
  const catalogues = scripts.filter(isCatalogue).reduce((sum, file) => sum + gzipSize(file), 0)
  const budget =
    english === null ? BUDGETS[page] : englishTotals.get(english) + LANGUAGE_ALLOWANCE + catalogues
  if (english === null) englishTotals.set(page, total - catalogues)
  const fits = budget !== undefined && total <= budget
  overBudget ||= !fits
  console.log(
    `${fits ? 'ok  ' : 'OVER'} ${page.padEnd(16)} ${bytes.format(total).padStart(14)} of ${budget === undefined ? 'no budget' : bytes.format(budget)} in ${scripts.length} files`,
  )
}
if (overBudget) {
  console.error(
    'A page is over its budget or has none: load code lazily, import MUI components and icons per file, and give a new page a budget.',
  )
  process.exit(1)
}
