// Long tasks after the first paint (product.md §14): on every prerendered page in every language,
// opened on a phone-like device (the calibrated CPU slow-down, ./cpuSlowdown.mjs, and slow 4G),
// the total blocking time (what each task after the first contentful paint holds the main thread
// beyond 50 ms) and the longest of those tasks, seen by a PerformanceObserver of long tasks.
// A page is watched until its time to interactive, as Lighthouse defines it, can be computed
// from what the page observed (./timeToInteractive.mjs) and it has settled as Lighthouse waits
// for, or for LONGEST_WATCH_MS. Medians of RUNS loads, interleaved with the stack control's
// (./bareStack: the same dependencies, no content), each in a browser of its own driven without
// DevTools' Runtime domain, as a phone runs a page (./pageWithoutDevTools.mjs).
// `benchLongTasks(baseURL, paths)` returns figures and prints nothing; `node
// scripts/bench/longTasks.mjs <baseURL> [path...]` prints them (all pages when no path is given).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startServer } from '../serve.mjs'
import { buildStackControl } from './bareStack/build.mjs'
import { cpuDescription, slowDownCpu } from './cpuSlowdown.mjs'
import { openPageWithoutDevTools } from './pageWithoutDevTools.mjs'
import { SLOW_4G, median, prerenderedPaths } from './support.mjs'
import { timeToInteractive } from './timeToInteractive.mjs'

const RUNS = 3
const LONGEST_WATCH_MS = 20_000
/** How long Lighthouse waits with the CPU and the network quiet before it ends its trace. */
const SETTLED_MS = 5250
const BLOCKING_FROM_MS = 50

function watchLongTasks() {
  const tasks = []
  window.benchLongTasks = tasks
  const keep = (entries) => {
    for (const { startTime, duration } of entries) tasks.push({ startTime, duration })
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'longtask', buffered: true })
  // A task that has just ended reaches the observer a task later: asked for, it comes at once.
  window.benchTakeLongTasks = () => keep(observer.takeRecords())
}

async function loadOnce(url) {
  const page = await openPageWithoutDevTools()
  try {
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${watchLongTasks})()` })
    await page.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
    await slowDownCpu(page)
    await page.goto(url)
    // Watched until a quiet window has been seen and, as Lighthouse ends its trace, 5.25 s have
    // passed with no long task and no request ending; or for LONGEST_WATCH_MS. A request still
    // under way is not in the page's resource timing until it ends.
    let tti = null
    for (;;) {
      const [timeline, now] = await page.evaluate(`[(${observedTimeline})(), performance.now()]`)
      tti = timeline && timeToInteractive(timeline)
      const lastActivity = timeline
        ? Math.max(
            ...timeline.longTasks.map((task) => task.end),
            ...timeline.requests.map((request) => request.end),
          )
        : now
      if ((tti !== null && now - lastActivity >= SETTLED_MS) || now >= LONGEST_WATCH_MS) break
      await sleep(500)
    }
    const blocking = await page.evaluate(`(${blockingAfterFirstPaint})(${BLOCKING_FROM_MS})`)
    // A load with no quiet window in the watch counts as never interactive in the median.
    return { ...blocking, tti: tti ?? Infinity }
  } finally {
    await page.close()
  }
}

function blockingAfterFirstPaint(blockingFrom) {
  const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
  // A page that never painted in the watch misses every target.
  if (!firstPaint) return { tbt: Infinity, longest: Infinity, tasks: 0, lastEnd: Infinity }
  const after = window.benchLongTasks.filter((task) => task.startTime >= firstPaint.startTime)
  return {
    tbt: after.reduce((sum, task) => sum + task.duration - blockingFrom, 0),
    longest: Math.max(0, ...after.map((task) => task.duration)),
    tasks: after.length,
    lastEnd: Math.max(0, ...after.map((task) => task.startTime + task.duration)),
  }
}

/**
 * What Lighthouse's time to interactive is computed from, as the page observed it, in ms; null
 * before the first contentful paint and DOMContentLoaded have both come.
 */
function observedTimeline() {
  const [navigation] = performance.getEntriesByType('navigation')
  const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
  if (!firstPaint || !navigation?.domContentLoadedEventEnd) return null
  window.benchTakeLongTasks()
  const span = (entry) => ({ start: entry.startTime, end: entry.responseEnd })
  // Lighthouse leaves out a request answered with an error status.
  const answered = (entry) => !(entry.responseStatus >= 400)
  return {
    firstContentfulPaint: firstPaint.startTime,
    domContentLoaded: navigation.domContentLoadedEventEnd,
    longTasks: window.benchLongTasks.map((task) => ({
      start: task.startTime,
      end: task.startTime + task.duration,
    })),
    requests: [navigation, ...performance.getEntriesByType('resource')].filter(answered).map(span),
    watchedUntil: performance.now(),
  }
}

/** A median time to interactive as printed: a load with no quiet window counts as never. */
export const interactiveAt = (tti) =>
  Number.isFinite(tti)
    ? `interactive at ${Math.round(tti).toLocaleString('en')} ms`
    : 'not interactive in the watch'

/**
 * A Map from each page's name (its path, or 'stack control') to the medians of its figures:
 * tbt, longest (0 when no task took over 50 ms), tasks (how many long ones), lastEnd (when the
 * last ended, from the page's start) and tti (Infinity when no quiet window came), all in ms.
 */
export async function benchLongTasks(baseURL, paths) {
  const stackDir = await mkdtemp(join(tmpdir(), 'tipwire-stack-'))
  await buildStackControl(stackDir)
  const stack = await startServer({ root: stackDir })
  const pages = [['stack control', `${stack.url}/`], ...paths.map((path) => [path, baseURL + path])]
  const runs = new Map(pages.map(([name]) => [name, []]))
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, url] of pages) runs.get(name).push(await loadOnce(url))
    }
  } finally {
    await stack.close()
    await rm(stackDir, { recursive: true, force: true })
  }
  return new Map(
    [...runs].map(([name, pageRuns]) => [
      name,
      Object.fromEntries(
        Object.keys(pageRuns[0]).map((key) => [key, median(pageRuns.map((r) => r[key]))]),
      ),
    ]),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseURL, ...chosen] = process.argv.slice(2)
  const paths = chosen.length ? chosen : await prerenderedPaths(resolve('dist'))
  console.log(await cpuDescription())
  for (const [name, figures] of await benchLongTasks(baseURL, paths)) {
    const { tbt, longest, tasks, lastEnd, tti } = figures
    console.log(
      `${name}: TBT ${Math.round(tbt)} ms, longest ${Math.round(longest)} ms, ${tasks} long tasks, the last ending at ${Math.round(lastEnd)} ms, ${interactiveAt(tti)}`,
    )
  }
}
