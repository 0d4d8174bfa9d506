import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { violationsOf } from './support/axe'
import { boxOf, centreOf, onPhoto, swipe, type Point } from './support/coverEditor'
import { emulateColorScheme, hasFocus, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const SMALL_PHONE = { width: 375, height: 667 }
const LAPTOP = { width: 1280, height: 800 }
// Upright, this photo is 64 x 96: a portrait photo, the tallest case for a phone's screen.
const PORTRAIT = 'gps-photo.jpg'
const EDITOR_CHUNK = /\/assets\/CoverEditor-[\w-]+\.js$/
const FACE_FINDER_CODE = /\/assets\/faceWorker-[\w-]+\.js$/

async function openDashboard(viewport = SMALL_PHONE, touch = true) {
  const watched = await openPage(browser(), viewport, { touch })
  await logIn(watched.page, 'user')
  await watched.page.getByRole('checkbox', { name: 'Photo' }).check()
  await watched.page
    .getByLabel('Choose photos')
    .setInputFiles(resolve('tests/fixtures/media', PORTRAIT))
  await watched.page.getByRole('img', { name: PORTRAIT }).waitFor()
  return watched
}

const coverButton = (page: Page) =>
  page.getByRole('button', { name: `Cover faces and details in ${PORTRAIT}` })

async function openEditor(page: Page) {
  await coverButton(page).click()
  const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
  await editor.getByText(/faces? suggested|No faces found/).waitFor()
  return editor
}

const areaButtons = (editor: Locator) => editor.getByRole('button', { name: /^Area \d+ of \d+$/ })

async function drawByTouch(page: Page, editor: Locator, from: Point, to: Point) {
  await swipe(page, await onPhoto(editor, from), await onPhoto(editor, to))
}

describe('the cover editor by touch, on a small phone and a laptop', () => {
  it('shows the whole photo and the actions on a 375 x 667 touch screen, with words for a finger', async () => {
    const { page, context, problems } = await openDashboard()
    const editor = await openEditor(page)
    const photo = await boxOf(editor.getByRole('img'))
    const actions = await boxOf(editor.getByRole('button', { name: 'Apply' }))
    expect(photo.y).toBeGreaterThanOrEqual(0)
    expect(photo.y + photo.height).toBeLessThanOrEqual(actions.y)
    expect(actions.y + actions.height).toBeLessThanOrEqual(SMALL_PHONE.height)
    expect(await editor.getByText(/with a finger/).isVisible()).toBe(true)
    const keys = editor.getByText(/arrow keys move it/)
    expect(await keys.isVisible()).toBe(false)
    await page.touchscreen.tap(...(await centreOf(editor.getByText('More help'))))
    expect(await keys.isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('draws, selects, resizes, removes and applies two areas by touch, then focuses the Cover button', async () => {
    const { page, context, problems } = await openDashboard()
    const editor = await openEditor(page)
    await drawByTouch(page, editor, [0.1, 0.1], [0.5, 0.3])
    await drawByTouch(page, editor, [0.2, 0.5], [0.8, 0.7])
    await drawByTouch(page, editor, [0.1, 0.8], [0.4, 0.95])
    expect(await areaButtons(editor).count()).toBe(3)

    const first = editor.getByRole('button', { name: 'Area 1 of 3' })
    await page.touchscreen.tap(...(await centreOf(first)))
    expect(await first.getAttribute('aria-pressed')).toBe('true')
    const handle = first.locator('[data-handle="resize"]')
    const handleBox = await boxOf(handle)
    expect(handleBox.width).toBeGreaterThanOrEqual(44)
    expect(handleBox.height).toBeGreaterThanOrEqual(44)
    const before = await boxOf(first)
    const grip = await centreOf(handle)
    await swipe(page, grip, [grip[0] + 30, grip[1] + 20])
    const resized = await boxOf(first)
    expect(resized.width).toBeGreaterThan(before.width + 20)
    expect(resized.height).toBeGreaterThan(before.height + 10)

    const remove = editor.getByRole('button', { name: 'Remove area' })
    const removeBox = await boxOf(remove)
    expect(removeBox.height).toBeGreaterThanOrEqual(44)
    await page.touchscreen.tap(...(await centreOf(remove)))
    expect(await areaButtons(editor).count()).toBe(2)
    expect(await remove.isDisabled()).toBe(true)

    await page.touchscreen.tap(...(await centreOf(editor.getByRole('button', { name: 'Apply' }))))
    await editor.waitFor({ state: 'detached' })
    await page.getByText('Covered: 2 areas', { exact: true }).waitFor()
    await expect.poll(() => hasFocus(coverButton(page))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('scrolls the editor with a finger beside the photo, and draws only on the photo', async () => {
    const { page, context, problems } = await openDashboard()
    const editor = await openEditor(page)
    await page.touchscreen.tap(...(await centreOf(editor.getByText('More help'))))
    const content = editor.locator('.MuiDialogContent-root')
    const scrolled = () => content.evaluate((element) => element.scrollTop)
    expect(await scrolled()).toBe(0)
    const photo = await boxOf(editor.getByRole('img'))
    const shown = await boxOf(content)
    // Beside the portrait photo, in the editor's own margin: More help, open, has pushed the photo
    // partly below the actions, so the finger goes down beside its part in sight.
    const beside = [
      photo.x / 2,
      Math.min(photo.y + photo.height / 2, shown.y + shown.height - 20),
    ] as const
    await swipe(page, beside, [beside[0], beside[1] - 150])
    await expect.poll(scrolled).toBeGreaterThan(50)
    expect(await areaButtons(editor).count()).toBe(0)
    const afterScroll = await scrolled()
    await drawByTouch(page, editor, [0.2, 0.2], [0.7, 0.5])
    expect(await areaButtons(editor).count()).toBe(1)
    expect(await scrolled()).toBe(afterScroll)
    expect(problems).toEqual([])
    await context.close()
  })

  it('asks before Cancel or Escape throws areas away, with Keep editing first', async () => {
    const { page, context, problems } = await openDashboard(LAPTOP, false)
    const untouched = await openEditor(page)
    await untouched.getByRole('button', { name: 'Cancel' }).click()
    await untouched.waitFor({ state: 'detached' })
    expect(await hasFocus(coverButton(page))).toBe(true)

    const editor = await openEditor(page)
    await editor.getByRole('button', { name: 'Add area' }).click()
    await editor.getByRole('button', { name: 'Add area' }).click()
    await editor.getByRole('button', { name: 'Cancel' }).click()
    const question = page.getByRole('dialog', { name: 'Discard 2 areas?' })
    await question.waitFor()
    expect(await hasFocus(question.getByRole('button', { name: 'Keep editing' }))).toBe(true)
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'detached' })
    expect(await areaButtons(editor).count()).toBe(2)

    await page.keyboard.press('Escape')
    await question.waitFor()
    await question.getByRole('button', { name: 'Discard' }).click()
    await editor.waitFor({ state: 'detached' })
    expect(await page.getByText(/^Covered:/).count()).toBe(0)
    expect(await hasFocus(coverButton(page))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('says so in the photo’s card when the editor cannot be fetched, keeps the draft, and Retry loads it', async () => {
    const { page, context, problems } = await openDashboard()
    const description = page.getByLabel(/Description/)
    await description.fill('Water tanker diverted at the depot')
    await context.route(EDITOR_CHUNK, (route) => route.abort('internetdisconnected'))
    await coverButton(page).click()
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
    await failure.waitFor()
    expect(await failure.textContent()).toContain(
      'The cover editor could not be loaded: the connection may have dropped, or TipWire has been updated. Your tip and photos are kept.',
    )
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('User Dashboard')
    expect(await description.inputValue()).toBe('Water tanker diverted at the depot')
    expect(await page.getByRole('img', { name: PORTRAIT }).isVisible()).toBe(true)
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0)

    await context.unroute(EDITOR_CHUNK)
    await failure.getByRole('button', { name: 'Retry' }).click()
    const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
    await editor.getByRole('img', { name: `${PORTRAIT}, as it will be sent` }).waitFor()
    expect(await failure.count()).toBe(0)
    // The blocked download, and React saying which boundary answered it: nothing else went wrong.
    expect(problems).toEqual([
      expect.stringMatching(/^request failed: .*\/CoverEditor-/),
      'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
      expect.stringMatching(/^error: ChunkLoadError: A part of TipWire could not be loaded/),
    ])
    await context.close()
  })

  it('says in the editor when the face finder cannot be fetched, and Retry looks for faces', async () => {
    const { page, context, problems } = await openDashboard()
    await context.route(FACE_FINDER_CODE, (route) => route.abort('internetdisconnected'))
    await coverButton(page).click()
    const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
    await editor
      .getByText(
        'Faces could not be looked for: the connection may have dropped. Retry, or cover them yourself.',
      )
      .waitFor()
    await drawByTouch(page, editor, [0.2, 0.2], [0.6, 0.5])
    await context.unroute(FACE_FINDER_CODE)
    await editor.getByRole('button', { name: 'Retry looking for faces' }).click()
    await editor.getByText(/^No faces found/).waitFor()
    expect(await areaButtons(editor).count()).toBe(1)
    // Only the blocked face finder's downloads failed.
    const blocked = (problem: string) =>
      problem.includes('/faceWorker-') ||
      problem === 'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED'
    expect(problems.filter((problem) => !blocked(problem))).toEqual([])
    await context.close()
  })

  it.each([
    ['a phone', 'light', SMALL_PHONE, true],
    ['a phone', 'dark', SMALL_PHONE, true],
    ['a laptop', 'light', LAPTOP, false],
    ['a laptop', 'dark', LAPTOP, false],
  ] as const)(
    'has no axe violations on %s in %s, open with areas drawn, the photo whole',
    async (_name, colorScheme, viewport, touch) => {
      const { page, context, problems } = await openDashboard(viewport, touch)
      await emulateColorScheme(page, colorScheme)
      const editor = await openEditor(page)
      await editor.getByRole('button', { name: 'Add area' }).click()
      await editor.getByRole('button', { name: 'Add area' }).click()
      const photo = await boxOf(editor.getByRole('img'))
      const actions = await boxOf(editor.getByRole('button', { name: 'Apply' }))
      expect(photo.y + photo.height).toBeLessThanOrEqual(actions.y)
      expect(actions.y + actions.height).toBeLessThanOrEqual(viewport.height)
      expect(await violationsOf(page)).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
