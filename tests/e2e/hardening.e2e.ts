import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { logIn, openPage, sharedBrowser, storedSession, untilInteractive } from './support/browser'

const browser = sharedBrowser()

/** The stored login flag, as redux-persist writes it ('true', 'false'), or undefined. */
const storedLogin = async (page: Page): Promise<unknown> =>
  JSON.parse((await storedSession(page)) ?? '{}').isLoggedIn

const STORAGE_NOTICE =
  'Your browser is not keeping this session: it will end when you reload or close this tab.'

const refuseStorageWrites = () => {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
}

const refuseStorageWritesAndRemovals = () => {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  Storage.prototype.removeItem = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
}

const denyStorage = () => {
  Object.defineProperty(window, 'sessionStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
}

/** Fills the tab's storage until not even one more character fits. */
const fillStorageToQuota = (page: Page) =>
  page.evaluate(() => {
    let size = 1 << 22
    let index = 0
    while (size > 0) {
      try {
        sessionStorage.setItem(`filler-${index}`, 'x'.repeat(size))
        index += 1
      } catch {
        size = Math.floor(size / 2)
      }
    }
  })

const expectLoggedOutAfterReload = async (page: Page) => {
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/login/user')
}

describe('logout', () => {
  it('holds at once while the landing page’s code never arrives, and over a reload', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'newsroom')
    await expect.poll(() => storedLogin(page)).toBe('true')
    // The landing page's code hangs: it neither arrives nor fails, for as long as the test runs.
    await page.route(/\/assets\/LandingPage-[\w-]+\.js$/, () => {})
    const dashboardHeading = page.getByRole('heading', { level: 1, name: 'Newsroom Dashboard' })
    expect(await dashboardHeading.count()).toBe(1)
    await page.getByRole('button', { name: 'Logout' }).click()
    expect(await storedLogin(page)).not.toBe('true')
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    // The dashboard's content goes at once, though the page it leaves for has not arrived.
    expect(await dashboardHeading.count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Buy This Tip' }).count()).toBe(0)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    await context.close()
  })

  it.each([
    ['to write storage', refuseStorageWrites],
    ['to write or remove anything in storage', refuseStorageWritesAndRemovals],
  ])('holds over a reload when the browser refuses %s', async (_case, refuse) => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'user')
    await expect.poll(() => storedLogin(page)).toBe('true')
    await page.evaluate(refuse)
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    await page.goto('/user-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('login', () => {
  it.each([' user', 'user ', 'USER', 'user\u00a0'])(
    'refuses %j, which is not exactly the demo username',
    async (username) => {
      const { page, context, problems } = await openPage(browser())
      await page.goto('/login/user')
      await untilInteractive(page)
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('Password').fill('password123')
      await page.getByLabel('Password').press('Enter')
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Invalid credentials. Please try again.')
      expect(new URL(page.url()).pathname).toBe('/login/user')
      expect(await storedLogin(page)).not.toBe('true')
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('announces each of three failed attempts', async () => {
    const { page, context } = await openPage(browser())
    await page.goto('/login/user')
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('wrong')
    // Screen readers announce an alert when it is inserted: count the insertions.
    await page.evaluate(() => {
      const announcements: string[] = []
      Object.assign(window, { announcements })
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLElement && node.getAttribute('role') === 'alert') {
            announcements.push(node.textContent ?? '')
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
    const announced = () =>
      page.evaluate(() => (window as unknown as { announcements: string[] }).announcements)
    for (const attempt of [1, 2, 3]) {
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect.poll(async () => (await announced()).length).toBe(attempt)
    }
    expect(await announced()).toEqual(Array(3).fill('Invalid credentials. Please try again.'))
    await context.close()
  })
})

describe('storage the browser refuses', () => {
  it.each([
    ['refuses every write', refuseStorageWrites],
    ['denies access altogether', denyStorage],
  ])(
    'keeps working when storage %s, says so, and ends the session on reload',
    async (_case, breakStorage) => {
      const { page, context, problems } = await openPage(browser())
      await page.addInitScript(breakStorage)
      await logIn(page, 'user')
      await page.getByRole('status').filter({ hasText: STORAGE_NOTICE }).waitFor()
      await expectLoggedOutAfterReload(page)
      // Leaving a page is when scroll positions would be written to the refused storage.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('keeps working when storage is full, says so, and ends the session on reload', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await fillStorageToQuota(page)
    await logIn(page, 'newsroom')
    await page.getByRole('status').filter({ hasText: STORAGE_NOTICE }).waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('says nothing while storage works', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'user')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(await page.getByText(STORAGE_NOTICE).count()).toBe(0)
    await context.close()
  })
})

describe('text limits', () => {
  it('keeps the first 5,000 characters of 1 MB pasted into the description, and counts them', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await logIn(page, 'user')
    const description = page.getByLabel('Description')
    await page.evaluate(() => navigator.clipboard.writeText('y'.repeat(1024 * 1024)))
    await description.focus()
    await page.keyboard.press('ControlOrMeta+V')
    await page.getByText('Only the first 5,000 characters were kept.').waitFor()
    expect((await description.inputValue()).length).toBe(5000)
    await page.getByText('5,000 of 5,000 characters').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['Username', 100, 'Password'],
    ['Password', 200, 'Username'],
  ] as const)(
    'keeps the first characters of 1 MB pasted into the login’s %s (%i), and says so',
    async (label, cap, otherLabel) => {
      const { page, context, problems } = await openPage(browser())
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto('/login/user')
      await untilInteractive(page)
      const field = page.getByLabel(label)
      await page.evaluate(() => navigator.clipboard.writeText('p'.repeat(1024 * 1024)))
      await field.focus()
      await page.keyboard.press('ControlOrMeta+V')
      await page.getByText(`Only the first ${cap} characters were kept.`).waitFor()
      expect(await field.inputValue()).toBe('p'.repeat(cap))
      await page.getByLabel(otherLabel).fill('user')
      await field.press('Enter')
      await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('keeps the first 200 characters of 1 MB pasted into the search box, and says so', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await logIn(page, 'newsroom')
    const search = page.getByRole('searchbox', {
      name: 'Search tips by title, excerpt or location',
    })
    await page.evaluate(() => navigator.clipboard.writeText(`Mumbai${'x'.repeat(1024 * 1024)}`))
    await search.focus()
    await page.keyboard.press('ControlOrMeta+V')
    await page.getByText('Only the first 200 characters were kept.').waitFor()
    expect(await search.inputValue()).toBe(`Mumbai${'x'.repeat(194)}`)
    expect(problems).toEqual([])
    await context.close()
  })
})
