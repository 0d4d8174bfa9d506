import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { localizedPath, type Locale } from '../../src/lib/i18n/locales'
import {
  DESKTOP,
  PHONE,
  openPage,
  sharedBrowser,
  untilNavigationHydrated,
  untilPhotoReady,
} from './support/browser'
import { messagesOf, textOf } from './support/catalogues'
import {
  areasInPhoto,
  boxOf,
  centreOf,
  comparePixels,
  coveredBytes,
  keepMadeFiles,
  onPhoto,
  swipe,
  type Point,
} from './support/coverEditor'

const browser = sharedBrowser()

// Upright, this photo is 64 x 96 and its two halves differ: a mirrored area covers other pixels.
const PHOTO_NAME = 'gps-photo.jpg'
const PHOTO = resolve('tests/fixtures/media', PHOTO_NAME)
const PHOTO_WIDTH = 64

/** Where the area goes, as shares of the shown photo: on its left side, away from the middle. */
const DRAWN = { from: [0.05, 0.1], to: [0.25, 0.3] } as const
const MOVED_BY = [0.05, 0.2] as const
const RESIZED_BY = [0.1, 0.1] as const

interface Hand {
  drag: (from: Point, to: Point) => Promise<void>
  tap: (target: Locator) => Promise<void>
}

/** A finger on a touch screen, or a mouse. */
function handOf(page: Page, touch: boolean): Hand {
  if (touch) {
    return {
      drag: (from, to) => swipe(page, from, to),
      tap: async (target) => page.touchscreen.tap(...(await centreOf(target))),
    }
  }
  return {
    drag: async (from, to) => {
      await page.mouse.move(...from)
      await page.mouse.down()
      await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2)
      await page.mouse.move(...to)
      await page.mouse.up()
    },
    tap: (target) => target.click(),
  }
}

/** The area's box as shares of the shown photo's width and height. */
async function shareOfPhoto(photo: Locator, area: Locator) {
  const [shown, box] = [await boxOf(photo), await boxOf(area)]
  return {
    left: (box.x - shown.x) / shown.width,
    right: (box.x + box.width - shown.x) / shown.width,
    top: (box.y - shown.y) / shown.height,
    bottom: (box.y + box.height - shown.y) / shown.height,
  }
}

async function openEditorSignedIn(locale: Locale, viewport: typeof PHONE, touch: boolean) {
  const say = textOf.bind(null, await messagesOf(locale))
  const watched = await openPage(browser(), viewport, { touch })
  const { page } = watched
  await keepMadeFiles(watched.context)
  const hand = handOf(page, touch)
  await page.goto(localizedPath(locale, '/login/user'))
  await untilNavigationHydrated(page, locale)
  await page.getByLabel(say('login.form.username')).fill('user')
  await page.getByLabel(say('login.form.password')).fill('password123')
  await hand.tap(page.getByRole('button', { name: say('login.signIn.label') }))
  await page.getByRole('heading', { level: 1, name: say('user.dashboard.heading') }).waitFor()
  await page.getByRole('checkbox', { name: say('files.media.photo') }).check()
  await page.getByLabel(say('files.picker.choosePhotos')).setInputFiles(PHOTO)
  const coverLabel = say('files.card.coverPhotoIn').replace('{name}', PHOTO_NAME)
  await untilPhotoReady(page, coverLabel)
  await hand.tap(page.getByRole('button', { name: coverLabel }))
  const editor = page.getByRole('dialog', { name: say('files.cover.title') })
  await editor.getByText(say('files.cover.noFacesFound')).waitFor()
  return { ...watched, say, hand, editor, photo: editor.getByRole('img') }
}

describe('the cover editor works in the photo’s own coordinates, in every direction', () => {
  it.each([
    ['ur-IN', 'a 375 px touch screen', PHONE, true],
    ['hi-IN', 'a 375 px touch screen', PHONE, true],
    ['en-IN', 'a laptop with a pointer', DESKTOP, false],
  ] as const)(
    'in %s on %s: an area drawn, moved, resized and nudged is shown and covered where it went',
    { timeout: 60_000 },
    async (locale, _device, viewport, touch) => {
      const { page, context, problems, say, hand, editor, photo } = await openEditorSignedIn(
        locale,
        viewport,
        touch,
      )
      await hand.drag(await onPhoto(editor, DRAWN.from), await onPhoto(editor, DRAWN.to))
      const area = photo.locator('xpath=..').getByRole('button')
      expect(await area.count()).toBe(1)
      const drawn = await shareOfPhoto(photo, area)
      expect(drawn.left).toBeCloseTo(DRAWN.from[0], 1)
      expect(drawn.right).toBeCloseTo(DRAWN.to[0], 1)
      expect(drawn.top).toBeCloseTo(DRAWN.from[1], 1)

      const grip = await centreOf(area)
      await hand.drag(grip, [
        grip[0] + (await boxOf(photo)).width * MOVED_BY[0],
        grip[1] + (await boxOf(photo)).height * MOVED_BY[1],
      ])
      const moved = await shareOfPhoto(photo, area)
      expect(moved.left).toBeCloseTo(drawn.left + MOVED_BY[0], 1)
      expect(moved.top).toBeCloseTo(drawn.top + MOVED_BY[1], 1)

      // The handle sits on the corner the area grows from, its right and bottom edges, alone.
      const handle = await boxOf(area.locator('[data-handle="resize"]'))
      const shownArea = await boxOf(area)
      const holds = (x: number, y: number) =>
        x >= handle.x &&
        x <= handle.x + handle.width &&
        y >= handle.y &&
        y <= handle.y + handle.height
      const bottom = shownArea.y + shownArea.height
      expect(holds(shownArea.x + shownArea.width, bottom)).toBe(true)
      expect(holds(shownArea.x, bottom)).toBe(false)
      const [handleX, handleY] = [handle.x + handle.width / 2, handle.y + handle.height / 2]
      await hand.drag(
        [handleX, handleY],
        [
          handleX + (await boxOf(photo)).width * RESIZED_BY[0],
          handleY + (await boxOf(photo)).height * RESIZED_BY[1],
        ],
      )
      const resized = await shareOfPhoto(photo, area)
      expect(resized.left).toBeCloseTo(moved.left, 2)
      expect(resized.right).toBeCloseTo(moved.right + RESIZED_BY[0], 1)
      expect(resized.bottom).toBeCloseTo(moved.bottom + RESIZED_BY[1], 1)

      await area.focus()
      await page.keyboard.press('ArrowRight')
      const nudged = await shareOfPhoto(photo, area)
      expect(nudged.left).toBeGreaterThan(resized.left)
      await page.keyboard.press('ArrowLeft')
      await page.screenshot({ path: `/tmp/cover-editor-${locale}-${viewport.width}.png` })

      const [shown] = await areasInPhoto(editor, PHOTO_WIDTH)
      if (!shown) throw new Error('no area shown')
      expect(shown.x + shown.width).toBeLessThan(PHOTO_WIDTH / 2)
      const mirror = { ...shown, x: PHOTO_WIDTH - shown.x - shown.width }
      await hand.tap(editor.getByRole('button', { name: say('files.cover.apply') }))
      await editor.waitFor({ state: 'detached' })
      const pixels = await comparePixels(
        page,
        await coveredBytes(page),
        Array.from(readFileSync(PHOTO)),
        [shown],
        { inset: 2, away: 6, probe: mirror },
      )
      expect(pixels.width).toBe(PHOTO_WIDTH)
      expect(pixels.brightestInside).toBeLessThanOrEqual(12)
      expect(pixels.outsideDifference).toBeLessThan(6)
      expect(pixels.probeDifference).toBeLessThan(6)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
