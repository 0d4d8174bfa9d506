import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { CoverBox } from '@/lib/videoCover'
import { violationsOf } from './support/axe'
import { DESKTOP, PHONE, hasFocus, logIn, openPage, sharedBrowser } from './support/browser'
import {
  boxOf,
  centreOf,
  coveredBytes,
  keepMadeFiles,
  swipe,
  tabUntil,
  type Point,
} from './support/coverEditor'
import {
  FILL_BRIGHTEST,
  areaOf,
  brightestInside,
  decodedFrames,
  streamsOf,
  type DecodedFrames,
} from './support/videoFrames'

const browser = sharedBrowser()
const fixture = (name: string) => resolve('tests/fixtures/media', name)
const folder = mkdtempSync(join(tmpdir(), 'tipwire-cover-video-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Two faces moving across a 4-second 320 x 240 H.264 clip with a spoken voice (AAC). */
const CLIP = 'faces-moving.mp4'
/** Each frame's time in the clip, as ffmpeg reads it. */
const CLIP_FRAME_TIMES = decodedFrames(fixture(CLIP)).times
/** The same as HEVC, which this Chromium cannot decode. */
const HEVC_CLIP = 'faces-moving-hevc.mov'
/** The timeline's arrow key steps a thirtieth of a second. */
const ARROW_STEPS_PER_SECOND = 30
/**
 * Judged 3 px in from a box's edges: the codec bleeds a hard edge a pixel or two, and a frame's
 * time can be a step from the moment the box was read at (the faces move under 2 px a frame).
 */
const INSET_PX = 3
declare global {
  interface Window {
    mediaWorkOnPage?: string[]
  }
}

/**
 * Records each decoder, encoder and off-screen canvas the page's own thread makes (product.md §7:
 * decoding, drawing and encoding happen in workers, where this script does not run).
 */
const recordMediaWorkOnPage = (context: BrowserContext) =>
  context.addInitScript(() => {
    const made: string[] = []
    window.mediaWorkOnPage = made
    for (const name of [
      'VideoDecoder',
      'VideoEncoder',
      'AudioDecoder',
      'AudioEncoder',
      'OffscreenCanvas',
    ] as const) {
      const Made = window[name] as new (...args: never[]) => object
      Object.defineProperty(window, name, {
        value: class extends Made {
          constructor(...args: never[]) {
            super(...args)
            made.push(name)
          }
        },
      })
    }
  })

/** The names of the app's workers `page` starts from now on, as the build names their scripts. */
function workersStarted(page: Page) {
  const names: string[] = []
  page.on('worker', (worker) => {
    const name = /\/(\w+)-[\w-]+\.js$/.exec(new URL(worker.url()).pathname)?.[1]
    if (name) names.push(name)
  })
  return names
}

async function openDashboard(viewport: typeof DESKTOP, touch: boolean) {
  const watched = await openPage(browser(), viewport, { touch })
  await keepMadeFiles(watched.context)
  await recordMediaWorkOnPage(watched.context)
  const workers = workersStarted(watched.page)
  await logIn(watched.page, 'user')
  await watched.page.getByRole('switch', { name: 'Submit anonymously' }).check()
  await watched.page.getByRole('checkbox', { name: 'Video' }).check()
  return { ...watched, workers }
}

const coverButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Cover faces and details in ${name}` })

/** Chooses the clip and waits until it is checked, cleaned and opened by the engine. */
async function attach(page: Page, name: string, coverable = true) {
  await page.getByLabel('Choose a video').setInputFiles(fixture(name))
  await coverButton(page, name)
    .and(page.locator(`[aria-disabled="${!coverable}"]`))
    .and(page.locator(coverable ? ':not([aria-describedby])' : '[aria-describedby]'))
    .waitFor()
}

/**
 * The scripts the pages of `context` fetch, and those of them that hold mediabunny, known by the
 * name of its video handler, which its minified code keeps.
 */
function watchScripts(context: BrowserContext) {
  const scripts: string[] = []
  const mediabunny: string[] = []
  context.on('response', async (response) => {
    const { pathname } = new URL(response.url())
    if (!pathname.endsWith('.js')) return
    scripts.push(pathname)
    if ((await response.text()).includes('MediabunnyVideoHandler')) mediabunny.push(pathname)
  })
  return { scripts, mediabunny }
}

/** The video editor's own chunk, named by the build after its module. */
const isVideoEditorCode = (path: string) => /\/OpenedVideoCoverEditor-[\w-]+\.js$/.test(path)

async function openEditor(page: Page, name: string) {
  await coverButton(page, name).click()
  const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
  await editor.getByRole('img', { name: `${name}, as it will be sent` }).waitFor()
  return editor
}

const picture = (editor: Locator) => editor.getByRole('img')
/** The boxes showing at the moment shown: the picture's only buttons. */
const boxesOnPicture = (editor: Locator) => picture(editor).locator('xpath=..').getByRole('button')
/** Box `number` on the picture, suggested ("Suggested face, box 1, …") or adjusted ("Box 1, …"). */
const boxOnPicture = (editor: Locator, number: number) =>
  editor.getByRole('button', { name: new RegExp(`^(Suggested face, box|Box) ${number},`) })

/** What the editor showed at a moment: the boxes the new file must hide at that time. */
interface ShownMoment {
  time: number
  boxes: CoverBox[]
}

/**
 * What the editor shows at each of `times` (seconds, rising), walked from the clip's start by
 * the timeline's arrow keys: the boxes the new file must hide at those moments.
 */
async function boxesShownAt(page: Page, editor: Locator, times: readonly number[]) {
  await editor.getByRole('slider', { name: 'Moment in the clip' }).focus()
  await page.keyboard.press('Home')
  let steps = 0
  const shown: ShownMoment[] = []
  for (const time of times) {
    for (; steps < Math.round(time * ARROW_STEPS_PER_SECOND); steps++)
      await page.keyboard.press('ArrowRight')
    shown.push({ time, boxes: await shownBoxes(editor) })
  }
  return shown
}

/**
 * Where each of `boxes` is drawn, as fractions of the picture, read in one call (the walks read
 * sixty moments).
 */
async function sharesOfPicture(editor: Locator, boxes: Locator): Promise<CoverBox[]> {
  const shown = await picture(editor).elementHandle()
  try {
    return await boxes.evaluateAll((elements, whole) => {
      const { x: left, y: top, width: wide, height: high } = whole.getBoundingClientRect()
      return elements.map((box) => {
        const { x, y, width, height } = box.getBoundingClientRect()
        return {
          x: (x - left) / wide,
          y: (y - top) / high,
          width: width / wide,
          height: height / high,
        }
      })
    }, shown)
  } finally {
    await shown?.dispose()
  }
}

/** Each box showing, as fractions of the picture, as the editor draws it. */
const shownBoxes = (editor: Locator) => sharesOfPicture(editor, boxesOnPicture(editor))

/**
 * Every frame of the new file, against the boxes the editor showed at that frame's moment: filled
 * inside each. `skip` leaves out frames at a moment where the editor and the encoder may place a
 * box's end a step apart.
 */
function expectHiddenWhereShown(
  frames: DecodedFrames,
  shown: ShownMoment[],
  skip: (time: number) => boolean = () => false,
) {
  expect(frames.times).toHaveLength(shown.length)
  frames.times.forEach((frameTime, index) => {
    if (skip(frameTime)) return
    const moment = shown.reduce((best, each) =>
      Math.abs(each.time - frameTime) < Math.abs(best.time - frameTime) ? each : best,
    )
    for (const box of moment.boxes) {
      expect(
        brightestInside(frames.pixels[index] as Buffer, frames, areaOf(box, frames, -INSET_PX)),
        `${frameTime} s`,
      ).toBeLessThanOrEqual(FILL_BRIGHTEST)
    }
  })
}

/** 1 when the middle of the picture is to the box's right, -1 when it is to its left. */
async function towardsMiddle(editor: Locator, box: Locator) {
  const [boxX] = await centreOf(box)
  const [middleX] = await centreOf(picture(editor))
  return middleX > boxX ? 1 : -1
}

/** A pointer's drag from `from` by `by`: the mouse's, or a finger's. */
async function dragFrom(page: Page, from: Point, by: Point, touch: boolean) {
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

describe('covering faces and the sound of a video in a real browser', () => {
  it.each([
    ['a mouse at 1280 px', DESKTOP, false],
    ['touch at 375 px', PHONE, true],
  ] as const)(
    'suggests faces, moves one box by keyboard and one by %s and tightens it by its handle, removes the sound, and sends the covered video, every frame hidden where the editor showed its boxes',
    async (_how, viewport, touch) => {
      const { page, context, problems, workers } = await openDashboard(viewport, touch)
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
        expect.stringMatching(/^Suggested face, box 1, from 0:0\d to 0:0\d$/),
        expect.stringMatching(/^Suggested face, box 2, from 0:0\d to 0:0\d$/),
      ])
      expect(await violationsOf(page)).toEqual([])

      // The first face, moved at the moment it starts by the keyboard, towards the middle: a
      // face box can touch the picture's edge, which it cannot go past.
      await boxList.getByRole('button', { name: 'Go to box 1' }).click()
      const first = boxOnPicture(editor, 1)
      await first.focus()
      const before = await boxOf(first)
      const firstWay = await towardsMiddle(editor, first)
      const arrow = firstWay > 0 ? 'ArrowRight' : 'ArrowLeft'
      for (const key of [arrow, arrow, 'Shift+ArrowUp']) await page.keyboard.press(key)
      expect(await hasFocus(first)).toBe(true)
      expect(((await boxOf(first)).x - before.x) * firstWay).toBeGreaterThan(2)
      // The second, moved by a drag at the moment it starts.
      await boxList.getByRole('button', { name: 'Go to box 2' }).click()
      const second = boxOnPicture(editor, 2)
      // Go to scrolled the list into view, and on a phone the picture with it, maybe past the top.
      await second.scrollIntoViewIfNeeded()
      const dragged = await boxOf(second)
      const secondWay = await towardsMiddle(editor, second)
      await dragFrom(page, await centreOf(second), [24 * secondWay, 0], touch)
      expect(((await boxOf(second)).x - dragged.x) * secondWay).toBeGreaterThan(10)
      // Then tightened by its handle, as a padded suggestion often is.
      const wide = await boxOf(second)
      await dragFrom(
        page,
        await centreOf(second.locator('[data-handle="resize"]')),
        [-12, -12],
        touch,
      )
      const tightened = await boxOf(second)
      expect(tightened.width).toBeLessThan(wide.width - 6)
      expect(tightened.height).toBeLessThan(wide.height - 6)
      await editor.getByRole('radio', { name: 'Remove the sound' }).check()

      // What the editor shows at every frame of the clip: the new file must hide the same.
      const expected = await boxesShownAt(page, editor, CLIP_FRAME_TIMES)
      // The faces move: what is hidden changes through the clip.
      const boxSets = new Set(expected.map(({ boxes }) => JSON.stringify(boxes)))
      expect(boxSets.size).toBeGreaterThan(expected.length / 2)
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
      // Frames were found, decoded and encoded in workers, not on the page's thread.
      expect(await page.evaluate(() => window.mediaWorkOnPage)).toEqual([])
      expect(workers).toEqual(expect.arrayContaining(['frameWorker', 'faceWorker', 'videoWorker']))
      await card.getByText(/^Removed: |^No hidden details found/).waitFor()

      const sent = join(folder, `sent-${viewport.width}.mp4`)
      // The new file that replaced the video, whose cleaned copy the tip sends: cleaning keeps its
      // picture and its (absent) sound byte for byte.
      writeFileSync(sent, Uint8Array.from(await coveredBytes(page)))
      expect(streamsOf(sent, 'a')).toEqual([])
      expect(streamsOf(sent, 'v')).toEqual([{ codec_name: 'h264' }])
      expectHiddenWhereShown(decodedFrames(sent), expected)

      await page.getByLabel('Description').fill('Police line at the ward office')
      await page.getByRole('button', { name: 'Submit Tip' }).click()
      await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    },
    300_000,
  )

  it('is worked by keyboard alone: suggest faces, move and resize a box, end it earlier, remove the other, remove the sound, apply', async () => {
    const { page, context, problems } = await openDashboard(DESKTOP, false)
    await attach(page, CLIP)
    await coverButton(page, CLIP).focus()
    await page.keyboard.press('Enter')
    const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
    await editor.getByRole('img', { name: `${CLIP}, as it will be sent` }).waitFor()
    await tabUntil(page, editor.getByRole('button', { name: 'Suggest faces' }))
    await page.keyboard.press('Enter')
    await editor.getByText(/^2 faces suggested/).waitFor({ timeout: 120_000 })
    const boxList = editor.getByRole('region', { name: 'Boxes' })

    await tabUntil(page, boxList.getByRole('button', { name: 'Go to box 1' }))
    await page.keyboard.press('Enter')
    const first = boxOnPicture(editor, 1)
    await tabUntil(page, first)
    const before = await boxOf(first)
    const way = await towardsMiddle(editor, first)
    const arrow = way > 0 ? 'ArrowRight' : 'ArrowLeft'
    for (const key of [arrow, arrow, 'Shift+ArrowDown']) await page.keyboard.press(key)
    const moved = await boxOf(first)
    expect((moved.x - before.x) * way).toBeGreaterThan(2)
    expect(moved.height).toBeGreaterThan(before.height)

    // Ends 2 s into the clip: on from the box, past the other one, to the timeline. Tabbing past a
    // box does not select it.
    expect(await boxesOnPicture(editor).count()).toBe(2)
    await tabUntil(page, editor.getByRole('slider', { name: 'Moment in the clip' }))
    const frameSeconds = (CLIP_FRAME_TIMES[1] ?? NaN) - (CLIP_FRAME_TIMES[0] ?? NaN)
    const stepsPerFrame = Math.round(frameSeconds * ARROW_STEPS_PER_SECOND)
    // A frame before 2 s, where the box is read, then 2 s.
    await page.keyboard.press('Home')
    for (const key of ['PageUp', 'PageUp', ...Array<string>(stepsPerFrame).fill('ArrowLeft')])
      await page.keyboard.press(key)
    const [lastCovered] = await sharesOfPicture(editor, first)
    expect(lastCovered).toBeDefined()
    for (let step = 0; step < stepsPerFrame; step++) await page.keyboard.press('ArrowRight')
    await tabUntil(page, editor.getByRole('button', { name: 'Ends here' }))
    expect(await editor.getByText(/^Selected: /).textContent()).toMatch(
      /^Selected: Box 1, face, from 0:0\d to 0:0\d$/,
    )
    await page.keyboard.press('Enter')
    await tabUntil(page, boxList.getByRole('button', { name: 'Remove box 2' }))
    await page.keyboard.press('Enter')
    expect(await boxList.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Box 1, face, from 0:0\d to 0:02$/),
    ])
    const expected = await boxesShownAt(page, editor, CLIP_FRAME_TIMES)

    await tabUntil(page, editor.getByRole('radio', { name: 'Keep the sound' }))
    await page.keyboard.press('ArrowDown')
    expect(await editor.getByRole('radio', { name: 'Remove the sound' }).isChecked()).toBe(true)
    await tabUntil(page, editor.getByRole('button', { name: 'Apply' }))
    await page.keyboard.press('Enter')
    await editor.waitFor({ state: 'detached', timeout: 120_000 })
    expect(await hasFocus(coverButton(page, CLIP))).toBe(true)
    await page
      .getByText(
        'Covered: 1 area through the clip, sound removed. This is a new file made on this device.',
        { exact: true },
      )
      .waitFor()

    const sent = join(folder, 'sent-keyboard.mp4')
    writeFileSync(sent, Uint8Array.from(await coveredBytes(page)))
    expect(streamsOf(sent, 'a')).toEqual([])
    const frames = decodedFrames(sent)
    // Box 1 moved and resized where the editor showed it, in every frame up to its end; the frame
    // at 2 s itself is left out (the editor's steps and the encoder's times may put it either side).
    expectHiddenWhereShown(frames, expected, (time) => Math.abs(time - 2) < frameSeconds / 2)
    expect(expected.filter(({ time }) => time > 2).every(({ boxes }) => boxes.length === 0)).toBe(
      true,
    )
    // And no longer after it: where the face was a frame before, the picture shows.
    const afterEnd = frames.times.findIndex((time) => time > 2 + frameSeconds)
    expect(
      brightestInside(
        frames.pixels[afterEnd] as Buffer,
        frames,
        areaOf(lastCovered as CoverBox, frames, -INSET_PX),
      ),
    ).toBeGreaterThan(FILL_BRIGHTEST)
    expect(problems).toEqual([])
    await context.close()
  }, 300_000)

  it('loads the editor and mediabunny only when the editor opens, not when a video is chosen and its card says it can be covered', async () => {
    const { page, context, problems } = await openDashboard(DESKTOP, false)
    const { scripts, mediabunny } = watchScripts(context)
    await attach(page, CLIP)
    // A moment more for any script the card would still fetch.
    await page.waitForLoadState('networkidle')
    expect(mediabunny).toEqual([])
    expect(scripts.filter(isVideoEditorCode)).toEqual([])
    await openEditor(page, CLIP)
    expect(scripts.filter(isVideoEditorCode)).toHaveLength(1)
    await expect.poll(() => mediabunny.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })

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
