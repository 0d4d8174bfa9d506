import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const boxOf = (page: Page, name: string) =>
  page.getByRole('region', { name }).evaluate((region) => region.getBoundingClientRect().toJSON())

describe('the journalist’s dashboard', () => {
  it('shows the first field of the tip form on the first screen of a 375 x 812 phone', async () => {
    const { page, context, problems } = await openPage(browser(), { width: 375, height: 812 })
    await logIn(page, 'user')
    expect(await page.evaluate(() => scrollY)).toBe(0)
    for (const field of [
      page.getByRole('switch', { name: 'Submit anonymously' }),
      page.getByLabel('Name (optional)'),
    ]) {
      const box = await field.boundingBox()
      expect(box && box.y + box.height).toBeLessThanOrEqual(812)
    }
    const [form, karma] = [await boxOf(page, 'Submit a tip'), await boxOf(page, 'Your karma')]
    expect(karma.top).toBeGreaterThan(form.bottom)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the form beside karma, cash-out and history on a wide screen', async () => {
    const { page, context } = await openPage(browser(), DESKTOP)
    await logIn(page, 'user')
    const [form, karma] = [await boxOf(page, 'Submit a tip'), await boxOf(page, 'Your karma')]
    expect(karma.left).toBeGreaterThan(form.right)
    expect(karma.top).toBe(form.top)
    await context.close()
  })
})
