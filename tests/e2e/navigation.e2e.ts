import { describe, expect, it } from 'vitest'
import { PHONE, hasFocus, logIn, openPage, sharedBrowser, storedSession } from './support/browser'

const browser = sharedBrowser()

const LANDING = 'TipWire: where citizen journalists and newsrooms meet'

describe('navigation in a real browser', () => {
  it('logs out from the phone drawer at 375 px', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await logIn(page, 'user')
    await expect.poll(() => storedSession(page)).toContain('"isLoggedIn":"true"')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('link', { name: 'User Dashboard' }).waitFor()
    await drawer.getByRole('button', { name: 'Logout' }).click()

    await page.getByRole('heading', { level: 1, name: LANDING }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    // The drawer hands the focus back to its button as it goes; the new page's heading keeps it.
    await drawer.waitFor({ state: 'detached' })
    await expect
      .poll(() => hasFocus(page.getByRole('heading', { level: 1, name: LANDING })))
      .toBe(true)
    expect(await storedSession(page)).not.toContain('"isLoggedIn":"true"')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await drawer.getByRole('link', { name: 'Log in' }).waitFor()
    expect(await drawer.getByRole('button', { name: 'Logout' }).count()).toBe(0)

    await page.reload()
    await page.getByRole('heading', { level: 1, name: LANDING }).waitFor()
    await page.goto('/user-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('offers Skip to main content first, and it moves the focus to the main content', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/faq')
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    expect(await hasFocus(skipLink)).toBe(true)
    expect(await skipLink.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('main')
    expect(
      await page.getByRole('main').evaluate((main) => main.contains(document.querySelector('h1'))),
    ).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
