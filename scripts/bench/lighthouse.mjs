// Lighthouse (mobile) on each public route and on two controls served by the same server, medians
// over several runs (product.md §14): a static HTML page (what painting costs) and the stack
// control, TipWire's dependencies with no content (what becoming interactive costs).
//
// Throttling is applied in the browser ('devtools': slow 4G and the CPU slowed down as calibrated,
// ./cpuSlowdown.mjs), not simulated.
// Lighthouse's simulation counts every script that finished loading before the page's first
// paint as holding up that paint; from a loopback server the code always arrives first, so a
// prerendered page that paints before its code runs was estimated as if it waited for it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { startServer } from '../serve.mjs'
import { buildStackControl } from './bareStack/build.mjs'
import { cpuCalibration } from './cpuSlowdown.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './support.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const CONTROL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A static page: the control the public pages are measured against." />
    <title>Control</title>
  </head>
  <body>
    <main><h1>TipWire: where citizen journalists and newsrooms meet</h1></main>
  </body>
</html>
`

async function audit(chrome, url) {
  const { slowdown } = await cpuCalibration()
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    throttlingMethod: 'devtools',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  })
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  )
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tti: lhr.audits.interactive.numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
  }
}

/** A figure Lighthouse could not measure in a run is left out of that figure's median. */
const medians = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      median(runs.map((run) => run[key]).filter((value) => typeof value === 'number')),
    ]),
  )

/** Runs are interleaved (every page once, then again) so a busy moment hits all pages alike. */
export async function benchLighthouse({ distDir, routes }) {
  const controlDir = await mkdtemp(join(tmpdir(), 'tipwire-control-'))
  await writeFile(join(controlDir, 'index.html'), CONTROL_PAGE)
  const stackDir = join(controlDir, 'stack')
  await buildStackControl(stackDir)
  const app = await startServer({ root: distDir })
  const control = await startServer({ root: controlDir })
  const stack = await startServer({ root: stackDir })
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  const pages = [
    ['control', `${control.url}/`],
    ['stack control', `${stack.url}/`],
    ...routes.map((route) => [route, `${app.url}${route}`]),
  ]
  const runs = new Map(pages.map(([name]) => [name, []]))
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, url] of pages) runs.get(name).push(await audit(chrome, url))
    }
  } finally {
    await chrome.kill()
    await app.close()
    await control.close()
    await stack.close()
    await rm(controlDir, { recursive: true, force: true })
  }
  return new Map([...runs].map(([name, pageRuns]) => [name, medians(pageRuns)]))
}
