// From the tap on Sign in to the dashboard (product.md §14), on a phone-like device: the CPU
// slowed down as calibrated (./cpuSlowdown.mjs) and a slow 4G connection, as Lighthouse's mobile
// runs have them. Each figure is seen two ways: in the page, from the click event to the paint
// of the dashboard's heading; and from outside, as a person sees it, from Playwright's click to
// the dashboard's first field visible (the tip form's description, the newsroom's search box).
// Three ways to sign in: with the dashboard rendered ahead to its last part (the bench waits for
// it); tapped 3 s after the page's load, as an autofilled password is, whatever is ready by then;
// and the control, the dashboard's code held back, so that it is fetched on the tap. Beside them,
// the control of the view from outside: Playwright's own click and wait where nothing changes
// (its queries run in the slowed-down page, a cost a person's tap does not have).
import { chromium } from 'playwright-core'
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  DEMO_ACCOUNTS,
  RENDERED_AHEAD,
  SLOW_4G,
  inPage,
  median,
  renderedAheadAt,
} from './support.mjs'
import { cpuDescription, slowDownCpu } from './cpuSlowdown.mjs'

const RUNS = 5

/**
 * Records in the page when Sign in was clicked and when the dashboard's heading was first
 * painted; `signInPainted` resolves then.
 */
function watchSignIn({ dashboardHeading, renderedAhead }) {
  const timings = {}
  let painted
  const signInPainted = new Promise((resolve) => (painted = resolve))
  Object.assign(window, { signInTimings: timings, signInPainted })
  document.addEventListener('click', (event) => (timings.clicked ??= event.timeStamp), true)
  new MutationObserver((_changes, observer) => {
    const shown = [...document.querySelectorAll('h1')].find(
      (heading) => heading.textContent === dashboardHeading && !heading.closest(renderedAhead),
    )
    if (!shown) return
    observer.disconnect()
    // The frame that shows the heading is painted before the task after its animation frame.
    requestAnimationFrame(() =>
      setTimeout(() => {
        timings.painted = performance.now()
        painted(timings)
      }),
    )
  }).observe(document, { childList: true, subtree: true, attributeFilter: ['style'] })
}

/** The control: the login page's idle import never runs, so the code is fetched on the tap. */
const holdBackIdleLoad = (context) =>
  context.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })

/** Until `ms` after the page's load event, as an autofilled password is tapped. */
async function untilAfterLoad(page, ms) {
  const sinceLoad = await page.evaluate(
    () => performance.now() - performance.getEntriesByType('navigation')[0].loadEventEnd,
  )
  await page.waitForTimeout(Math.max(0, ms - sinceLoad))
}

const TAP_AFTER_LOAD_MS = 3000

/** Each way to sign in (see above): how long the bench leaves the login page open. */
const WAYS = {
  'rendered ahead': { loadAhead: true, tapAfterLoad: null },
  'tapped 3 s after load': { loadAhead: true, tapAfterLoad: TAP_AFTER_LOAD_MS },
  'control, code fetched on the tap': { loadAhead: false, tapAfterLoad: null },
}

/** `userType`'s login page in `context`, on the phone-like device, its username filled in. */
async function phoneLoginPage(context, userType) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await slowDownCpu(cdp)
  await page.goto(`/login/${userType}`)
  await page.getByLabel('Username').fill(DEMO_ACCOUNTS[userType].username)
  return page
}

async function signInOnce(browser, baseURL, userType, { loadAhead, tapAfterLoad }) {
  const account = DEMO_ACCOUNTS[userType]
  const { dashboard, firstField } = account
  const context = await browser.newContext({ baseURL })
  try {
    if (!loadAhead) await holdBackIdleLoad(context)
    await context.addInitScript(watchSignIn, {
      dashboardHeading: dashboard,
      renderedAhead: RENDERED_AHEAD,
    })
    const page = await phoneLoginPage(context, userType)
    await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
    if (tapAfterLoad !== null) {
      await untilAfterLoad(page, tapAfterLoad)
    } else {
      await page.locator('button[aria-label="Open menu"]:enabled').waitFor({ state: 'attached' })
      await page.waitForLoadState('networkidle')
      if (loadAhead) await renderedAheadAt(page, account)
    }
    const tapped = performance.now()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel(firstField).waitFor({ state: 'visible' })
    const seen = performance.now() - tapped
    const { clicked, painted } = await inPage(page, 'signInPainted')
    return { inPage: painted - clicked, seen }
  } finally {
    await context.close()
  }
}

/**
 * The control of the figures seen from outside: Playwright's own click and wait, on a login page
 * tapped 3 s after load where nothing changes. The same kinds of query as a sign-in (a role and
 * its accessible name for the click, a label for the wait), run in the slowed-down page.
 */
async function clickAndWaitAlone(browser, baseURL) {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await phoneLoginPage(context, 'user')
    await untilAfterLoad(page, TAP_AFTER_LOAD_MS)
    const tapped = performance.now()
    await page.getByRole('textbox', { name: 'Username' }).click()
    await page.getByLabel('Password').waitFor({ state: 'visible' })
    return { seen: performance.now() - tapped }
  } finally {
    await context.close()
  }
}

/** The median of each figure `run` returns, over RUNS runs. */
async function mediansOfRuns(run) {
  const runs = []
  for (let index = 0; index < RUNS; index += 1) runs.push(await run())
  return Object.fromEntries(
    Object.keys(runs[0]).map((figure) => [figure, median(runs.map((result) => result[figure]))]),
  )
}

/** Rows for index.mjs: each role's sign-in each way, seen in the page and from outside. */
export async function benchSignIn(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const rows = []
    for (const userType of ['user', 'newsroom']) {
      for (const [way, options] of Object.entries(WAYS)) {
        const { inPage, seen } = await mediansOfRuns(() =>
          signInOnce(browser, baseURL, userType, options),
        )
        const target = way.startsWith('control') ? null : 300
        rows.push(
          {
            name: `${userType}, ${way}: tap to first field visible, seen from outside (median of ${RUNS})`,
            value: seen,
            unit: 'ms',
            target,
          },
          { name: `  in the page, click to heading painted`, value: inPage, unit: 'ms' },
        )
      }
    }
    const { seen } = await mediansOfRuns(() => clickAndWaitAlone(browser, baseURL))
    rows.push({
      name: `control: Playwright's click and wait alone, on a login page where nothing changes (median of ${RUNS})`,
      value: seen,
      unit: 'ms',
    })
    return rows
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await cpuDescription())
  for (const row of await benchSignIn(process.argv[2])) {
    const target = row.target == null ? '' : ` (target <= ${row.target} ${row.unit})`
    console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}${target}`)
  }
}
