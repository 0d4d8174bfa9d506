import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { NAV_BAR_FROM } from '../../src/app/providers/theme'
import { LANGUAGE_NAMES, LOCALES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { openPage, sharedBrowser, untilNavigationHydrated } from './support/browser'
import { messagesOf, textOf } from './support/catalogues'

const browser = sharedBrowser()

const VISITOR_ITEMS = [
  'common.nav.forUsers',
  'common.nav.forNewsrooms',
  'common.nav.faq',
  'common.nav.shop',
  'common.nav.logIn',
  'common.nav.signUp',
]

const DASHBOARD_ITEMS = {
  user: 'common.nav.userDashboard',
  newsroom: 'common.nav.newsroomDashboard',
} as const

const loggedInAs = (userType: string) =>
  sessionStorage.setItem(
    'persist:session',
    JSON.stringify({
      isLoggedIn: 'true',
      userType: JSON.stringify(userType),
      _persist: '{"version":-1,"rehydrated":true}',
    }),
  )

/**
 * How the bar lies at the page's width: the vertical middles of the boxes in it (those of a box
 * without one of its own, display: contents, in its place), whether a box reaches past the window's
 * edges and whether the page scrolls sideways.
 */
const barLayout = (page: Page) =>
  page.locator('header nav').evaluate((nav) => {
    const boxes: Element[] = []
    const collect = (parent: Element) => {
      for (const child of parent.children) {
        const display = getComputedStyle(child).display
        if (display === 'contents') collect(child)
        else if (display !== 'none') boxes.push(child)
      }
    }
    collect(nav)
    const rects = boxes.map((box) => box.getBoundingClientRect())
    const root = document.documentElement
    return {
      middles: rects.map((rect) => rect.top + rect.height / 2),
      outside: rects.some((rect) => rect.left < 0 || rect.right > root.clientWidth),
      scrollsSideways: root.scrollWidth > root.clientWidth,
    }
  })

async function expectOneRow(page: Page, what: string) {
  const { middles, outside, scrollsSideways } = await barLayout(page)
  expect(Math.max(...middles) - Math.min(...middles), `${what}: one row`).toBeLessThan(1)
  expect(outside, `${what}: inside the window`).toBe(false)
  expect(scrollsSideways, `${what}: no sideways scroll`).toBe(false)
}

/** Tablets' and desktops' widths, the width where the bar first shows and the one just below it. */
const widthsFor = (locale: Locale) =>
  [375, 900, 1024, 1280, 1440, 1920, NAV_BAR_FROM[locale] - 1, NAV_BAR_FROM[locale]].sort(
    (a, b) => a - b,
  )

describe.each(LOCALES)('the navigation bar in %s', (locale) => {
  it('stays one row at every width, its items in the phone’s menu where they would not fit', async () => {
    const messages = await messagesOf(locale)
    const labels = VISITOR_ITEMS.map((id) => textOf(messages, id))
    const { page, context, problems } = await openPage(browser())
    await page.goto(localizedPath(locale, '/'))
    await untilNavigationHydrated(page, locale)
    const bar = page.locator('header nav')
    const menuButton = bar.getByRole('button', { name: textOf(messages, 'common.nav.openMenu') })

    for (const width of widthsFor(locale)) {
      await page.setViewportSize({ width, height: 900 })
      await expectOneRow(page, `${width} px`)
      const shown = await Promise.all(
        labels.map((label) => bar.getByText(label, { exact: true }).isVisible()),
      )
      if (width >= NAV_BAR_FROM[locale]) {
        expect(shown, `${width} px: the bar's items`).toEqual(labels.map(() => true))
        expect(await menuButton.isVisible(), `${width} px: no menu button`).toBe(false)
        continue
      }
      expect(shown, `${width} px: the bar's items`).toEqual(labels.map(() => false))
      await menuButton.click()
      const menu = page.getByRole('dialog', { name: textOf(messages, 'common.drawer.title') })
      for (const label of labels) await menu.getByText(label, { exact: true }).waitFor()
      for (const name of Object.values(LANGUAGE_NAMES)) {
        await menu.getByText(name, { exact: true }).waitFor()
      }
      await menu.getByRole('button', { name: textOf(messages, 'common.drawer.close') }).click()
      await menu.waitFor({ state: 'hidden' })
    }
    expect(problems).toEqual([])
    await context.close()
  })

  // A dashboard's name and Logout make the bar longer than Log in and Sign up.
  it.each(['user', 'newsroom'] as const)(
    'stays one row at every width for a %s',
    async (userType) => {
      const messages = await messagesOf(locale)
      const { page, context, problems } = await openPage(browser())
      await context.addInitScript(loggedInAs, userType)
      await page.goto(localizedPath(locale, '/'))
      await untilNavigationHydrated(page, locale)
      const dashboard = page
        .locator('header nav')
        .getByText(textOf(messages, DASHBOARD_ITEMS[userType]), { exact: true })
      await dashboard.waitFor({ state: 'attached' })
      for (const width of widthsFor(locale)) {
        await page.setViewportSize({ width, height: 900 })
        await expectOneRow(page, `${width} px`)
        expect(await dashboard.isVisible(), `${width} px: the dashboard`).toBe(
          width >= NAV_BAR_FROM[locale],
        )
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
