import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  DESKTOP,
  PHONE,
  baseURL,
  logIn,
  openPage,
  sharedBrowser,
  untilInteractive,
  untilNavigationHydrated,
} from './support/browser'

const browser = sharedBrowser()

/** The page's background, as Chromium computes it. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** The navigation bar's fill. */
const barBackground = (page: Page) =>
  page.locator('header').evaluate((bar) => getComputedStyle(bar).backgroundColor)

const LIGHT_PAGE = 'rgb(246, 247, 251)'
const DARK_PAGE = 'rgb(15, 20, 26)'
const DARK_BAR = 'rgb(23, 30, 38)'

/** Each choice is named for what it is (an icon alone says nothing of “system”). */
const SCHEME_NAMES = {
  Light: 'Light colours',
  Dark: 'Dark colours',
  System: 'Colours of this device’s setting (system)',
}

const schemeButton = (page: Page, scheme: keyof typeof SCHEME_NAMES) =>
  page
    .getByRole('group', { name: 'Colour scheme' })
    .getByRole('button', { name: SCHEME_NAMES[scheme], exact: true })

describe('colour scheme', () => {
  it.each([
    ['light', LIGHT_PAGE],
    ['dark', DARK_PAGE],
  ] as const)(
    'paints a prerendered page in the system’s %s scheme before any script runs',
    async (colorScheme, background) => {
      const context = await browser().newContext({ baseURL, colorScheme, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/faq')
      expect(await pageBackground(page)).toBe(background)
      await context.close()
    },
  )

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'is chosen in the navigation on %s and kept for the tab only',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto('/')
      await untilInteractive(page)
      expect(await schemeButton(page, 'System').getAttribute('aria-pressed')).toBe('true')
      await schemeButton(page, 'Dark').click()
      await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE)
      expect(await schemeButton(page, 'Dark').getAttribute('aria-pressed')).toBe('true')

      await page.reload()
      await untilInteractive(page)
      expect(await pageBackground(page)).toBe(DARK_PAGE)
      await logIn(page, 'user')
      expect(await pageBackground(page)).toBe(DARK_PAGE)
      // Not session data: the Redux session stays as it was.
      expect(await page.evaluate(() => sessionStorage.getItem('persist:session'))).not.toMatch(
        /dark/,
      )

      const otherTab = await context.newPage()
      await otherTab.goto('/')
      await untilInteractive(otherTab)
      expect(await pageBackground(otherTab)).toBe(LIGHT_PAGE)

      await schemeButton(page, 'System').click()
      await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE)
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('applies a chosen scheme before any of the app’s code runs, so a reload never shows the other', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/faq')
    await untilInteractive(page)
    await schemeButton(page, 'Dark').click()
    // Hold every script file: what applies the scheme is the page's own inline script, which
    // the policy allows by its hash.
    await page.route('**/assets/*.js', () => {})
    await page.reload({ waitUntil: 'commit' })
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE)
    expect(await page.locator('button[aria-label="Open menu"]:enabled').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['/', 'en-IN'],
    ['/ur/faq', 'ur-IN'],
    ['/login/user', 'en-IN'],
  ] as const)(
    'draws %s in a dark device’s scheme, navigation bar too, before any of the app’s code runs and after',
    async (path, locale) => {
      const { page, context, problems } = await openPage(browser(), PHONE, { touch: true })
      await page.emulateMedia({ colorScheme: 'dark' })
      const scripts = '**/assets/*.js'
      await page.route(scripts, () => {})
      await page.goto(path, { waitUntil: 'commit' })
      await page.locator('footer').waitFor({ state: 'attached' })
      const beforeCode = [await pageBackground(page), await barBackground(page)]
      expect(beforeCode).toEqual([DARK_PAGE, DARK_BAR])
      await page.unroute(scripts)
      await page.reload()
      await untilNavigationHydrated(page, locale)
      expect([await pageBackground(page), await barBackground(page)]).toEqual(beforeCode)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
