import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const TITLE = 'Monsoon flooding strands commuters in the Sion underpass'

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('buying a tip on %s', (_name, viewport) => {
  it('answers at the card, and nothing moves under the pointer', async () => {
    const { page, context, problems } = await openPage(browser(), viewport)
    await logIn(page, 'newsroom')
    const cards = page.getByRole('article')
    // The cards beyond the screen are drawn a frame after the first paint.
    await expect.poll(() => cards.count()).toBe(5)
    const card = cards.filter({ hasText: TITLE })
    const buy = card.getByRole('button', { name: `Buy This Tip: ${TITLE}` })
    await buy.scrollIntoViewIfNeeded()
    const boxes = () =>
      cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()))
    const before = { boxes: await boxes(), scroll: await page.evaluate(() => scrollY) }

    await buy.click()
    // Read whole: 'Bought 1 times' is no match.
    const mark = card.getByText('Bought 1 time', { exact: true })
    await mark.waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Bought:' }).textContent()).toBe(
      `Bought: ${TITLE} for ₹2,000`,
    )
    expect({ boxes: await boxes(), scroll: await page.evaluate(() => scrollY) }).toEqual(before)
    // The mark stands beside the button, on screen where the pointer is.
    const [markBox, button] = [await mark.boundingBox(), await buy.boundingBox()]
    expect(
      markBox &&
        button &&
        Math.abs(markBox.y + markBox.height / 2 - (button.y + button.height / 2)),
    ).toBeLessThan(button?.height ?? 0)
    expect(await mark.isVisible()).toBe(true)

    // A press within a second of the last is the same press; a later one asks first (product.md §9).
    await page.waitForTimeout(1100)
    expect(await buy.isEnabled()).toBe(true)
    await buy.click()
    const question = card.getByRole('group', { name: 'Buy again?' })
    await question.waitFor()
    expect({ boxes: await boxes(), scroll: await page.evaluate(() => scrollY) }).toEqual(before)
    await page.waitForTimeout(1100)
    await question.getByRole('button', { name: 'Buy again' }).click()
    await card.getByText('Bought 2 times', { exact: true }).waitFor()
    const notice = page.getByRole('region', { name: 'Your Purchased Tips' })
    await notice.getByText('You have purchased 2 tips', { exact: true }).waitFor()
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([
      `${TITLE}₹2,000 ×2₹4,000`,
    ])
    expect(await notice.getByText('₹4,000').allTextContents()).toEqual(['₹4,000', '₹4,000'])
    expect(problems).toEqual([])
    await context.close()
  })

  it('says how many tips match, echoes a query with none and clears it into the box', async () => {
    const { page, context, problems } = await openPage(browser(), viewport)
    await logIn(page, 'newsroom')
    const search = page.getByRole('searchbox')
    const count = page.getByRole('status').filter({ hasText: /tips?$|criteria/ })
    expect(await count.textContent()).toBe('5 tips')
    await search.fill('patna')
    await expect.poll(() => count.textContent()).toBe('1 tip')
    await search.fill('xyz')
    await expect.poll(() => count.textContent()).toBe('No tips match your search criteria.')
    await page.getByText('No tips match "xyz"').waitFor()
    await page.getByRole('button', { name: 'Clear search' }).click()
    expect(await search.inputValue()).toBe('')
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true)
    await expect.poll(() => count.textContent()).toBe('5 tips')
    expect(problems).toEqual([])
    await context.close()
  })
})
