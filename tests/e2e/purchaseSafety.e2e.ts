import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { noViolations, violationsInEachScheme } from './support/axe'
import {
  DESKTOP,
  PHONE,
  emulateColorScheme,
  hasFocus,
  logIn,
  openPage,
  sharedBrowser,
} from './support/browser'

const browser = sharedBrowser()

const UNDERPASS = 'Monsoon flooding strands commuters in the Sion underpass'
const HOSPITAL = 'District hospital ran out of oxygen cylinders overnight'

/** Long enough after a press for the next one to be a press of its own (product.md §9). */
const pastRepeatWindow = (page: Page) => page.waitForTimeout(1100)

const cardOf = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title })
const buyButtonOf = (page: Page, title: string) =>
  page.getByRole('button', { name: `Buy This Tip: ${title}` })
const notice = (page: Page) => page.getByRole('region', { name: 'Your Purchased Tips' })
const question = (page: Page) => page.getByRole('group', { name: 'Buy again?' })

async function openDashboard(viewport: typeof DESKTOP, touch: boolean) {
  const watched = await openPage(browser(), viewport, { touch })
  await logIn(watched.page, 'newsroom')
  // The cards beyond the screen are drawn a frame after the first paint.
  await expect.poll(() => watched.page.getByRole('article').count()).toBe(5)
  return watched
}

/** Whether the purchased list says `count`, in the spec's words. */
const untilPurchased = (page: Page, count: 1 | 2) =>
  notice(page)
    .getByText(`You have purchased ${count} ${count === 1 ? 'tip' : 'tips'}`, { exact: true })
    .waitFor()

const pressTwice = (button: Locator, touch: boolean) =>
  touch ? button.tap().then(() => button.tap()) : button.dblclick()

/**
 * The contrast of a `rgb()` or `rgba()` colour, drawn at `opacity` over an opaque background
 * colour, as WCAG computes it from relative luminance.
 */
function contrastOf(foreground: string, background: string, opacity: number) {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
  const [br = 0, bg = 0, bb = 0] = channels(background)
  const [fr = 0, fg = 0, fb = 0, colourAlpha = 1] = channels(foreground)
  const alpha = colourAlpha * opacity
  const over = [
    fr * alpha + br * (1 - alpha),
    fg * alpha + bg * (1 - alpha),
    fb * alpha + bb * (1 - alpha),
  ]
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const channel = value / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(over), luminance([br, bg, bb])].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe.each([
  ['1280 px, mouse', DESKTOP, false],
  ['375 px, touch', PHONE, true],
] as const)('buying without doubling, %s', (_name, viewport, touch) => {
  it('counts a double press on Buy as one purchase', async () => {
    const { page, context, problems } = await openDashboard(viewport, touch)
    await pressTwice(buyButtonOf(page, UNDERPASS), touch)
    await untilPurchased(page, 1)
    await pastRepeatWindow(page)
    expect(await notice(page).getByText('You have purchased', { exact: false }).textContent()).toBe(
      'You have purchased 1 tip',
    )
    expect(
      await cardOf(page, UNDERPASS).getByText('Bought 1 time', { exact: true }).isVisible(),
    ).toBe(true)
    expect(await question(page).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('counts Enter then Space on Buy as one purchase', async () => {
    const { page, context, problems } = await openDashboard(viewport, touch)
    await buyButtonOf(page, UNDERPASS).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await untilPurchased(page, 1)
    await pastRepeatWindow(page)
    expect(await notice(page).getByRole('listitem').allTextContents()).toEqual([
      `${UNDERPASS}₹2,000 ×1₹2,000`,
    ])
    expect(await question(page).count()).toBe(0)
    expect(await hasFocus(buyButtonOf(page, UNDERPASS))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('asks "Buy again?" with Cancel focused; Cancel buys nothing, Buy again buys', async () => {
    const { page, context, problems } = await openDashboard(viewport, touch)
    const buy = buyButtonOf(page, UNDERPASS)
    await buy.click()
    await untilPurchased(page, 1)
    await pastRepeatWindow(page)

    await buy.click()
    await question(page).waitFor()
    const cancel = question(page).getByRole('button', { name: 'Cancel' })
    expect(await hasFocus(cancel)).toBe(true)
    expect(await question(page).isVisible()).toBe(true)
    await pastRepeatWindow(page)
    await cancel.click()
    await question(page).waitFor({ state: 'detached' })
    expect(await hasFocus(buy)).toBe(true)
    await pastRepeatWindow(page)
    expect(await notice(page).getByRole('listitem').allTextContents()).toEqual([
      `${UNDERPASS}₹2,000 ×1₹2,000`,
    ])

    await buy.click()
    await pastRepeatWindow(page)
    await question(page).getByRole('button', { name: 'Buy again' }).click()
    await untilPurchased(page, 2)
    await buyButtonOf(page, HOSPITAL).click()
    await notice(page).getByText('You have purchased 3 tips', { exact: true }).waitFor()
    expect(await notice(page).getByRole('listitem').allTextContents()).toEqual([
      `${UNDERPASS}₹2,000 ×2₹4,000`,
      `${HOSPITAL}₹3,000 ×1₹3,000`,
    ])
    expect(await notice(page).getByText('Total spent').isVisible()).toBe(true)
    expect(await notice(page).getByText('₹7,000', { exact: true }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('says why Filter and Export do nothing, to the eye, the keyboard and screen readers', async () => {
    const { page, context, problems } = await openDashboard(viewport, touch)
    await page.getByRole('searchbox').focus()
    for (const name of ['Filter', 'Export']) {
      await page.keyboard.press('Tab')
      // Named by the words on it, its label first: speech input finds it by what it shows.
      const button = page.getByRole('button', {
        name: `${name} Not part of this demo`,
        exact: true,
      })
      expect(await hasFocus(button)).toBe(true)
      expect(await button.getAttribute('aria-disabled')).toBe('true')
      expect(await button.getByText('Not part of this demo').isVisible()).toBe(true)
      const before = page.url()
      // Playwright waits for an enabled element; a person can press it all the same.
      await (touch ? button.tap({ force: true }) : button.click({ force: true }))
      await page.keyboard.press('Enter')
      expect(page.url()).toBe(before)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('has no axe violations and a readable search placeholder in the light and the dark scheme', async () => {
    const { page, context, problems } = await openDashboard(viewport, touch)
    const found: Record<string, Record<string, string[]>> = {}
    const check = async (state: string) => {
      found[state] = await violationsInEachScheme(page)
    }
    await check('start')
    const search = page.getByRole('searchbox')
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateColorScheme(page, colorScheme)
      const { colour, opacity, pageColour } = await search.evaluate((input) => {
        const placeholder = getComputedStyle(input, '::placeholder')
        return {
          colour: placeholder.color,
          opacity: Number(placeholder.opacity),
          pageColour: getComputedStyle(document.body).backgroundColor,
        }
      })
      expect(contrastOf(colour, pageColour, opacity), colorScheme).toBeGreaterThanOrEqual(4.5)
    }

    const buy = buyButtonOf(page, UNDERPASS)
    await buy.click()
    await pastRepeatWindow(page)
    await buy.click()
    await question(page).waitFor()
    await check('Buy again? asked')
    await pastRepeatWindow(page)
    await question(page).getByRole('button', { name: 'Buy again' }).click()
    await untilPurchased(page, 2)
    await check('bought twice')
    expect(found).toEqual(noViolations(found))
    expect(Object.keys(found)).toEqual(['start', 'Buy again? asked', 'bought twice'])
    expect(problems).toEqual([])
    await context.close()
  })
})
