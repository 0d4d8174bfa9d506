// Prints the JavaScript each prerendered page asks for first (its entry and the chunks its HTML
// preloads), each file gzipped alone at level 9, against the page's budget (product.md §14), and
// fails when a page is over its budget or has none. A page in another language may ask for what
// its English page does, its own catalogues and a fixed allowance more (product.md §15). Run after
// the build.
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
/**
 * The allowance of each language's pages: Hindi's and Urdu's 3,000 bytes (Urdu's right-to-left
 * styles are in it), each later language's 1,000.
 */
const LANGUAGE_ALLOWANCES = {
  hi: 3_000,
  ur: 3_000,
  bn: 1_000,
  mr: 1_000,
  ta: 1_000,
  te: 1_000,
  ml: 1_000,
}
const outDir = process.argv[2] ?? 'dist'

const pageOf = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`)
const isStatusPage = (file) => /(^|\/)\d{3}\.html$/.test(file)
const prerendered = readdirSync(outDir, { recursive: true })
  .filter((file) => file.endsWith('.html') && file !== '200.html' && !isStatusPage(file))
  .sort((a, b) => pageOf(a).localeCompare(pageOf(b)))
const LANGUAGE_PAGE = new RegExp(`^/(${Object.keys(LANGUAGE_ALLOWANCES).join('|')})(/.*)?$`)
/** /hi/faq -> { language: 'hi', english: '/faq' }; an English page -> null. */
const languagePageOf = (page) => {
  const match = LANGUAGE_PAGE.exec(page)
  return match ? { language: match[1], english: match[2] ?? '/' } : null
}
// A page's words: its language's module with the common messages (src/locales/<locale>.ts), and a
// chunk per other area, named after its file (src/locales/<locale>/<area>.po).
const CATALOGUES =
  /^\/assets\/(?:[a-z]{2}-IN|landing|marketing|faq|login|user|files|newsroom)-[\w-]+\.js$/
const isCatalogue = (file) => CATALOGUES.test(file)

const bytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'byte', unitDisplay: 'long' })
const gzipSizes = new Map()
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(`${outDir}${file}`), { level: 9 }).length)
  }
  return gzipSizes.get(file)
}

/** What each English page asks for besides its catalogues, for its other languages' budgets. */
const englishTotals = new Map()
let overBudget = false
// English pages first: their totals set the other languages' budgets.
const englishFirst = [...prerendered].sort(
  (a, b) => Number(languagePageOf(pageOf(a)) !== null) - Number(languagePageOf(pageOf(b)) !== null),
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
  const translated = languagePageOf(page)
  const catalogues = scripts.filter(isCatalogue).reduce((sum, file) => sum + gzipSize(file), 0)
  const budget = translated
    ? englishTotals.get(translated.english) + LANGUAGE_ALLOWANCES[translated.language] + catalogues
    : BUDGETS[page]
  if (!translated) englishTotals.set(page, total - catalogues)
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
