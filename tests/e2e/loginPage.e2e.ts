import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { violationsOf } from './support/axe'
import { DESKTOP, PHONE, openPage, sharedBrowser, untilInteractive } from './support/browser'

const browser = sharedBrowser()

const PASSWORD = process.env.VITE_DEMO_PASSWORD || 'password123'
const WIDTHS = [
  ['phone, by touch', PHONE, { touch: true }],
  ['desktop', DESKTOP, { touch: false }],
] as const

/** Holds back the app's entry, as a slow phone network does; the page is drawn meanwhile. */
async function holdTheEntry(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Whether the field's label sits above its box (raised) rather than inside it. */
const labelRaised = (input: Locator) =>
  input.evaluate((field) => {
    const control = field.closest('.MuiFormControl-root')
    const label = control?.querySelector('label')?.getBoundingClientRect()
    const box = control?.querySelector('.MuiOutlinedInput-root')?.getBoundingClientRect()
    if (!label || !box) throw new Error('no outlined field with a label')
    return label.top + label.height / 2 <= box.top + 1
  })

const press = (button: Locator, touch: boolean) => (touch ? button.tap() : button.click())

describe.each(WIDTHS)('a login page on %s', (_name, viewport, { touch }) => {
  it('keeps a Sign in tapped before the app has loaded, says “Signing in…” and performs it once loaded', async () => {
    const { page, context, problems } = await openPage(browser(), viewport, { touch })
    const release = await holdTheEntry(page)
    await page.goto('/login/user', { waitUntil: 'commit' })
    const username = page.getByLabel('Username')
    await username.fill('user')
    // Typed before the app runs, the text never sits on its label; an empty field's stays inside.
    // Raised by CSS alone, with MUI's own movement.
    await expect.poll(() => labelRaised(username)).toBe(true)
    expect(await labelRaised(page.getByLabel('Password'))).toBe(false)
    await page.getByLabel('Password').fill(PASSWORD)
    await expect.poll(() => labelRaised(page.getByLabel('Password'))).toBe(true)
    const historyBefore = await page.evaluate(() => history.length)
    await press(page.getByRole('button', { name: 'Sign in' }), touch)
    await page.getByRole('button', { name: 'Signing in…' }).waitFor()
    // Kept in the page, not sent: the address holds no credentials.
    expect(page.url()).toMatch(/\/login\/user$/)
    release()
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/user-dashboard')
    // Signed in once, in place of the login page.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore)
    expect(problems).toEqual([])
    await context.close()
  })

  it('answers a Sign in with wrong credentials, tapped before the app loaded, once it has', async () => {
    const { page, context, problems } = await openPage(browser(), viewport, { touch })
    const release = await holdTheEntry(page)
    await page.goto('/login/newsroom', { waitUntil: 'commit' })
    await page.getByLabel('Username').fill('journo')
    await page.getByLabel('Password').fill('not the password')
    await press(page.getByRole('button', { name: 'Sign in' }), touch)
    await page.getByRole('button', { name: 'Signing in…' }).waitFor()
    release()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid credentials. Please try again.' })
      .waitFor()
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('remembers the username on this device when Remember me is ticked, never the password, and forgets it when unticked', async () => {
    const { page, context, problems } = await openPage(browser(), viewport, { touch })
    // Read in the tab that wrote last: another tab's copy of localStorage catches up a moment later.
    const keptOnDevice = (tab: Page) => tab.evaluate(() => JSON.stringify({ ...localStorage }))
    await page.goto('/login/user')
    await untilInteractive(page)
    const rememberMe = page.getByRole('checkbox', { name: 'Remember me' })
    await press(rememberMe, touch)
    await page
      .getByText(
        'Your username will be remembered on this device when you sign in. Your password never is.',
      )
      .waitFor()
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill(PASSWORD)
    await press(page.getByRole('button', { name: 'Sign in' }), touch)
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(await keptOnDevice(page)).toBe('{"tipwire:remembered-username":"user"}')

    // Another visit, in a tab of its own: the form starts with the name, and never the password.
    const later = await context.newPage()
    await later.goto('/login/user')
    await untilInteractive(later)
    // The remembered name arrives in a render of its own after the page hydrates.
    await later
      .getByText('Your username is remembered on this device. Your password never is.')
      .waitFor()
    await expect.poll(() => later.getByLabel('Username').inputValue()).toBe('user')
    await expect.poll(() => labelRaised(later.getByLabel('Username'))).toBe(true)
    expect(await later.getByLabel('Password').inputValue()).toBe('')
    const ticked = later.getByRole('checkbox', { name: 'Remember me' })
    await expect.poll(() => ticked.isChecked()).toBe(true)
    expect(await keptOnDevice(later)).not.toContain(PASSWORD)

    await press(ticked, touch)
    await later.getByText('Nothing is remembered on this device.').waitFor()
    expect(await keptOnDevice(later)).toBe('{}')
    const afterwards = await context.newPage()
    await afterwards.goto('/login/user')
    await untilInteractive(afterwards)
    expect(await afterwards.getByLabel('Username').inputValue()).toBe('')
    expect(await afterwards.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each(['light', 'dark'] as const)(
    'has no accessibility violation in the %s scheme, the wrong-credentials alert included',
    async (colorScheme) => {
      const { page, context } = await openPage(browser(), viewport, { touch })
      await page.emulateMedia({ colorScheme })
      await page.goto('/login/user')
      await untilInteractive(page)
      expect(await violationsOf(page), 'the form').toEqual([])
      await page.getByLabel('Username').fill('user')
      await page.getByLabel('Password').fill('wrong')
      await page.getByLabel('Password').press('Enter')
      await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor()
      expect(await violationsOf(page), 'the error').toEqual([])
      await context.close()
    },
  )
})
