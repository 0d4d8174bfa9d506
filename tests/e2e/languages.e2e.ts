import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { LOCALES, LANGUAGE_NAMES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { violationsOf } from './support/axe'
import {
  DESKTOP,
  PHONE,
  baseURL,
  openPage,
  sharedBrowser,
  untilNavigationHydrated,
  untilPhotoReady,
} from './support/browser'
import { englishWords, messagesOf, textOf } from './support/catalogues'

const browser = sharedBrowser()

const PUBLIC_PATHS = ['/', '/for-users', '/for-newsrooms', '/faq', '/login/user', '/login/newsroom']
const TRANSLATED = ['hi-IN', 'ur-IN'] as const
const DIRECTION = { 'hi-IN': 'ltr', 'ur-IN': 'rtl' } as const

// Words that are the same in every language: names, formats and the demo accounts' own values.
const KEPT_AS_WRITTEN = new Set(['tipwire', 'paypal', 'journo', 'user', 'example'])
// File formats are named as their files are, in every language.
const FORMAT_NAMES = ['jpeg', 'png', 'webp', 'heic', 'avif', 'mov', 'webm', 'wav', 'ogg', 'amr']
FORMAT_NAMES.forEach((name) => KEPT_AS_WRITTEN.add(name))
// The name of the file the walk chooses: the sender's own, as it came.
const PHOTO_NAME = 'gps-photo.jpg'

const english = englishWords(await messagesOf('en-IN'))

/**
 * The English catalogue's words on screen, leaving out what people wrote (the newsroom's sample
 * tips and the Tips History's titles, marked `dir="auto"` as text in its own direction) and what
 * the page says of itself in other languages (the language control).
 */
const englishLeft = (page: Page) =>
  page.evaluate(
    ({ words, kept, fileName }) => {
      // What is on screen, less what people wrote and the language control's other languages.
      const excluded = document.querySelectorAll<HTMLElement>('[dir="auto"], bdi, [lang]:not(html)')
      const shown = [...excluded].reduce(
        (text, element) => text.replace(element.innerText, ' '),
        document.body.innerText.replaceAll(fileName, ' '),
      )
      // An address, a file name or the demo password is written as it is typed, in any language.
      const tokens = shown.split(/\s+/).filter((token) => !/[@\d]/.test(token))
      const seen = tokens.join(' ').match(/\p{Script=Latin}{3,}/gu) ?? []
      return [...new Set(seen.map((word) => word.toLowerCase()))].filter(
        (word) => words.includes(word) && !kept.includes(word),
      )
    },
    { words: [...english], kept: [...KEPT_AS_WRITTEN], fileName: PHOTO_NAME },
  )

const hasSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))

describe.each(TRANSLATED)('the public pages in %s', (locale) => {
  it.each(PUBLIC_PATHS)(
    'are prerendered in the language at %s, read with no script',
    async (path) => {
      const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(localizedPath(locale, path))
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: DIRECTION[locale] })
      expect(await englishLeft(page)).toEqual([])
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

describe('the language control', () => {
  it.each(TRANSLATED)(
    'switches a page to %s from the navigation bar, and links keep it',
    async (locale) => {
      const { page, context, problems } = await openPage(browser())
      await page.goto('/faq')
      await untilNavigationHydrated(page)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: LANGUAGE_NAMES[locale] })
        .click()
      await page.waitForURL(localizedPath(locale, '/faq'))
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: DIRECTION[locale] })
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
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: DIRECTION[locale] })
      expect(problems).toEqual([])
      await context.close()
    },
  )
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

const PHOTO = resolve('tests/fixtures/media', PHOTO_NAME)

/** What a page in `locale` must be: its language and direction, no English left, no axe violation, no sideways scroll. */
async function expectSpoken(page: Page, locale: (typeof TRANSLATED)[number], step: string) {
  expect(await documentLanguage(page), step).toEqual({ lang: locale, dir: DIRECTION[locale] })
  expect(await englishLeft(page), step).toEqual([])
  expect(await hasSidewaysScroll(page), step).toBe(false)
  expect(await violationsOf(page), step).toEqual([])
}

describe.each(TRANSLATED)('a walk through TipWire in %s', (locale) => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'on %s: the public pages, a wrong password, a named and an anonymous tip with a photo, a purchase',
    { timeout: 120_000 },
    async (_name, viewport) => {
      const words = await messagesOf(locale)
      const say = (id: string) => textOf(words, id)
      const { page, context, problems } = await openPage(browser(), viewport, {
        touch: viewport === PHONE,
      })
      for (const path of ['/', '/for-users', '/for-newsrooms', '/faq']) {
        await page.goto(localizedPath(locale, path))
        await untilNavigationHydrated(page, locale)
        await expectSpoken(page, locale, path)
      }

      await page.goto(localizedPath(locale, '/login/user'))
      await untilNavigationHydrated(page, locale)
      await page.getByLabel(say('login.form.username')).fill('user')
      await page.getByLabel(say('login.form.password')).fill('wrong')
      await page.getByRole('button', { name: say('login.signIn.label') }).click()
      await page.getByText(say('login.form.invalidCredentials')).waitFor()
      await expectSpoken(page, locale, 'wrong password')
      await page.getByLabel(say('login.form.password')).fill('password123')
      await page.getByRole('button', { name: say('login.signIn.label') }).click()
      await page.getByRole('heading', { level: 1, name: say('user.dashboard.heading') }).waitFor()
      await expectSpoken(page, locale, 'user dashboard')

      for (const anonymous of [false, true]) {
        if (anonymous) {
          await page.getByRole('button', { name: say('user.success.submitAnother') }).click()
          await page.getByRole('switch', { name: say('user.tipForm.submitAnonymously') }).check()
        }
        await page.getByRole('checkbox', { name: say('files.media.photo') }).check()
        await page.getByLabel(say('files.picker.choosePhotos')).setInputFiles(PHOTO)
        await untilPhotoReady(page, say('files.card.coverPhotoIn').replace('{name}', PHOTO_NAME))
        await page
          // The label, and MUI's mark of a required field.
          .getByRole('textbox', {
            name: new RegExp(`^${say('user.tipForm.descriptionLabel')}\\W*$`),
          })
          .fill('पानी की पाइपलाइन फटी')
        await expectSpoken(page, locale, anonymous ? 'anonymous tip' : 'named tip')
        await page.getByRole('button', { name: say('user.tipForm.submit') }).click()
        await page.getByRole('heading', { name: say('user.success.heading') }).waitFor()
        await expectSpoken(page, locale, anonymous ? 'anonymous success' : 'named success')
        // The Copy button's word on one line: a 44 px target, taller once its word wraps.
        const copy = await page
          .getByRole('button', { name: say('user.tipReference.copy') })
          .boundingBox()
        expect(copy?.height, 'Copy on one line').toBeLessThanOrEqual(44)
      }

      await page.evaluate(() => sessionStorage.clear())
      await page.goto(localizedPath(locale, '/login/newsroom'))
      await untilNavigationHydrated(page, locale)
      await page.getByLabel(say('login.form.username')).fill('journo')
      await page.getByLabel(say('login.form.password')).fill('password123')
      await page.getByRole('button', { name: say('login.signIn.label') }).click()
      await page.getByRole('heading', { level: 1, name: say('newsroom.page.heading') }).waitFor()
      const buyPrefix = say('newsroom.tipCard.buyLabel').split('{title}')[0] ?? ''
      await page.getByRole('button', { name: buyPrefix }).first().click()
      const notice = page.getByRole('region', { name: say('newsroom.purchasesNotice.heading') })
      await notice.waitFor()
      const rupees = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }).format(2000)
      expect(await notice.innerText()).toContain(rupees)
      expect(await notice.innerText()).toContain(new Intl.NumberFormat(locale).format(1))
      await expectSpoken(page, locale, 'purchase')
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
