import { afterAll, beforeAll, inject } from 'vitest'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_KEY } from '../../../src/lib/colorSchemeScript.js'
import { LOCALES, localeOfPath, pathWithinLocale, type Locale } from '../../../src/lib/i18n/locales'
import { NAV_BAR_FROM } from '../../../src/app/providers/theme'
import { messagesOf } from './catalogues'

export const baseURL = inject('baseURL')

export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 375, height: 740 }

/** A desktop wide enough for `locale`'s navigation bar: narrower, its items are in the menu. */
export const desktopFor = (locale: Locale) => ({
  ...DESKTOP,
  width: Math.max(DESKTOP.width, NAV_BAR_FROM[locale]),
})

/** One Debian Chromium per test file, closed after it. */
export function sharedBrowser() {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.launch({
      // The same Chromium's headless build, without the whole browser's user interface: the
      // browser tests take about 40 % less time with it (docs/testing.md).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser has not started')
    return browser
  }
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[]
}

/**
 * A page in a fresh context (fresh storage) that records every console error; with `touch`, a
 * phone's: a touch screen (a coarse pointer) and a mobile viewport.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { touch = false } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: touch, isMobile: touch })
  // A wait finds what is missing and never times the app (the bench does): a face search on the
  // CPU took over 10 s on two cores shared with other work. Well inside the test's own limit, so
  // a missing element fails with its own message.
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
  page.on('requestfailed', (request) => {
    // A navigation aborts the requests of the page it leaves; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`request failed: ${request.url()}`)
    }
  })
  return { page, context, problems }
}

export {
  DEMO_ACCOUNTS,
  RENDERED_AHEAD,
  logIn,
  renderedAheadAt,
} from '../../../scripts/bench/support.mjs'

export const storedSession = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('persist:session'))

const openMenu = new Map(
  await Promise.all(
    LOCALES.map(
      async (locale) => [locale, (await messagesOf(locale)).get('common.nav.openMenu')] as const,
    ),
  ),
)

/**
 * Resolves once the navigation bar is hydrated: its menu button is enabled only from then on.
 * The button is named in the page's language.
 */
export const untilNavigationHydrated = (page: Page, locale: Locale = 'en-IN') =>
  page
    .locator(`button[aria-label="${openMenu.get(locale)}"]:enabled`)
    .waitFor({ state: 'attached' })

/**
 * Resolves once the whole page is hydrated. The page's content and footer hydrate after the
 * navigation bar, when the browser is free, so an idle moment comes only once that is done. A
 * login form looks and answers the same before and after (a Sign in is kept until then), so
 * React's own mark on the form tells. The page's language is its address's.
 */
export async function untilInteractive(page: Page) {
  const { pathname } = new URL(page.url())
  await untilNavigationHydrated(page, localeOfPath(pathname))
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  )
  if (pathWithinLocale(pathname).startsWith('/login/')) {
    await page.waitForFunction(() => {
      const form = document.querySelector('main form')
      return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps$'))
    })
  }
}

/**
 * Resolves after two idle moments from now: whatever the page put off until an idle moment
 * before this call (a login page getting its dashboard ready) has been run, or was never asked.
 */
export const afterIdleMoments = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  )

/** Whether the element `locator` finds is the one with the focus. */
export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

/**
 * Sets the device's colour scheme and waits until the page shows it. The running app follows
 * the device on <html> a moment after the change, unless a scheme was chosen in the tab; a page
 * without scripts follows it in CSS alone.
 */
export async function emulateColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.waitForFunction(
    ({ key, attribute, scheme }) => {
      const chosen = sessionStorage.getItem(key)
      const shown = document.documentElement.getAttribute(attribute)
      return chosen === 'light' || chosen === 'dark' || shown === null || shown === scheme
    },
    { key: COLOR_SCHEME_KEY, attribute: COLOR_SCHEME_ATTRIBUTE, scheme: colorScheme },
  )
}

/**
 * Waits until a chosen photo is checked and cleaned: its Cover button, named `coverLabel`, is no
 * longer busy (`aria-disabled`). Until then Submit Tip sends nothing and Cover opens nothing.
 */
export const untilPhotoReady = (scope: Page | Locator, coverLabel: string) =>
  scope.getByRole('button', { name: coverLabel, disabled: false }).waitFor()
