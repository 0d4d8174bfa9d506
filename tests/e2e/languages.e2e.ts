import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  LOCALES,
  localizedPath,
  textDirection,
  type Locale,
} from '../../src/lib/i18n/locales'
import {
  PHONE,
  baseURL,
  desktopFor,
  openPage,
  sharedBrowser,
  untilNavigationHydrated,
} from './support/browser'
import { messagesOf, textOf } from './support/catalogues'
import {
  documentLanguage,
  englishLeft,
  hasSidewaysScroll,
  type Translated,
} from './support/languageWalk'

const browser = sharedBrowser()

const PUBLIC_PATHS = ['/', '/for-users', '/for-newsrooms', '/faq', '/login/user', '/login/newsroom']
const TRANSLATED = LOCALES.filter((locale): locale is Translated => locale !== DEFAULT_LOCALE)

describe.each(TRANSLATED)('the public pages in %s', (locale) => {
  it.each(PUBLIC_PATHS)(
    'are prerendered in the language at %s, read with no script on a 375 px screen',
    async (path) => {
      const context = await browser().newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: PHONE,
      })
      const page = await context.newPage()
      await page.goto(localizedPath(locale, path))
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: textDirection(locale) })
      expect(await englishLeft(page)).toEqual([])
      expect(await hasSidewaysScroll(page)).toBe(false)
      const alternates = await page
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        )
      expect(alternates).toEqual(LOCALES.map((other) => `${other} ${localizedPath(other, path)}`))
      await context.close()
    },
  )
})

/** The navigation bar's language menu: its button, named by the language shown, and its list. */
const languageMenu = (page: Page, shown: Locale) => {
  const bar = page.locator('header')
  return {
    button: bar.getByRole('button', { name: LANGUAGE_NAMES[shown], exact: true }),
    list: bar.locator('[popover]'),
  }
}

describe('the language menu', () => {
  it.each(['ur-IN', 'ml-IN'] as const)(
    'switches a page to %s from the navigation bar, and links keep it',
    async (locale) => {
      const { page, context, problems } = await openPage(browser())
      await page.goto('/faq')
      await untilNavigationHydrated(page)
      const { button, list } = languageMenu(page, DEFAULT_LOCALE)
      await button.click()
      await list.waitFor()
      // Every language in its own script, the one shown marked and not a link.
      const names = await list.locator('a, [aria-current]').allInnerTexts()
      expect(names).toEqual(LOCALES.map((other) => LANGUAGE_NAMES[other]))
      await page.keyboard.press('Escape')
      await list.waitFor({ state: 'hidden' })
      await button.click()
      await list.getByRole('link', { name: LANGUAGE_NAMES[locale] }).click()
      await page.waitForURL(localizedPath(locale, '/faq'))
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: textDirection(locale) })
      await untilNavigationHydrated(page, locale)
      const links = await page
        .locator('main a[href^="/"], header a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      const otherLanguages = LOCALES.filter((other) => other !== locale).map((other) =>
        localizedPath(other, '/faq'),
      )
      const leaving = links.filter(
        (href) => !href.startsWith(localizedPath(locale, '/')) && !otherLanguages.includes(href),
      )
      expect(leaving).toEqual([])
      await page.reload()
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: textDirection(locale) })
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('opens with no script, under its button, and leads to the page in Bengali', async () => {
    const context = await browser().newContext({
      baseURL,
      viewport: desktopFor('ta-IN'),
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto('/ta/for-users')
    const { button, list } = languageMenu(page, 'ta-IN')
    await button.click()
    await list.waitFor()
    const [under, over] = await Promise.all(
      [button, list].map((element) =>
        element.evaluate((box) => box.getBoundingClientRect().toJSON() as DOMRect),
      ),
    )
    expect(over?.top).toBeGreaterThanOrEqual(under?.bottom ?? Infinity)
    expect(over?.right).toBeCloseTo(under?.right ?? 0, 0)
    await list.getByRole('link', { name: 'বাংলা' }).click()
    await page.waitForURL('/bn/for-users')
    expect(await documentLanguage(page)).toEqual({ lang: 'bn-IN', dir: 'ltr' })
    await context.close()
  })

  it('is the phone menu’s list of eight, within a 375 px screen', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE, { touch: true })
    await page.goto('/ml')
    await untilNavigationHydrated(page, 'ml-IN')
    const openMenu = textOf(await messagesOf('ml-IN'), 'common.nav.openMenu')
    await page.getByRole('button', { name: openMenu }).click()
    const languages = page.getByRole('dialog').getByRole('group')
    await languages.waitFor()
    const boxes = await languages
      .locator('a, [aria-current]')
      .evaluateAll((entries) => entries.map((entry) => entry.getBoundingClientRect().toJSON()))
    expect(boxes).toHaveLength(LOCALES.length)
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(PHONE.width)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each(LOCALES)('numbers in %s', (locale: Locale) => {
  it('are written by Intl for the language', async () => {
    const { page, context } = await openPage(browser())
    await page.goto(localizedPath(locale, '/for-newsrooms'))
    const rupees = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(2000)
    expect(await page.locator('main').innerText()).toContain(rupees)
    await context.close()
  })
})
