import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { PHONE, hasFocus, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()

describe('user dashboard in a real browser', () => {
  it('shows the counters, the history and the locked cash-out', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'user')
    expect(await counter(page, 'Karma points')).toBe('150')
    expect(await counter(page, 'Tips submitted')).toBe('5')
    expect(await counter(page, 'Tips accepted')).toBe('1')
    const history = page.getByRole('list', { name: 'Tips History' }).getByRole('listitem')
    await expect.poll(() => history.count()).toBe(3)
    await page.getByText('Need 350 more points').waitFor()
    expect(await page.getByRole('button', { name: 'Cash Out' }).isDisabled()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)('submits a tip with a photo on %s and counts it', async (_name, viewport) => {
    const { page, context, problems } = await openPage(browser(), viewport)
    await logIn(page, 'user')
    await page.getByLabel('Description').fill('Smoke from the landfill fire reaches three schools')
    await page.getByRole('checkbox', { name: 'Photo' }).check()
    await page
      .getByLabel('Choose photos')
      .setInputFiles(resolve('tests/fixtures/media/gps-photo.jpg'))
    // Submit Tip waits for no file: clicked while one is being cleaned, it says so and sends nothing.
    await page
      .getByRole('list', { name: 'Chosen photo files' })
      .getByText(/^Removed: location, device, date/)
      .waitFor()
    await page.getByRole('button', { name: 'Submit Tip' }).click()
    await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
    expect(await counter(page, 'Karma points')).toBe('160')
    expect(await counter(page, 'Tips submitted')).toBe('6')
    const newest = page.getByRole('list', { name: 'Tips History' }).getByRole('listitem').first()
    expect(await newest.textContent()).toContain('Smoke from the landfill fire')
    expect(await newest.textContent()).toContain('Pending')
    await page.getByRole('button', { name: 'Submit Another Tip' }).click()
    expect(await page.getByLabel('Description').inputValue()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)(
    'checks the email in the same click on Submit Tip that leaves it on %s',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await logIn(page, 'user')
      await page.getByLabel('Description').fill('Water main burst on Ring Road')
      const email = page.getByLabel('Email (optional)')
      await email.fill('asha@example')
      // Leaving the email shows its error: nothing may move under the pointer mid-click.
      await page.getByRole('button', { name: 'Submit Tip' }).click()
      await page.getByText('Enter an email address like name@example.com').waitFor()
      await expect.poll(() => hasFocus(email)).toBe(true)
      expect(await counter(page, 'Tips submitted')).toBe('5')
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('brings the field to correct into view below the sticky navigation bar', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await logIn(page, 'user')
    const description = page.getByLabel('Description')
    // The empty description sits under the bar; Enter in the Name field sends the form.
    await description.evaluate((field) =>
      window.scrollBy(0, field.getBoundingClientRect().top - 20),
    )
    await page
      .getByLabel('Name (optional)')
      .evaluate((field) => field.focus({ preventScroll: true }))
    await page.keyboard.press('Enter')
    await expect.poll(() => hasFocus(description)).toBe(true)
    const barBottom = await page
      .getByRole('banner')
      .evaluate((bar) => bar.getBoundingClientRect().bottom)
    expect(
      await description.evaluate((field) => field.getBoundingClientRect().top),
    ).toBeGreaterThan(barBottom)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens the description at four lines and grows it with the text, never scrolling inside', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'user')
    const description = page.getByLabel('Description')
    const box = () =>
      description.evaluate((field) => ({
        height: field.clientHeight,
        lineHeight: parseFloat(getComputedStyle(field).lineHeight),
        hidden: field.scrollHeight - field.clientHeight,
      }))
    const empty = await box()
    expect(empty.height).toBeCloseTo(4 * empty.lineHeight, 0)
    await description.fill(Array.from({ length: 9 }, (_, line) => `Line ${line + 1}`).join('\n'))
    const full = await box()
    expect(full.height).toBeGreaterThanOrEqual(9 * full.lineHeight)
    expect(full.hidden).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('finishes a submission the visitor left mid-way, without errors', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'user')
    await page.clock.install()
    await page.getByLabel('Description').fill('Tip sent while leaving the page')
    await page.getByRole('button', { name: 'Submit Tip' }).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'FAQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await page.clock.runFor(1000)
    await nav.getByRole('link', { name: 'User Dashboard' }).click()
    await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
    expect(await counter(page, 'Karma points')).toBe('160')
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the draft across pages but never stores it', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'user')
    await page.getByLabel('Name (optional)').fill('Asha Rao')
    await page.getByLabel('Description').fill('Draft about the ward election')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'User Dashboard' })
      .click()
    expect(await page.getByLabel('Description').inputValue()).toBe('Draft about the ward election')
    const stored = await page.evaluate(
      () => JSON.stringify(sessionStorage) + JSON.stringify(localStorage),
    )
    expect(stored).not.toContain('ward election')
    expect(stored).not.toContain('Asha')
    await context.close()
  })
})
