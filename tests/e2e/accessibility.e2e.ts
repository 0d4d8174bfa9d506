import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { violationsOf } from './support/axe'
import { DESKTOP, PHONE, logIn, openPage, sharedBrowser, untilInteractive } from './support/browser'

const browser = sharedBrowser()

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('finds no violations on the public pages on %s', async (_name, viewport) => {
    const { page, context } = await openPage(browser(), viewport)
    for (const path of ['/', '/for-users', '/for-newsrooms', '/faq', '/login/user']) {
      await page.goto(path)
      await untilInteractive(page)
      expect(await violationsOf(page), path).toEqual([])
    }
    await context.close()
  })

  it.each(['user', 'newsroom'] as const)(
    'finds no violations on the %s dashboard',
    async (role) => {
      const { page, context } = await openPage(browser())
      await logIn(page, role)
      expect(await violationsOf(page)).toEqual([])
      await context.close()
    },
  )

  it('rings a checkbox and a switch that the keyboard focuses', async () => {
    const { page, context } = await openPage(browser())
    // MUI draws the control on the element around its native input.
    const ringOf = (input: Locator) =>
      input.evaluate((element) => getComputedStyle(element.parentElement as Element).outlineStyle)
    await page.goto('/login/user')
    await untilInteractive(page)
    await page.getByLabel(/Password/).focus()
    await page.keyboard.press('Tab')
    await expect
      .poll(() => ringOf(page.getByRole('checkbox', { name: 'Remember me' })))
      .toBe('solid')
    await logIn(page, 'user')
    await page.getByLabel('Name (optional)').focus()
    await page.keyboard.press('Shift+Tab')
    await expect
      .poll(() => ringOf(page.getByRole('switch', { name: 'Submit anonymously' })))
      .toBe('solid')
    await context.close()
  })
})
