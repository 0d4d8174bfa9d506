import { resolve } from 'node:path'
import { expect } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  DEFAULT_LOCALE,
  localizedPath,
  textDirection,
  type Locale,
} from '../../../src/lib/i18n/locales'
import { violationsOf } from './axe'
import { PHONE, openPage, untilNavigationHydrated, untilPhotoReady } from './browser'
import { englishWords, messagesOf, textOf } from './catalogues'

/** A language other than English, the default. */
export type Translated = Exclude<Locale, 'en-IN'>

/**
 * One language for each family of scripts TipWire writes, for the browser tests a language's
 * script is what they could find wrong in (issue 52: every language once, the whole of a test in
 * one language a family): English's Latin, Hindi's Devanagari (Marathi's too), Urdu's Arabic,
 * right to left, Bengali's eastern Nagari, and Malayalam for the southern family, Tamil's and
 * Telugu's scripts among it, its words the longest.
 */
export const ONE_LANGUAGE_A_SCRIPT_FAMILY = [
  'en-IN',
  'hi-IN',
  'ur-IN',
  'bn-IN',
  'ml-IN',
] as const satisfies readonly Locale[]

// Words that are the same in every language: names, formats and the demo accounts' own values.
const KEPT_AS_WRITTEN = new Set(['tipwire', 'paypal', 'journo', 'user', 'example'])
// File formats are named as their files are, in every language.
const FORMAT_NAMES = ['jpeg', 'png', 'webp', 'heic', 'avif', 'mov', 'webm', 'wav', 'ogg', 'amr']
FORMAT_NAMES.forEach((name) => KEPT_AS_WRITTEN.add(name))
// The name of the file the walk chooses: the sender's own, as it came.
const PHOTO_NAME = 'gps-photo.jpg'
const PHOTO = resolve('tests/fixtures/media', PHOTO_NAME)

const english = englishWords(await messagesOf(DEFAULT_LOCALE))

/**
 * The English catalogue's words on screen, leaving out what people wrote (the newsroom's sample
 * tips and the Tips History's titles, marked `dir="auto"` as text in its own direction) and what
 * the page says of itself in other languages (the language control).
 */
export const englishLeft = (page: Page) =>
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

export const hasSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

export const documentLanguage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))

/** What a page in `locale` must be: its language and direction, no English left, no axe violation, no sideways scroll. */
async function expectSpoken(page: Page, locale: Translated, step: string) {
  expect(await documentLanguage(page), step).toEqual({ lang: locale, dir: textDirection(locale) })
  expect(await englishLeft(page), step).toEqual([])
  expect(await hasSidewaysScroll(page), step).toBe(false)
  expect(await violationsOf(page), step).toEqual([])
}

export interface Walk {
  locale: Translated
  viewport: { width: number; height: number }
  /** The public pages walked through before logging in, the landing page first. */
  publicPaths: readonly string[]
  /** Whether a named tip is sent before the anonymous one. */
  namedTipFirst: boolean
  /** The tip's description, as its sender writes it. */
  description: string
}

/**
 * A walk through TipWire in a language, checked at each step (expectSpoken): the public pages, a
 * wrong then a right password, the user dashboard, a tip with a photo (named, then anonymous, or
 * anonymous alone) and a purchase on the newsroom dashboard. On a phone the screen is touched.
 */
export async function walkThroughTipWire(
  browser: Browser,
  { locale, viewport, publicPaths, namedTipFirst, description }: Walk,
) {
  const words = await messagesOf(locale)
  const say = (id: string) => textOf(words, id)
  const { page, context, problems } = await openPage(browser, viewport, {
    touch: viewport === PHONE,
  })
  for (const path of publicPaths) {
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

  for (const anonymous of namedTipFirst ? [false, true] : [true]) {
    if (anonymous) {
      if (namedTipFirst) {
        await page.getByRole('button', { name: say('user.success.submitAnother') }).click()
      }
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
      .fill(description)
    await expectSpoken(page, locale, anonymous ? 'anonymous tip' : 'named tip')
    await page.getByRole('button', { name: say('user.tipForm.submit') }).click()
    await page.getByRole('heading', { name: say('user.success.heading') }).waitFor()
    await expectSpoken(page, locale, anonymous ? 'anonymous success' : 'named success')
    // The Copy button's word on one line: a 44 px target, taller once its word wraps.
    const copy = await page
      .getByRole('button', { name: say('user.tipReference.copy') })
      .boundingBox()
    expect(copy?.height, 'Copy on one line').toBeLessThanOrEqual(44)
    const reference = page.getByRole('textbox', { name: say('user.tipReference.label') })
    expect(
      await reference.evaluate((field) => field.scrollWidth <= field.clientWidth),
      'the reference read whole',
    ).toBe(true)
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
}
