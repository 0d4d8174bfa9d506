import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { LOCALES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import {
  DEMO_ACCOUNTS,
  desktopFor,
  hasFocus,
  openPage,
  sharedBrowser,
  untilInteractive,
} from './support/browser'
import { violationsInEachScheme } from './support/axe'
import { messagesOf, textOf } from './support/catalogues'
import { ONE_LANGUAGE_A_SCRIPT_FAMILY } from './support/languageWalk'

const browser = sharedBrowser()
const PASSWORD = process.env.VITE_DEMO_PASSWORD || 'password123'

/** The polite region at the top of the page's main content that holds the session's notice. */
const noticeRegion = (page: Page) => page.getByRole('main').getByRole('status').first()

/** Signs in on the login page of `role` in `locale`, and waits for its dashboard. */
async function signIn(page: Page, locale: Locale, role: 'user' | 'newsroom') {
  const messages = await messagesOf(locale)
  await page.goto(localizedPath(locale, `/login/${role}`))
  await untilInteractive(page)
  await page.getByLabel(textOf(messages, 'login.form.username')).fill(DEMO_ACCOUNTS[role].username)
  await page.getByLabel(textOf(messages, 'login.form.password')).fill(PASSWORD)
  await page.getByLabel(textOf(messages, 'login.form.password')).press('Enter')
  const dashboard = role === 'user' ? 'user.dashboard.heading' : 'newsroom.page.heading'
  await page.getByRole('heading', { level: 1, name: textOf(messages, dashboard) }).waitFor()
}

/**
 * Until the tab's storage holds its signed-in session: a tab it opens starts with a copy of that
 * storage, and redux-persist writes it on a timer, after Sign in has shown the dashboard.
 */
const sessionStored = (page: Page) =>
  page.waitForFunction(
    () => JSON.parse(sessionStorage.getItem('persist:session') ?? '{}').isLoggedIn === 'true',
  )

/** The notice's words as they read on screen: its message without the markup of its parts. */
const plain = (message: string, values: Record<string, string> = {}) =>
  message
    .replace(/<\/?\d+>/g, '')
    .replace(/\{(\w+)\}/g, (_placeholder, name: string) => values[name] ?? '')

describe.each(LOCALES)('a word on arrival in %s', (locale) => {
  it('says on the landing page that Sign up has no page, gives the demo logins, and goes when dismissed, for good', async () => {
    const messages = await messagesOf(locale)
    const { page, context, problems } = await openPage(browser(), desktopFor(locale))
    await page.goto(localizedPath(locale, '/faq'))
    await untilInteractive(page)
    await page
      .getByRole('navigation', { name: textOf(messages, 'common.nav.label') })
      .getByRole('link', { name: textOf(messages, 'common.nav.signUp') })
      .click()
    await page.waitForURL((url) => url.pathname === localizedPath(locale, '/'))
    const notice = noticeRegion(page)
    await notice.getByRole('button').waitFor()
    expect(await notice.innerText()).toBe(
      plain(textOf(messages, 'common.sessionNotice.noSignUp'), {
        userName: 'user',
        newsroomName: 'journo',
        password: PASSWORD,
      }),
    )
    // The heading takes the focus, as on any new page; the region says the rest politely.
    expect(await hasFocus(page.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await violationsInEachScheme(page)).toEqual({ light: [], dark: [] })
    await notice
      .getByRole('button', { name: textOf(messages, 'common.sessionNotice.dismiss') })
      .click()
    expect(await notice.innerText()).toBe('')
    await page.reload()
    await untilInteractive(page)
    expect(await noticeRegion(page).innerText()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })
})

// Every language says its first notice above; the others, the same region with other words,
// are said in one language a script family.
describe.each(ONE_LANGUAGE_A_SCRIPT_FAMILY)('a word to a signed-in visitor in %s', (locale) => {
  it.each([
    ['user', 'the newsroom login from Browse tips', 'common.sessionNotice.signedInAsOther.user'],
    [
      'newsroom',
      'the user login from Submit a tip',
      'common.sessionNotice.signedInAsOther.newsroom',
    ],
    ['user', 'the user login at its address', 'common.sessionNotice.alreadySignedIn.user'],
  ] as const)(
    'tells a signed-in %s who opens %s who they are and how to switch, and not again on a reload',
    async (role, way, words) => {
      const messages = await messagesOf(locale)
      const { page, context, problems } = await openPage(browser(), desktopFor(locale))
      await signIn(page, locale, role)
      if (way === 'the user login at its address') {
        await page.goto(localizedPath(locale, '/login/user'))
      } else {
        await page.goto(localizedPath(locale, '/'))
        await untilInteractive(page)
        const action = role === 'user' ? 'landing.hero.newsroomAction' : 'landing.hero.userAction'
        await page
          .getByRole('main')
          .getByRole('link', { name: textOf(messages, action) })
          .click()
      }
      const dashboard = role === 'user' ? '/user-dashboard' : '/newsroom-dashboard'
      await page.waitForURL((url) => url.pathname === localizedPath(locale, dashboard))
      await noticeRegion(page).getByRole('button').waitFor()
      expect(await noticeRegion(page).innerText()).toBe(textOf(messages, words))
      expect(await violationsInEachScheme(page)).toEqual({ light: [], dark: [] })
      await page.reload()
      await page.getByRole('heading', { level: 1 }).waitFor()
      await untilInteractive(page)
      expect(await noticeRegion(page).innerText()).toBe('')
      expect(problems).toEqual([])
      await context.close()
    },
  )
})

describe.each(ONE_LANGUAGE_A_SCRIPT_FAMILY)(
  'a word after a logout in another tab, in %s',
  (locale) => {
    it.each([
      ['user', 'common.sessionNotice.loggedOutElsewhere.user'],
      ['newsroom', 'common.sessionNotice.loggedOutElsewhere.newsroom'],
    ] as const)(
      'tells a %s tab whose session another tab ended what it lost, on the login page it is sent to',
      async (role, words) => {
        const messages = await messagesOf(locale)
        const { page, context, problems } = await openPage(browser(), desktopFor(locale))
        await signIn(page, locale, role)
        const dashboard = role === 'user' ? '/user-dashboard' : '/newsroom-dashboard'
        await sessionStored(page)
        // Opened by the page, the tab starts with a copy of its sessionStorage, and so logged in.
        const [copy] = await Promise.all([
          context.waitForEvent('page'),
          page.evaluate((path) => void window.open(path), localizedPath(locale, dashboard)),
        ])
        if (!copy) throw new Error('no second tab')
        await untilInteractive(copy)
        if (role === 'user') {
          await copy
            .getByLabel(textOf(messages, 'user.tipForm.descriptionLabel'))
            .fill('A draft this tab will lose')
        }
        await page
          .getByRole('button', { name: textOf(messages, 'common.nav.logout'), exact: true })
          .click()
        await copy.waitForURL((url) =>
          url.pathname.startsWith(localizedPath(locale, `/login/${role}`)),
        )
        await noticeRegion(copy).getByRole('button').waitFor()
        expect(await noticeRegion(copy).innerText()).toBe(textOf(messages, words))
        await copy.reload()
        await untilInteractive(copy)
        expect(await noticeRegion(copy).innerText()).toBe('')
        expect(problems).toEqual([])
        await context.close()
      },
    )
  },
)

describe('a word after a logout in another tab, away from the dashboard', () => {
  it('is said on the page the tab shows, and goes once the visitor moves on', async () => {
    const messages = await messagesOf('en-IN')
    const { page, context, problems } = await openPage(browser())
    await signIn(page, 'en-IN', 'user')
    await sessionStored(page)
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/faq')),
    ])
    if (!copy) throw new Error('no second tab')
    await untilInteractive(copy)
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await noticeRegion(copy).getByRole('button').waitFor()
    expect(await noticeRegion(copy).innerText()).toBe(
      textOf(messages, 'common.sessionNotice.loggedOutElsewhere.user'),
    )
    expect(new URL(copy.url()).pathname).toBe('/faq')
    await copy
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'For Users' })
      .click()
    await copy.getByRole('heading', { level: 1, name: 'TipWire for citizen journalists' }).waitFor()
    expect(await noticeRegion(copy).innerText()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })
})
