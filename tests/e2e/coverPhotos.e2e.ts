import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { readHiddenDetails } from '@/lib/media'
import {
  buildExifTiff,
  exifSegment,
  insertAfterJfif,
} from '../../scripts/media-fixtures/writers.mjs'
import { refuseWebAssembly, watchWebAssembly } from '../../scripts/bench/support.mjs'
import { identifyingTags, runExiftool } from '../lib/media/exiftool'
import { violationsOf } from './support/axe'
import {
  areasInPhoto,
  boxOf,
  comparePixels,
  coveredBytes,
  keepMadeFiles,
  madeFileCount,
  tabUntil,
} from './support/coverEditor'
import {
  DESKTOP,
  PHONE,
  hasFocus,
  logIn,
  openPage,
  sharedBrowser,
  untilPhotoReady,
} from './support/browser'

const browser = sharedBrowser()

// The face finder's own sample photo, read from its package: no photo of a person is committed.
const FACES = resolve('node_modules/@vladmandic/face-api/demo/sample1.jpg')
const fixture = (name: string) => resolve('tests/fixtures/media', name)

async function openDashboard(viewport = DESKTOP) {
  const watched = await openPage(browser(), viewport)
  await keepMadeFiles(watched.context)
  await logIn(watched.page, 'user')
  await watched.page.getByRole('checkbox', { name: 'Photo' }).check()
  return watched
}

async function attach(page: Page, path: string, name: string) {
  await page.getByLabel('Choose photos').setInputFiles(path)
  await untilPhotoReady(page, `Cover faces and details in ${name}`)
}

/** A 96 x 64 JPEG that says it is stored at EXIF orientation `orientation` (1-8). */
const orientedPhoto = (orientation: number) => ({
  name: `oriented-${orientation}.jpg`,
  mimeType: 'image/jpeg',
  buffer: insertAfterJfif(readFileSync(fixture('real-photo.txt')), [
    exifSegment(buildExifTiff({ ifd0: [[0x0112, 'short', orientation]] })),
  ]) as Buffer,
})

/**
 * What exiftool, the outside judge of the media tests, still finds identifying in each covered
 * file that would be sent, by name; an empty list for every clean one.
 */
function exiftoolFindings(files: Record<string, number[]>) {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-covered-'))
  try {
    const paths = Object.entries(files).map(([name, bytes]) => {
      const path = join(folder, name)
      writeFileSync(path, Uint8Array.from(bytes))
      return path
    })
    const tags = runExiftool(paths, folder)
    return Object.fromEntries(
      Object.keys(files).map((name) => [name, identifyingTags(tags.get(join(folder, name)) ?? {})]),
    )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const openEditor = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Cover faces and details in ${name}` }).click()
  const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
  await editor.getByRole('img', { name: `${name}, as it will be sent` }).waitFor()
  return editor
}

/** A drag across the shown photo from one share of its box to another. */
async function drawAcross(
  page: Page,
  editor: Locator,
  from: [number, number],
  to: [number, number],
) {
  const shown = await boxOf(editor.getByRole('img'))
  const at = ([x, y]: [number, number]) =>
    [shown.x + shown.width * x, shown.y + shown.height * y] as const
  await page.mouse.move(...at(from))
  await page.mouse.down()
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]))
  await page.mouse.move(...at(to))
  await page.mouse.up()
}

describe('covering faces and details in a real browser', () => {
  it('suggests faces, covers areas drawn by pointer and by keyboard, and sends only the covered photo', async () => {
    const { page, context, problems } = await openDashboard()
    await attach(page, FACES, 'sample1.jpg')
    const editor = await openEditor(page, 'sample1.jpg')
    await editor.getByText(/faces? suggested/).waitFor()
    expect(await editor.getByRole('button', { name: /^Suggested face/ }).count()).toBe(3)
    await page.screenshot({ path: '/tmp/cover-editor-1280.png' })

    await drawAcross(page, editor, [0.05, 0.05], [0.25, 0.3])
    await editor.getByRole('button', { name: 'Add area' }).click()
    const added = page.locator(':focus')
    for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowDown']) {
      await added.press(key)
    }
    const original = Array.from(readFileSync(FACES))
    const areas = await areasInPhoto(editor, 1920)
    const areaCount = areas.length
    await editor.getByRole('button', { name: 'Apply' }).click()
    await editor.waitFor({ state: 'detached' })

    const card = page.getByRole('list', { name: 'Chosen photo files' }).getByRole('listitem')
    await card.getByText(`Covered: ${areaCount} areas`).waitFor()
    const covered = await coveredBytes(page)
    // JPEG rings for a pixel or two beside a sharp edge; a screen pixel is two photo pixels here.
    const pixels = await comparePixels(page, covered, original, areas, { inset: 3, away: 24 })
    expect(pixels.width).toBe(1920)
    expect(pixels.brightestInside).toBeLessThanOrEqual(12)
    expect(pixels.outsideDifference).toBeLessThan(4)
    expect(await readHiddenDetails(new Blob([new Uint8Array(covered)]), 'jpeg')).toEqual({})
    expect(exiftoolFindings({ 'covered.jpg': covered })).toEqual({ 'covered.jpg': [] })
    expect(problems).toEqual([])
    await context.close()
  })

  it('is worked by keyboard alone: add, move, resize, remove, undo, apply', async () => {
    const { page, context, problems } = await openDashboard()
    await attach(page, fixture('photo-with-text.png'), 'photo-with-text.png')
    const madeBefore = await madeFileCount(page)
    await page
      .getByRole('button', { name: 'Cover faces and details in photo-with-text.png' })
      .focus()
    await page.keyboard.press('Enter')
    const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
    await editor.getByText(/faces? suggested|No faces found/).waitFor()
    const addArea = editor.getByRole('button', { name: 'Add area' })
    await tabUntil(page, addArea)
    await page.keyboard.press('Enter')
    const area = editor.getByRole('button', { name: 'Area 1 of 1' })
    expect(await hasFocus(area)).toBe(true)
    const added = await boxOf(area)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Shift+ArrowRight')
    const changed = await boxOf(area)
    expect(changed.x).toBeLessThan(added.x)
    expect(changed.width).toBeGreaterThan(added.width)
    // Undo sits just before the areas in the tab order.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    expect((await boxOf(area)).width).toBeCloseTo(added.width, 0)
    await tabUntil(page, area)
    await page.keyboard.press('Delete')
    expect(await editor.getByRole('button', { name: /^Area/ }).count()).toBe(0)
    expect(await hasFocus(addArea)).toBe(true)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+ArrowDown')
    // The fixture is 48 x 32 pixels.
    const areas = await areasInPhoto(editor, 48)
    const apply = editor.getByRole('button', { name: 'Apply' })
    await tabUntil(page, apply)
    await page.keyboard.press('Enter')
    await editor.waitFor({ state: 'detached' })
    await page.getByText('Covered: 1 area', { exact: true }).waitFor()
    expect(await madeFileCount(page)).toBe(madeBefore + 1)
    const covered = await coveredBytes(page)
    const pixels = await comparePixels(
      page,
      covered,
      Array.from(readFileSync(fixture('photo-with-text.png'))),
      areas,
      { inset: 1, away: 2 },
    )
    // PNG is lossless: every pixel inside the area is the fill colour itself.
    expect(pixels.brightestInside).toBe(0)
    expect(pixels.outsideDifference).toBe(0)
    expect(await readHiddenDetails(new Blob([new Uint8Array(covered)]), 'png')).toEqual({})
    expect(exiftoolFindings({ 'covered.png': covered })).toEqual({ 'covered.png': [] })
    expect(problems).toEqual([])
    await context.close()
  })

  it('leaves the photo as it was on Cancel, once the drawn area is discarded', async () => {
    const { page, context, problems } = await openDashboard()
    await attach(page, fixture('gps-photo.jpg'), 'gps-photo.jpg')
    const preview = page.getByRole('img', { name: 'gps-photo.jpg' })
    const previewBefore = await preview.getAttribute('src')
    const card = page.getByRole('list', { name: 'Chosen photo files' }).getByRole('listitem')
    // The card as it rests, its cleaning done: what Cancel must leave it as.
    await card.getByText(/^Removed: /).waitFor()
    const cardBefore = await card.textContent()
    const editor = await openEditor(page, 'gps-photo.jpg')
    await drawAcross(page, editor, [0.2, 0.2], [0.8, 0.8])
    await editor.getByRole('button', { name: 'Cancel' }).click()
    const question = page.getByRole('dialog', { name: 'Discard 1 area?' })
    await question.getByRole('button', { name: 'Discard' }).click()
    await editor.waitFor({ state: 'detached' })
    expect(await preview.getAttribute('src')).toBe(previewBefore)
    expect(await card.textContent()).toBe(cardBefore)
    expect(await madeFileCount(page)).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  // The GPS photo is stored on its side: upright it is 64 pixels wide.
  it.each([
    ['desktop', 'photo.webp', DESKTOP, 96],
    ['phone', 'photo.webp', PHONE, 96],
    ['phone', 'gps-photo.jpg', PHONE, 64],
  ] as const)(
    'has no axe violations on %s, and covers an area of %s drawn by pointer',
    async (name, photo, viewport, uprightWidth) => {
      const { page, context, problems } = await openDashboard(viewport)
      await attach(page, fixture(photo), photo)
      const editor = await openEditor(page, photo)
      await editor.getByText(/faces? suggested|No faces found/).waitFor()
      await drawAcross(page, editor, [0.1, 0.1], [0.6, 0.5])
      const dialog = await boxOf(editor)
      if (viewport === PHONE) expect(dialog).toMatchObject({ x: 0, width: PHONE.width })
      expect(await violationsOf(page)).toEqual([])
      await page.screenshot({ path: `/tmp/cover-editor-${name}-${photo}.png` })
      const areas = await areasInPhoto(editor, uprightWidth)
      await editor.getByRole('button', { name: 'Apply' }).click()
      await page.getByText('Covered: 1 area', { exact: true }).waitFor()
      const pixels = await comparePixels(
        page,
        await coveredBytes(page),
        Array.from(readFileSync(fixture(photo))),
        areas,
        { inset: 2, away: 8 },
      )
      expect(pixels.brightestInside).toBeLessThanOrEqual(12)
      expect(pixels.outsideDifference).toBeLessThan(6)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('covers what the sender drew at every EXIF orientation, on eight photos in one tip', async () => {
    const { page, context, problems } = await openDashboard()
    const photos = [1, 2, 3, 4, 5, 6, 7, 8].map(orientedPhoto)
    const coveredFiles: Record<string, number[]> = {}
    await page.getByLabel('Choose photos').setInputFiles(photos)
    for (const { name, buffer } of photos) {
      await page.getByRole('img', { name }).waitFor()
      const editor = await openEditor(page, name)
      await editor.getByText(/faces? suggested|No faces found/).waitFor()
      const shown = await boxOf(editor.getByRole('img'))
      // Upright, a photo stored on its side (orientations 5-8) is 64 pixels wide.
      const width = shown.width > shown.height ? 96 : 64
      await drawAcross(page, editor, [0.1, 0.1], [0.45, 0.6])
      const areas = await areasInPhoto(editor, width)
      await editor.getByRole('button', { name: 'Apply' }).click()
      await editor.waitFor({ state: 'detached' })
      const covered = await coveredBytes(page)
      coveredFiles[name] = covered
      const pixels = await comparePixels(page, covered, Array.from(buffer), areas, {
        inset: 2,
        away: 8,
      })
      expect(pixels.width, name).toBe(width)
      expect(pixels.brightestInside, name).toBeLessThanOrEqual(12)
      expect(pixels.outsideDifference, name).toBeLessThan(6)
    }
    expect(await page.getByText('Covered: 1 area', { exact: true }).count()).toBe(8)
    const findings = exiftoolFindings(coveredFiles)
    expect(findings).toEqual(Object.fromEntries(photos.map(({ name }) => [name, []])))
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)

  it.each([
    ['with WebAssembly, as the policy allows', false, 1],
    ['on the CPU where a policy refuses WebAssembly', true, 0],
  ] as const)('finds the same faces %s', async (_how, refused, wasmFiles) => {
    const { page, context, problems } = await openDashboard()
    if (refused) await refuseWebAssembly(context)
    const wasmFetched = watchWebAssembly(context)
    await attach(page, FACES, 'sample1.jpg')
    const editor = await openEditor(page, 'sample1.jpg')
    await editor.getByText(/faces? suggested/).waitFor()
    expect(await editor.getByRole('button', { name: /^Suggested face/ }).count()).toBe(3)
    expect(wasmFetched).toHaveLength(wasmFiles)
    expect(problems).toEqual([])
    await context.close()
  })
})
