import type { BrowserContext, Locator, Page } from 'playwright-core'
import { hasFocus } from './browser'

/** What the cover editor's browser tests share: the finger and the pointer, and the covered copy read back. */

export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not shown')
  return box
}

export type Point = readonly [number, number]

/**
 * Presses Tab (or `key`, Shift+Tab to go back) until `target` has the focus, as a keyboard user
 * reaches it; fails if it never does.
 */
export async function tabUntil(page: Page, target: Locator, key = 'Tab', most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await hasFocus(target)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${target} was not reached by ${most} presses of ${key}`)
}

export async function centreOf(locator: Locator): Promise<Point> {
  const box = await boxOf(locator)
  return [box.x + box.width / 2, box.y + box.height / 2]
}

/** A point of the shown photo, as shares of its width and height. */
export async function onPhoto(editor: Locator, [x, y]: Point): Promise<Point> {
  const shown = await boxOf(editor.getByRole('img'))
  return [shown.x + shown.width * x, shown.y + shown.height * y]
}

/** One finger pressed at `from`, moved to `to` and lifted, as a touch screen reports it. */
export async function swipe(page: Page, from: Point, to: Point) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    })
  await touch('touchStart', from)
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await touch('touchMove', [
      from[0] + (to[0] - from[0]) * step,
      from[1] + (to[1] - from[1]) * step,
    ])
  }
  // A finger comes to rest before it lifts; lifted while moving, the swipe would fling on.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
  await touch('touchEnd', to)
  await cdp.detach()
}

declare global {
  interface Window {
    madeFiles: File[]
  }
}

/** Keeps every File the page makes: the covered copy is made in the page, the chosen ones are not. */
export const keepMadeFiles = (context: BrowserContext) =>
  context.addInitScript(() => {
    const made: File[] = []
    window.madeFiles = made
    const BrowserFile = window.File
    window.File = class extends BrowserFile {
      constructor(...args: ConstructorParameters<typeof File>) {
        super(...args)
        made.push(this)
      }
    }
  })

export const madeFileCount = (page: Page) => page.evaluate(() => window.madeFiles.length)

/** The latest covered copy, the file that replaced its photo, as bytes. */
export async function coveredBytes(page: Page) {
  const bytes = await page.evaluate(async () => {
    const file = window.madeFiles.at(-1)
    return file && Array.from(new Uint8Array(await file.arrayBuffer()))
  })
  if (!bytes) throw new Error('no covered copy was made')
  return bytes
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Each area as drawn on screen, in the photo's pixels (`photoWidth` wide). */
export async function areasInPhoto(editor: Locator, photoWidth: number): Promise<Box[]> {
  const shown = await boxOf(editor.getByRole('img'))
  const scale = photoWidth / shown.width
  // The photo's only buttons are its areas, in any language.
  const areas = editor.getByRole('img').locator('xpath=..').getByRole('button')
  const boxes: Box[] = []
  for (const area of await areas.all()) {
    const box = await boxOf(area)
    boxes.push({
      x: (box.x - shown.x) * scale,
      y: (box.y - shown.y) * scale,
      width: box.width * scale,
      height: box.height * scale,
    })
  }
  return boxes
}

export interface PixelReport {
  width: number
  /** The brightest channel found inside any area. */
  brightestInside: number
  /** The mean difference per channel from the original, at points well outside every area. */
  outsideDifference: number
  /** The mean difference per channel from the original inside `probe`, when one is given. */
  probeDifference?: number
}

/** Decodes the covered copy and the original in the page and compares them. */
export function comparePixels(
  page: Page,
  covered: number[],
  original: number[],
  areas: Box[],
  /**
   * How far in from an area's edge a pixel is judged inside, and how far out well outside; a
   * `probe` is one more place to measure, such as the mirror image of an area.
   */
  { inset, away, probe }: { inset: number; away: number; probe?: Box },
) {
  return page.evaluate(
    async ({ covered, original, areas, inset, away, probe }): Promise<PixelReport> => {
      const pixelsOf = async (bytes: number[]) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const after = await pixelsOf(covered)
      const before = await pixelsOf(original)
      const inBox = (box: Box, x: number, y: number, margin: number) =>
        x >= box.x + margin &&
        x < box.x + box.width - margin &&
        y >= box.y + margin &&
        y < box.y + box.height - margin
      const within = (x: number, y: number, margin: number) =>
        areas.some((area) => inBox(area, x, y, margin))
      const difference = (at: number, channel: number) =>
        Math.abs((after.data[at + channel] as number) - (before.data[at + channel] as number))
      let brightestInside = 0
      let outsideTotal = 0
      let outsideCount = 0
      let probeTotal = 0
      let probeCount = 0
      for (let y = 0; y < after.height; y++) {
        for (let x = 0; x < after.width; x++) {
          const at = (y * after.width + x) * 4
          if (probe && inBox(probe, x, y, inset)) {
            for (let channel = 0; channel < 3; channel++) probeTotal += difference(at, channel)
            probeCount += 3
          }
          if (within(x, y, inset)) {
            for (let channel = 0; channel < 3; channel++) {
              brightestInside = Math.max(brightestInside, after.data[at + channel] as number)
            }
          } else if (!within(x, y, -away)) {
            for (let channel = 0; channel < 3; channel++) outsideTotal += difference(at, channel)
            outsideCount += 3
          }
        }
      }
      return {
        width: after.width,
        brightestInside,
        outsideDifference: outsideTotal / outsideCount,
        ...(probe && { probeDifference: probeTotal / probeCount }),
      }
    },
    { covered, original, areas, inset, away, probe },
  )
}
