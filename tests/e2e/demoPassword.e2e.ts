import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sharedBrowser } from './support/browser'
import { servedBuild } from './support/servedBuild'

const OVERRIDE = 'letmein-7'

const browser = sharedBrowser()
// A build of its own, with the password overridden at build time (product.md §3).
const demoURL = servedBuild('scripts/build.mjs', 'dist-demo-password', {
  VITE_DEMO_PASSWORD: OVERRIDE,
})

const openUserLogin = async () => {
  const context = await browser().newContext({ baseURL: demoURL() })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  await page.goto('/login/user')
  await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
  return { page, context }
}

const signIn = async (page: Page, password: string) => {
  await page.getByLabel('Username').fill('user')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe('a build with VITE_DEMO_PASSWORD set', () => {
  it('shows the overriding password in the demo hints', async () => {
    const { page, context } = await openUserLogin()
    const hints = page.getByRole('note').filter({ hasText: 'Demo accounts' })
    expect(await hints.textContent()).toContain(`username user, password ${OVERRIDE}`)
    expect(await hints.textContent()).toContain(`username journo, password ${OVERRIDE}`)
    expect(await hints.textContent()).not.toContain('password123')
    await context.close()
  })

  it('logs in with the overriding password', async () => {
    const { page, context } = await openUserLogin()
    await signIn(page, OVERRIDE)
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    await context.close()
  })

  it('refuses the default password123', async () => {
    const { page, context } = await openUserLogin()
    await signIn(page, 'password123')
    await page.getByText('Invalid credentials. Please try again.').waitFor()
    expect(page.url()).toBe(`${demoURL()}/login/user`)
    await context.close()
  })
})
