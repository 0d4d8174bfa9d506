import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const publicRoutes = [
  ['/', '/'],
  ['/for-users', '/for-users'],
  ['/for-newsrooms', '/for-newsrooms'],
  ['/faq', '/faq'],
  ['/login/user', '/login/user'],
  ['/login/newsroom', '/login/newsroom'],
  ['/login', '/login/user'],
  ['/login/editor', '/login/user'],
  ['/signup', '/'],
  ['/nowhere/at/all', '/'],
  ['/user-dashboard', '/login/user'],
  ['/newsroom-dashboard', '/login/newsroom'],
] as const

describe('every route in a real browser', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'renders each route on %s with one h1 and no console errors',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      for (const [path, landsOn] of publicRoutes) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(new URL(page.url()).pathname, path).toBe(landsOn)
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - innerWidth,
        )
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it.each(['user', 'newsroom'] as const)(
    'renders the %s dashboard with no console errors',
    async (role) => {
      const { page, context, problems } = await openPage(browser())
      await logIn(page, role)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
