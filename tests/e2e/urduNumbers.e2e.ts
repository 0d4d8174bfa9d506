import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import {
  PHONE,
  logIn,
  openPage,
  sharedBrowser,
  untilNavigationHydrated,
  untilPhotoReady,
} from './support/browser'
import { messagesOf, textOf } from './support/catalogues'

const browser = sharedBrowser()

const urdu = await messagesOf('ur-IN')
const say = (id: string) => textOf(urdu, id)

const PHOTO_NAME = 'gps-photo.jpg'

interface DrawnCharacter {
  character: string
  left: number
  right: number
}

/** Each character `locator`'s text draws, in the text's order, with where it is drawn. */
const drawnCharacters = (locator: Locator) =>
  locator.evaluate((element) => {
    const drawn: DrawnCharacter[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < (node.textContent ?? '').length; offset++) {
        const range = document.createRange()
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const { left, right, width } = range.getBoundingClientRect()
        // The isolates that keep a number in order are drawn as nothing.
        if (width > 0) drawn.push({ character: range.toString(), left, right })
      }
    }
    return drawn
  })

const isDigit = (character: string) => /\p{Nd}/u.test(character)

/** For each ₹, the digit that follows it in the text: the price's first digit. */
const signsAndFirstDigits = (drawn: DrawnCharacter[]) =>
  drawn.flatMap((sign, index) => {
    const digit = drawn.slice(index + 1).find(({ character }) => isDigit(character))
    return sign.character === '₹' && digit ? [{ sign, digit }] : []
  })

describe('numbers with their units and signs on an Urdu page, as the browser draws them', () => {
  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)(
    'draws the price range on %s with the lower price first and each ₹ on the same side',
    async (name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await page.goto('/ur/for-newsrooms')
      const range = page
        .getByText(say('marketing.forNewsrooms.fact.prices.label'), { exact: true })
        .locator('xpath=following-sibling::*[1]')
      await range.screenshot({ path: `/tmp/urdu-price-range-${name}.png` })
      const prices = signsAndFirstDigits(await drawnCharacters(range))
      expect(prices).toHaveLength(2)
      // Left alone, the first ₹ stood left of its price and the second right of its own.
      for (const { sign, digit } of prices) expect(sign.right).toBeLessThanOrEqual(digit.left + 1)
      const [lower, higher] = prices.map(({ digit }) => digit.left)
      // Read from the right: ۲٬۰۰۰ before ۴٬۰۰۰.
      expect(lower).toBeGreaterThan(higher ?? Infinity)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it("draws a card's size number first, after Urdu's comma, and lists what went with Urdu commas", async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await logIn(page, 'user')
    await page.goto('/ur/user-dashboard')
    await untilNavigationHydrated(page, 'ur-IN')
    await page.getByRole('switch', { name: say('user.tipForm.submitAnonymously') }).check()
    await page.getByRole('checkbox', { name: say('files.media.photo') }).check()
    await page
      .getByLabel(say('files.picker.choosePhotos'))
      .setInputFiles(resolve('tests/fixtures/media', PHOTO_NAME))
    await untilPhotoReady(page, say('files.card.coverPhotoIn').replace('{name}', PHOTO_NAME))
    const card = page.getByRole('list', { name: say('files.picker.chosenPhotos') })
    await card.screenshot({ path: '/tmp/urdu-size-card.png' })
    const line = card.getByText('kB').locator('xpath=..')
    const drawn = await drawnCharacters(line)
    const shown = drawn.map(({ character }) => character).join('')
    // 2,196 bytes, with one decimal: the dot that once stood beside the digits read as a zero.
    expect(shown).toBe('JPEG تصویر، ۲٫۱ kB')
    const at = (character: string) => drawn.find((drawnOne) => drawnOne.character === character)
    const digits = drawn.filter(({ character }) => isDigit(character))
    const [k, comma] = [at('k'), at('،')]
    // Right to left: the number, then its unit to its left; the comma away on the words' side.
    expect(k?.right).toBeLessThanOrEqual(Math.min(...digits.map(({ left }) => left)))
    expect(comma?.left).toBeGreaterThan(Math.max(...digits.map(({ right }) => right)))
    const removed = card.getByText(say('files.details.removed').replace(' {fields}', ''))
    expect(await removed.textContent()).toMatch(/^ہٹایا گیا: [^,]+$/)
    expect(problems).toEqual([])
    await context.close()
  })
})
