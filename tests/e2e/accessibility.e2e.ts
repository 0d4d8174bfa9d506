import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { noViolations, violationsInEachScheme } from './support/axe'
import { DESKTOP, PHONE, logIn, openPage, sharedBrowser, untilInteractive } from './support/browser'

const browser = sharedBrowser()

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).waitFor()
}
const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' })
}

describe('axe in the light and the dark scheme', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'finds no violation in any state on %s',
    { timeout: 180_000 },
    async (_name, viewport) => {
      const { page, context } = await openPage(browser(), viewport)
      const found: Record<string, Record<string, string[]>> = {}
      const check = async (state: string) => {
        found[state] = await violationsInEachScheme(page, ['wcag22aa'])
      }

      for (const path of ['/', '/for-users', '/for-newsrooms', '/faq', '/login/user']) {
        await page.goto(path)
        await untilInteractive(page)
        await check(path)
      }
      if (viewport === PHONE) {
        await openMenu(page)
        await check('menu, logged out')
        await closeMenu(page)
      }

      await logIn(page, 'user')
      await check('user dashboard')
      await page.getByRole('checkbox', { name: 'Photo' }).check()
      await page
        .getByLabel('Choose photos')
        .setInputFiles([
          'tests/fixtures/media/gps-photo.jpg',
          'tests/fixtures/media/text-renamed.jpg',
        ])
      await page.getByText(/^Removed: /).waitFor()
      await check('named tip, a photo cleaned and one refused')
      await page.getByRole('switch', { name: /^Remove hidden details from/ }).uncheck()
      await page.getByRole('list', { name: 'Hidden details in this file' }).waitFor()
      await check('named tip, hidden details listed')
      await page.getByRole('button', { name: 'Take text-renamed.jpg off the list' }).click()
      await page.getByRole('switch', { name: 'Submit anonymously' }).check()
      await page.getByText(/^Removed: /).waitFor()
      await check('anonymous tip')
      await page.getByLabel('Description').fill('Streetlights out on the whole ring road')
      await page.getByRole('button', { name: 'Discard draft' }).click()
      await page.getByRole('dialog', { name: 'Discard this draft?' }).waitFor()
      await check('discard dialog')
      await page.getByRole('button', { name: 'Keep editing' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Submit Tip' }).click()
      await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
      await page.getByRole('region', { name: 'Sent anonymously' }).waitFor()
      await check('tip submitted')
      if (viewport === PHONE) {
        await openMenu(page)
        await check('menu, logged in')
        await page.getByRole('button', { name: 'Logout' }).click()
      } else {
        await page.getByRole('button', { name: 'Logout' }).click()
      }
      await page.getByRole('heading', { level: 1, name: /^TipWire/ }).waitFor()

      await logIn(page, 'newsroom')
      await page
        .getByRole('button', { name: /^Buy This Tip/ })
        .first()
        .click()
      await page.getByRole('region', { name: 'Your Purchased Tips' }).waitFor()
      await check('tip bought')
      await page.getByRole('searchbox').fill('xyz')
      await page.getByRole('button', { name: 'Clear search' }).waitFor()
      await check('no tip matches')

      expect(found).toEqual(noViolations(found))
      await context.close()
    },
  )
})
