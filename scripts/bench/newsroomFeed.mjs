// The newsroom dashboard with a feed of 10,000 tips, at the calibrated CPU slow-down
// (./cpuSlowdown.mjs), against the same page
// with the five sample tips (the normal build). The feed is the same app built into a folder of
// its own with the sample tips module replaced (./manyTips.mjs); everything else is one code path.
// - First render (median of 3 sign-ins): from the Sign in click (the event's time) to the first
//   paint after the first card is in the page (requestAnimationFrame, then a task: the frame has
//   been painted). As for a visitor typing the credentials, the login page has had time to get
//   the dashboard ready (the bench waits until it is rendered ahead); the store already holds
//   the tips; images are not waited for.
// - Keystroke to paint, for each of 30 keys typed into the search box: from keydown to the next
//   paint, which shows the key in the box (the count and the cards follow after it); and from keydown
//   to the paint after the last change it caused in the page (the count and the cards).
// - Most cards in the page at once: watched through the sign-ins, scrolling six screens down, to
//   the end of the feed and back to the top, and the typing.
// - JS heap used after the first render, after a garbage collection.
// `benchNewsroomFeed(baseURL)` returns rows and prints nothing; `node
// scripts/bench/newsroomFeed.mjs <baseURL>` prints them (baseURL serving the normal build).
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { buildSite } from '../build.mjs'
import { startServer } from '../serve.mjs'
import { slowDownCpu } from './cpuSlowdown.mjs'
import { manyTips } from './manyTips.mjs'
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  DEMO_ACCOUNTS,
  RENDERED_AHEAD,
  inPage,
  median,
  renderedAheadAt,
} from './support.mjs'

const FEED_SIZE = 10_000
/** 30 keystrokes: words of the title, the excerpt and the place of some 100 tips. */
const QUERY = 'oxygen cylinders hospital pune'
/** Between keystrokes, about a typist's pace: each key's work is over before the next. */
const KEY_INTERVAL_MS = 300
const SCREENS_SCROLLED = 6
const SIGN_INS = 3

/**
 * Counts cards and times paints in every page the context opens (the app then navigates in
 * place), on window.benchFeed.
 */
function watchFeed(renderedAhead) {
  const watched = { mostCards: 0, keys: [], signInClicked: null, firstCardsPainted: null }
  window.benchFeed = watched
  let cardsPainted
  window.benchFirstCardsPainted = new Promise((resolve) => (cardsPainted = resolve))
  // The paint that shows what is in the page now: the next frame, then a task after it.
  const afterNextPaint = (record) =>
    requestAnimationFrame(() => setTimeout(() => record(performance.now())))
  const countCards = () => {
    const cards = document.querySelectorAll('li[aria-posinset]').length
    watched.mostCards = Math.max(watched.mostCards, cards)
  }
  // After the first render, every change: the cards drawn, and the last paint a keystroke caused.
  const watchChanges = () =>
    new MutationObserver(() => {
      countCards()
      const key = watched.keys.at(-1)
      if (key) afterNextPaint((time) => (key.settled = time))
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  // Till then only what is added to the page and changes of style, to add as little work as can
  // be to the frames timed. Cards of the dashboard the login page renders ahead, hidden, are not
  // drawn, though they count among the cards in the page; Sign in shows them as they are.
  new MutationObserver((_changes, firstCards) => {
    const cards = document.querySelectorAll('li[aria-posinset]')
    if (![...cards].some((card) => !card.closest(renderedAhead))) return
    firstCards.disconnect()
    countCards()
    afterNextPaint((time) => {
      watched.firstCardsPainted = time
      cardsPainted()
      countCards()
      watchChanges()
    })
  }).observe(document, { childList: true, subtree: true, attributeFilter: ['style'] })
  addEventListener('click', (event) => (watched.signInClicked ??= event.timeStamp), {
    capture: true,
  })
  addEventListener(
    'keydown',
    (event) => {
      const key = { down: event.timeStamp, shown: null, settled: null }
      watched.keys.push(key)
      afterNextPaint((time) => {
        key.shown = time
        key.settled = Math.max(key.settled ?? time, time)
      })
    },
    { capture: true },
  )
}

const watched = (page) => page.evaluate(() => window.benchFeed)

async function heapMegabytes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1024 / 1024
}

async function scrollDownAndBack(page) {
  for (let screen = 0; screen < SCREENS_SCROLLED; screen += 1) {
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(KEY_INTERVAL_MS)
  }
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(KEY_INTERVAL_MS)
  await page.evaluate(() => scrollTo(0, 0))
  await page.waitForTimeout(KEY_INTERVAL_MS)
}

/** A fresh context at the calibrated slow-down, signed in as the newsroom, and its first render. */
async function signIn(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  await context.addInitScript(watchFeed, RENDERED_AHEAD)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await slowDownCpu(cdp)
  const { username } = DEMO_ACCOUNTS.newsroom
  await page.goto('/login/newsroom')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
  await renderedAheadAt(page, DEMO_ACCOUNTS.newsroom)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await inPage(page, 'benchFirstCardsPainted')
  const { signInClicked, firstCardsPainted } = await watched(page)
  return { context, page, cdp, firstRender: firstCardsPainted - signInClicked }
}

/** Scrolls, then types the query: keystroke to paint, most cards seen, heap after render. */
async function scrollAndType(page, cdp) {
  const heap = await heapMegabytes(cdp)
  await scrollDownAndBack(page)
  await page.getByPlaceholder('Search for tips...').focus()
  for (const character of QUERY) {
    await page.keyboard.press(character === ' ' ? 'Space' : character)
    await page.waitForTimeout(KEY_INTERVAL_MS)
  }
  const { keys } = await watched(page)
  const shown = keys.map((key) => key.shown - key.down)
  const settled = keys.map((key) => key.settled - key.down)
  return {
    heap,
    shown: { median: median(shown), worst: Math.max(...shown) },
    settled: { median: median(settled), worst: Math.max(...settled) },
  }
}

/**
 * The figures for each build (name: URL). Sign-ins alternate between the builds, so that a busy
 * machine slows both alike; the last of each goes on to scroll and type.
 */
async function measure(browser, builds) {
  const figures = {}
  for (let run = 1; run <= SIGN_INS; run += 1) {
    for (const [name, baseURL] of Object.entries(builds)) {
      const { context, page, cdp, firstRender } = await signIn(browser, baseURL)
      try {
        const build = (figures[name] ??= { firstRenders: [], mostCards: 0 })
        build.firstRenders.push(firstRender)
        if (run === SIGN_INS) Object.assign(build, await scrollAndType(page, cdp))
        build.mostCards = Math.max(build.mostCards, (await watched(page)).mostCards)
        build.firstRender = median(build.firstRenders)
      } finally {
        await context.close()
      }
    }
  }
  return figures
}

/** Rows for one build's figures; `targets` for the feed, none for the control. */
const rowsOf = (figures, label, targets = {}) =>
  [
    { name: `${label}: first render`, value: figures.firstRender, unit: 'ms', key: 'firstRender' },
    {
      name: `${label}: keystroke in the search box to paint, median`,
      value: figures.shown.median,
      unit: 'ms',
      key: 'shownMedian',
    },
    {
      name: `${label}: keystroke in the search box to paint, worst`,
      value: figures.shown.worst,
      unit: 'ms',
      key: 'shownWorst',
    },
    {
      name: `${label}: keystroke to the count and cards painted, median`,
      value: figures.settled.median,
      unit: 'ms',
    },
    {
      name: `${label}: keystroke to the count and cards painted, worst`,
      value: figures.settled.worst,
      unit: 'ms',
    },
    {
      name: `${label}: most cards in the page at once`,
      value: figures.mostCards,
      unit: 'cards',
      key: 'mostCards',
    },
    { name: `${label}: JS heap used after the first render`, value: figures.heap, unit: 'MB' },
  ].map(({ key, ...row }) => ({ ...row, target: targets[key] ?? null }))

export async function benchNewsroomFeed(baseURL) {
  const feedDir = resolve('dist-bench-feed')
  await buildSite(feedDir, { plugins: [manyTips(FEED_SIZE)] })
  const feedServer = await startServer({ root: feedDir })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const { feed, control } = await measure(browser, { feed: feedServer.url, control: baseURL })
    return [
      ...rowsOf(feed, `${FEED_SIZE.toLocaleString('en')} tips`, {
        firstRender: 200,
        shownMedian: 16,
        shownWorst: 50,
        mostCards: 60,
      }),
      ...rowsOf(control, 'Control, the 5 sample tips'),
    ]
  } finally {
    await browser.close()
    await feedServer.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchNewsroomFeed(process.argv[2])) {
    const target = row.target === null ? '' : ` (target <= ${row.target} ${row.unit})`
    console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}${target}`)
  }
}
