import { readdir } from 'node:fs/promises'

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']
/** Lighthouse's mobile network, for CDP's Network.emulateNetworkConditions. */
export const SLOW_4G = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }

/** The prerendered pages, read off the build in `distDir`: index.html is '/', faq.html is '/faq'. */
export const prerenderedPaths = async (distDir) =>
  (await readdir(distDir, { recursive: true }))
    .filter((file) => file.endsWith('.html') && file !== '200.html' && !/\d{3}\.html$/.test(file))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort()

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Awaits the promise the page keeps at `window[name]`, for 30 s at most. Awaited in the page:
 * polling it from outside would run in the frames a bench times.
 */
export const inPage = (page, name) =>
  page.evaluate(
    (promiseName) =>
      Promise.race([
        window[promiseName],
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`No ${promiseName} in 30 s`)), 30_000),
        ),
      ]),
    name,
  )

/**
 * Matches what holds the dashboard a login page renders ahead, hidden (React hides it with
 * display: none): its heading and cards are in the page but not drawn. Sign in shows it by
 * taking that style away, so whoever waits for the dashboard watches style changes too.
 */
export const RENDERED_AHEAD = '[style*="display: none"]'

/**
 * Waits until `account`'s dashboard (one of DEMO_ACCOUNTS) is rendered ahead, hidden, to its last
 * part (it comes in turns, src/ui/RenderedAhead.tsx): its code fetched and run while the login
 * page is open. Returns when that was, from the page's start. The idle import starts once the
 * password field has been come to (a fill does), the page has hydrated and the browser is idle,
 * which on a slowed CPU comes after the network has gone quiet: a bench that times Sign in with
 * the code ready waits here.
 */
export const renderedAheadAt = (page, { dashboard, lastPart }) =>
  page.evaluate(
    ({ headings, renderedAhead }) =>
      new Promise((resolve) => {
        const hiddenHeading = ([level, text]) =>
          [...document.querySelectorAll(`${renderedAhead} ${level}`)].some(
            (candidate) => candidate.textContent === text,
          )
        const check = () => {
          if (headings.every(hiddenHeading)) resolve(performance.now())
          else requestAnimationFrame(check)
        }
        check()
      }),
    {
      headings: [
        ['h1', dashboard],
        ['h2', lastPart],
      ],
      renderedAhead: RENDERED_AHEAD,
    },
  )

/**
 * Each dashboard's `lastPart`: the heading of a part that comes in the last turn; `firstField`:
 * the label of the field a visitor uses first.
 */
export const DEMO_ACCOUNTS = {
  user: {
    username: 'user',
    dashboard: 'User Dashboard',
    lastPart: 'Tips History',
    firstField: 'Description',
  },
  newsroom: {
    username: 'journo',
    dashboard: 'Newsroom Dashboard',
    lastPart: 'Available Tips',
    firstField: 'Search tips by title, excerpt or location',
  },
}

/**
 * Signs in with a demo account and waits for its dashboard: the bench and the browser tests
 * both sign in here, with the password a build was made with (`VITE_DEMO_PASSWORD`).
 */
export async function logIn(page, userType) {
  const { username, dashboard } = DEMO_ACCOUNTS[userType]
  await page.goto(`/login/${userType}`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { level: 1, name: dashboard }).waitFor()
  // A dashboard rendered ahead shows before the router has moved to its address.
  await page.waitForURL((url) => url.pathname.endsWith('-dashboard'))
}

export const logInAsUser = (page) => logIn(page, 'user')

/** Records the WebAssembly files the pages of `context` fetch. */
export function watchWebAssembly(context) {
  const fetched = []
  context.on('request', (request) => {
    if (request.url().endsWith('.wasm')) fetched.push(request.url())
  })
  return fetched
}

/** A deployment whose policy refuses WebAssembly: the face worker's without 'wasm-unsafe-eval'. */
export async function refuseWebAssembly(context) {
  await context.route(/faceWorker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch()
    const policy = response.headers()['content-security-policy'] ?? ''
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy': policy.replace(" 'wasm-unsafe-eval'", ''),
      },
    })
  })
}
