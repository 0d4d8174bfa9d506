import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import {
  DESKTOP,
  PHONE,
  baseURL,
  hasFocus,
  logIn,
  openPage,
  sharedBrowser,
} from './support/browser'

const browser = sharedBrowser()

const hasArrived = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0

/** Each element's box in page coordinates, so scrolling does not change it. */
const boxesOf = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect()
      return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height }
    }),
  )

describe('newsroom dashboard in a real browser', () => {
  it('searches, buys the same tip twice and counts both', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'newsroom')
    const cards = page.getByRole('article')
    await expect.poll(() => cards.count()).toBe(5)
    const search = page.getByPlaceholder('Search for tips...')
    await search.fill('patna')
    await expect.poll(() => cards.count()).toBe(1)
    await search.fill('(((<img src=x onerror=alert(1)>')
    await page.getByText('No tips match your search criteria.').waitFor()
    await search.fill('')
    await expect.poll(() => cards.count()).toBe(5)

    const buy = cards
      .filter({ hasText: 'Board exam paper' })
      .getByRole('button', { name: 'Buy This Tip' })
    await buy.click()
    const notice = page.getByRole('region', { name: 'Your Purchased Tips' })
    await notice.getByText('You have purchased 1 tip', { exact: true }).waitFor()
    // A second press within a second would be the same press (product.md §9).
    await page.waitForTimeout(1100)
    await buy.click()
    await page.waitForTimeout(1100)
    await page
      .getByRole('group', { name: 'Buy again?' })
      .getByRole('button', { name: 'Buy again' })
      .click()
    await notice.getByText('You have purchased 2 tips', { exact: true }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps every card measured when a search is cleared and the window resized, with no warning', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'newsroom')
    const cards = page.getByRole('article')
    await expect.poll(() => cards.count()).toBe(5)
    await page.getByPlaceholder('Search for tips...').fill('no such tip')
    await expect.poll(() => cards.count()).toBe(0)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect.poll(() => cards.count()).toBe(5)
    // From three cards a row to one and back: cards change rows and columns.
    for (const viewport of [PHONE, DESKTOP, PHONE]) {
      await page.setViewportSize(viewport)
      await page.evaluate(() => new Promise(requestAnimationFrame))
    }
    await expect.poll(() => cards.count()).toBe(5)
    expect(problems).toEqual([])
    await context.close()
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`lists the five tips as five of five and finds one by search, ${viewport.width} px wide`, async () => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await logIn(page, 'newsroom')
      const items = page.getByRole('listitem').filter({ has: page.getByRole('article') })
      const places = () =>
        items.evaluateAll((nodes) =>
          nodes.map(
            (node) =>
              `${node.getAttribute('aria-posinset')} of ${node.getAttribute('aria-setsize')}`,
          ),
        )
      // The rows beyond the screen are drawn a frame after the first paint.
      await expect.poll(places).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'])
      expect(await page.getByRole('article').allTextContents()).toEqual([
        expect.stringContaining('Monsoon flooding strands commuters in the Sion underpass'),
        expect.stringContaining('Toxic foam returns to the river below an industrial outfall'),
        expect.stringContaining('District hospital ran out of oxygen cylinders overnight'),
        expect.stringContaining('Board exam paper shared on messaging apps before the test'),
        expect.stringContaining('Cracks widen on a 40-year-old flyover still open to traffic'),
      ])

      // Tab goes from each card’s Buy button to the next card’s.
      const buyButtons = page.getByRole('button', { name: 'Buy This Tip' })
      await buyButtons.first().focus()
      for (let card = 1; card < 5; card += 1) {
        await page.keyboard.press('Tab')
        expect(await hasFocus(buyButtons.nth(card))).toBe(true)
      }

      await page.getByPlaceholder('Search for tips...').fill('FLYOVER bengaluru')
      await page.getByText('1 tip', { exact: true }).waitFor()
      expect(await page.getByRole('article').allTextContents()).toEqual([
        expect.stringContaining('Cracks widen on a 40-year-old flyover still open to traffic'),
      ])
      expect(await items.getAttribute('aria-setsize')).toBe('1')
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('loads every image from the app’s own origin', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    const imageRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(request.url())
    })
    await logIn(page, 'newsroom')
    const images = page.getByRole('article').getByRole('img')
    await expect.poll(() => images.count()).toBe(5)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate(hasArrived)).toBe(true)
      const ratio = await image.evaluate(
        (img: HTMLImageElement) => img.clientWidth / img.clientHeight,
      )
      expect(ratio).toBeCloseTo(16 / 9, 1)
    }
    expect(imageRequests.length).toBeGreaterThanOrEqual(5)
    for (const url of imageRequests) expect(url.startsWith(baseURL)).toBe(true)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps every card where it was while its image arrives', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    // Hold every tip image until the boxes have been measured without it.
    let releaseImages = () => {}
    const imagesReleased = new Promise<void>((resolve) => (releaseImages = resolve))
    await page.route('**/*.svg', async (route) => {
      await imagesReleased
      await route.continue()
    })
    await logIn(page, 'newsroom')
    const images = page.getByRole('article').getByRole('img')
    const buyButtons = page.getByRole('button', { name: 'Buy This Tip' })
    // The cards beyond the screen are drawn a frame after the first.
    await expect.poll(() => images.count()).toBe(5)
    expect(await images.first().evaluate(hasArrived)).toBe(false)
    const before = { images: await boxesOf(images), buttons: await boxesOf(buyButtons) }

    releaseImages()
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate(hasArrived)).toBe(true)
    }
    const after = { images: await boxesOf(images), buttons: await boxesOf(buyButtons) }
    expect(after).toEqual(before)
    expect(problems).toEqual([])
    await context.close()
  })

  it('forgets purchases on logout', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'newsroom')
    await page.getByRole('button', { name: 'Buy This Tip' }).first().click()
    const notice = page.getByRole('region', { name: 'Your Purchased Tips' })
    await notice.getByText('You have purchased 1 tip', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Logout' }).click()
    // In-app navigation only: a page load would reset the in-memory store anyway.
    await page.getByRole('link', { name: 'Log in' }).click()
    await page.getByRole('link', { name: 'Go to the Newsroom Login' }).click()
    // The user login has the same fields: fill them only once the newsroom's is shown.
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    await page.getByLabel('Username').fill('journo')
    await page.getByLabel('Password').fill('password123')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: 'Newsroom Dashboard' }).waitFor()
    await page.getByRole('heading', { name: 'Available Tips' }).waitFor()
    expect(await notice.count()).toBe(0)
    expect(await page.getByText('Your Purchased Tips').count()).toBe(0)
    await context.close()
  })
})
