import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, sharedBrowser, untilInteractive } from './support/browser'

const browser = sharedBrowser()

describe('help on the login page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'opens the FAQ’s answer about logging in from Forgot your password? on %s',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await page.goto('/login/user')
      await untilInteractive(page)
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      const question = page.getByRole('button', {
        name: 'How do I log in, and what if I forgot my password?',
      })
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
      const answer = page.getByText(/Their usernames and the password are shown/)
      await expect.poll(() => answer.isVisible()).toBe(true)
      const { top, bottom } = await answer.evaluate((element) =>
        element.getBoundingClientRect().toJSON(),
      )
      expect(top).toBeGreaterThan(0)
      expect(bottom).toBeLessThan(viewport.height)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it.each([
    ['/newsroom-dashboard', 'Newsroom Login', 'Log in as a newsroom to see the newsroom dashboard'],
    ['/user-dashboard', 'User Login', 'Log in as a user to see the user dashboard'],
  ])('says why a logged-out visit to %s shows the %s', async (path, heading, reason) => {
    const { page, context, problems } = await openPage(browser())
    await page.goto(path)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.getByRole('status').filter({ hasText: reason }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
