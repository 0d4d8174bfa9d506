import { describe, expect, it } from 'vitest'
import {
  PHONE,
  hasFocus,
  logIn,
  openPage,
  sharedBrowser,
  untilNavigationHydrated,
} from './support/browser'

const browser = sharedBrowser()

describe('the phone menu', () => {
  it('holds the navigation bar’s items for a visitor', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await page.goto('/')
    await untilNavigationHydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const pages = page.getByRole('navigation', { name: 'Main menu' })
    await pages.waitFor()
    for (const label of ['For Users', 'For Newsrooms', 'FAQ', 'Shop', 'Log in', 'Sign up']) {
      expect(await pages.getByText(label, { exact: true }).count(), label).toBe(1)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('is a dialog named Menu that marks the current page, sets Logout apart and closes', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await logIn(page, 'newsroom')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await openMenu.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    const pages = menu.getByRole('navigation', { name: 'Main menu' })
    const current = pages.getByRole('link', { name: 'Newsroom Dashboard' })
    expect(await current.getAttribute('aria-current')).toBe('page')
    expect(await pages.locator('[aria-current]').count()).toBe(1)
    // Marked for the eye as well: bolder than the other pages.
    const weightOf = (name: string) =>
      pages
        .getByRole('link', { name })
        .evaluate((link) => Number(getComputedStyle(link.querySelector('span') ?? link).fontWeight))
    expect(await weightOf('Newsroom Dashboard')).toBeGreaterThan(await weightOf('FAQ'))
    expect(await pages.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    await menu
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Logout' })
      .waitFor()

    await menu.getByRole('button', { name: 'Close menu' }).click()
    await menu.waitFor({ state: 'hidden' })
    await expect.poll(() => hasFocus(openMenu)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
