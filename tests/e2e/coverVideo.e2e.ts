import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { CoverBox } from '@/lib/videoCover'
import { violationsOf } from './support/axe'
import { DESKTOP, PHONE, hasFocus, logIn, openPage, sharedBrowser } from './support/browser'
import { boxOf, centreOf, swipe, type Point } from './support/coverEditor'
import { areaOf, brightestInside, decodedFrames } from './support/videoFrames'

const browser = sharedBrowser()
const fixture = (name: string) => resolve('tests/fixtures/media', name)
const folder = mkdtempSync(join(tmpdir(), 'tipwire-cover-video-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Two faces moving across a 4-second 320 x 240 H.264 clip with a spoken voice (AAC). */
const CLIP = 'faces-moving.mp4'
/** The same as HEVC, which this Chromium cannot decode. */
const HEVC_CLIP = 'faces-moving-hevc.mov'
/** The timeline's Page Up: ten of its steps, a third of a second. */
const PAGE_SECONDS = 1 / 3
/**
 * Judged 3 px in from a box's edges: the codec bleeds a hard edge a pixel or two, and a frame's
 * time can be a step from the moment the box was read at (the faces move under 2 px a frame).
 */
const INSET_PX = 3
/** Black after a lossy encode (H.264's black decodes to 0, give or take its rounding). */
const FILL_BRIGHTEST = 40

async function openDashboard(viewport: typeof DESKTOP, touch: boolean) {
  const watched = await openPage(browser(), viewport, { touch })
  await logIn(watched.page, 'user')
  await watched.page.getByRole('switch', { name: 'Submit anonymously' }).check()
  await watched.page.getByRole('checkbox', { name: 'Video' }).check()
  return watched
}

const coverButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Cover faces and details in ${name}` })

/** Chooses the clip and waits until it is checked, cleaned and opened by the engine. */
async function attach(page: Page, name: string, coverable = true) {
  await page.getByLabel('Choose a video').setInputFiles(fixture(name))
  await coverButton(page, name)
    .and(page.locator(`[aria-disabled="${!coverable}"]`))
    .and(page.locator(coverable ? ':not([aria-describedby])' : '[aria-describedby]'))
    .waitFor({ timeout: 30_000 })
}

async function openEditor(page: Page, name: string) {
  await coverButton(page, name).click()
  const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
  await editor.getByRole('img', { name: `${name}, as it will be sent` }).waitFor()
  return editor
}

const picture = (editor: Locator) => editor.getByRole('img')
/** The boxes showing at the moment shown: the picture's only buttons. */
const boxesOnPicture = (editor: Locator) =>
  picture(editor)
    .locator('xpath=..')
    .getByRole('button', { name: /^Box \d+/ })

/** Shows the moment `pages` thirds of a second into the clip, by the timeline's keys. */
async function showMoment(page: Page, editor: Locator, pages: number) {
  await editor.getByRole('slider', { name: 'Moment in the clip' }).focus()
  await page.keyboard.press('Home')
  for (let step = 0; step < pages; step++) await page.keyboard.press('PageUp')
}

/** Each box showing, as fractions of the picture, as the editor draws it. */
async function shownBoxes(editor: Locator): Promise<CoverBox[]> {
  const shown = await boxOf(picture(editor))
  const boxes = []
  for (const box of await boxesOnPicture(editor).all()) {
    const { x, y, width, height } = await boxOf(box)
    boxes.push({
      x: (x - shown.x) / shown.width,
      y: (y - shown.y) / shown.height,
      width: width / shown.width,
      height: height / shown.height,
    })
  }
  return boxes
}

/** Moves the box by a pointer's drag from its centre: the mouse, or a finger. */
async function dragBox(page: Page, box: Locator, by: Point, touch: boolean) {
  const from = await centreOf(box)
  const to: Point = [from[0] + by[0], from[1] + by[1]]
  if (touch) {
    await swipe(page, from, to)
    return
  }
  await page.mouse.move(...from)
  await page.mouse.down()
  await page.mouse.move(from[0] + by[0] / 2, from[1] + by[1] / 2)
  await page.mouse.move(...to)
  await page.mouse.up()
}

/** The bytes a card's player plays: the cleaned copy, which is what the tip sends. */
async function sentBytes(card: Locator) {
  const base64 = await card.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const bytes = new Uint8Array(await (await fetch(video.src)).arrayBuffer())
    let text = ''
    for (let at = 0; at < bytes.length; at += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
    }
    return btoa(text)
  })
  return Buffer.from(base64, 'base64')
}

const streamsOf = (path: string, kind: 'a' | 'v') =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        kind,
        '-show_entries',
        'stream=codec_name',
        '-of',
        'json',
        path,
      ],
      { encoding: 'utf8' },
    ),
  ).streams as { codec_name: string }[]

describe('covering faces and the sound of a video in a real browser', () => {
  it.each([
    ['a mouse at 1280 px', DESKTOP, false],
    ['touch at 375 px', PHONE, true],
  ] as const)(
    'suggests faces, takes a box moved by %s and one by keyboard, removes the sound, and sends only the covered video',
    async (_how, viewport, touch) => {
      const { page, context, problems } = await openDashboard(viewport, touch)
      await attach(page, CLIP)
      const editor = await openEditor(page, CLIP)
      if (viewport === PHONE)
        expect(await boxOf(editor)).toMatchObject({ x: 0, width: PHONE.width })

      await editor.getByRole('button', { name: 'Suggest faces' }).click()
      await editor
        .getByRole('progressbar', { name: 'Looking for faces through the clip' })
        .waitFor({ state: 'detached', timeout: 120_000 })
      await editor.getByText(/^2 faces suggested/).waitFor()
      const boxList = editor.getByRole('region', { name: 'Boxes' })
      expect(await boxList.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Box 1, face, from 0:0\d to 0:0\d$/),
        expect.stringMatching(/^Box 2, face, from 0:0\d to 0:0\d$/),
      ])
      expect(await violationsOf(page)).toEqual([])

      // The first face, moved at the moment it starts by the keyboard.
      await boxList.getByRole('button', { name: 'Go to box 1' }).click()
      const first = editor.getByRole('button', { name: /^Box 1, face/ })
      await first.focus()
      const before = await boxOf(first)
      for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowDown'])
        await page.keyboard.press(key)
      expect(await hasFocus(first)).toBe(true)
      expect((await boxOf(first)).x).toBeGreaterThan(before.x)
      // The second, moved by a drag at the moment it starts.
      await boxList.getByRole('button', { name: 'Go to box 2' }).click()
      const second = editor.getByRole('button', { name: /^Box 2, face/ })
      const dragged = await boxOf(second)
      await dragBox(page, second, [-6, 4], touch)
      expect((await boxOf(second)).x).toBeLessThan(dragged.x)
      await editor.getByRole('radio', { name: 'Remove the sound' }).check()

      // What the editor shows at moments through the clip: the new file must hide the same.
      const expected: { time: number; boxes: CoverBox[] }[] = []
      for (const pages of [1, 3, 5, 7, 9, 11]) {
        await showMoment(page, editor, pages)
        expected.push({ time: pages * PAGE_SECONDS, boxes: await shownBoxes(editor) })
      }
      expect(expected.some(({ boxes }) => boxes.length === 2)).toBe(true)
      await page.screenshot({ path: `/tmp/cover-video-${viewport.width}.png` })

      await editor.getByRole('button', { name: 'Apply' }).click()
      await editor.waitFor({ state: 'detached', timeout: 120_000 })
      expect(await hasFocus(coverButton(page, CLIP))).toBe(true)
      const card = page.getByRole('list', { name: 'Chosen video files' }).getByRole('listitem')
      await card
        .getByText(
          'Covered: 2 areas through the clip, sound removed. This is a new file made on this device.',
          { exact: true },
        )
        .waitFor()
      await card.getByText('Sent as video.mp4', { exact: true }).waitFor()
      await card.getByText(/^Removed: |^No hidden details found/).waitFor({ timeout: 30_000 })

      const sent = join(folder, `sent-${viewport.width}.mp4`)
      writeFileSync(sent, await sentBytes(card))
      expect(streamsOf(sent, 'a')).toEqual([])
      expect(streamsOf(sent, 'v')).toEqual([{ codec_name: 'h264' }])
      const frames = decodedFrames(sent)
      for (const { time, boxes } of expected) {
        const nearest = frames.times.reduce(
          (best, frameTime, index) =>
            Math.abs(frameTime - time) < Math.abs((frames.times[best] ?? Infinity) - time)
              ? index
              : best,
          0,
        )
        for (const box of boxes) {
          const inside = areaOf(box, frames, -INSET_PX)
          expect(
            brightestInside(frames.pixels[nearest] as Buffer, frames, inside),
            `${time} s`,
          ).toBeLessThanOrEqual(FILL_BRIGHTEST)
        }
      }

      await page.getByLabel('Description').fill('Police line at the ward office')
      await page.getByRole('button', { name: 'Submit Tip' }).click()
      await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    },
    300_000,
  )

  it('keeps an HEVC clip on its card with a Cover button that says why it cannot cover it here and what to do', async () => {
    const { page, context, problems } = await openDashboard(DESKTOP, false)
    await attach(page, HEVC_CLIP, false)
    const cover = coverButton(page, HEVC_CLIP)
    await cover.focus()
    expect(await hasFocus(cover)).toBe(true)
    const description = await cover.evaluate(
      (button) =>
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    )
    expect(description).toContain("This browser cannot show this video's picture (often HEVC")
    expect(description).toContain('record in “Most Compatible” (H.264)')
    await page.keyboard.press('Enter')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await violationsOf(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
