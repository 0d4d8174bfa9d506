import { describe, expect, it } from 'vitest'
import { PHONE, logIn, openPage, storedSession, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

describe('session in a real browser', () => {
  it.each([
    ['user', '/user-dashboard'],
    ['newsroom', '/newsroom-dashboard'],
  ] as const)('logs in as a %s and keeps the session over a reload', async (role, path) => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, role)
    expect(new URL(page.url()).pathname).toBe(path)
    expect(page.url()).not.toContain('password')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(path)
    const stored = await storedSession(page)
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ isLoggedIn: 'true', userType: `"${role}"` })
    expect(stored).not.toContain('password123')
    expect(problems).toEqual([])
    await context.close()
  })

  it('does not return to the login page on Back after signing in', async () => {
    const { page, context } = await openPage(browser())
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await logIn(page, 'user')
    await page.goBack()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('starts a new browser context logged out', async () => {
    const first = await openPage(browser())
    await logIn(first.page, 'user')
    const second = await openPage(browser())
    await second.page.goto('/user-dashboard')
    await second.page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    expect(new URL(second.page.url()).pathname).toBe('/login/user')
    await first.context.close()
    await second.context.close()
  })

  it('logs out to the landing page and clears the stored flags', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'newsroom')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => storedSession(page)).toContain('"isLoggedIn":"false"')
    await page.goto('/newsroom-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('treats a tampered stored role as logged out', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/')
    await page.evaluate(() =>
      sessionStorage.setItem(
        'persist:session',
        JSON.stringify({
          isLoggedIn: 'true',
          userType: '"admin"',
          _persist: '{"version":-1,"rehydrated":true}',
        }),
      ),
    )
    await page.goto('/user-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    await page.evaluate(() => sessionStorage.setItem('persist:session', '{not json'))
    await page.goto('/newsroom-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('works in memory when the browser refuses to store anything', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('storage is full', 'QuotaExceededError')
      }
    })
    await logIn(page, 'user')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows an error under each empty field and the wrong-credentials alert', async () => {
    const { page, context } = await openPage(browser())
    await page.goto('/login/user')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Username is required').waitFor()
    await page.getByText('Password is required').waitFor()
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('wrong')
    await page.getByLabel('Password').press('Enter')
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Invalid credentials. Please try again.')
    await context.close()
  })

  it('collapses the navigation behind the menu button at 375 px', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: 'For Newsrooms' }).first().isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'Main menu' })
    await drawer.getByRole('link', { name: 'FAQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
    await context.close()
  })
})
