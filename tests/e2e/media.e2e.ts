import {
  closeSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { PHONE, logIn, openPage, sharedBrowser } from './support/browser'

const browser = sharedBrowser()

const fixture = (name: string) => resolve('tests/fixtures/media', name)
/** A fixture as the picker hands it over under another `name` (the file on disk keeps its own). */
const fixtureAs = (file: string, name = file) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(fixture(file)),
})

const madeUpFiles = mkdtempSync(join(tmpdir(), 'tipwire-picked-'))
afterAll(() => rmSync(madeUpFiles, { recursive: true }))

/**
 * A made-up file under `name`, handed over by its path: `content`, or that many zero bytes.
 * Playwright sends a buffer through the protocol as text, which for 25 MB outlasted the 10 s a
 * step has on a busy machine; a path it hands to the browser as it is.
 */
function madeUpFile(name: string, content: Buffer | number) {
  const path = join(madeUpFiles, name)
  if (typeof content === 'number') {
    const file = openSync(path, 'w')
    ftruncateSync(file, content)
    closeSync(file)
  } else {
    writeFileSync(path, content)
  }
  return path
}

declare global {
  interface Window {
    objectUrls: { made: string[]; revoked: string[] }
  }
}

/** Records every object URL the page makes and revokes. */
const countObjectUrls = (context: BrowserContext) =>
  context.addInitScript(() => {
    const objectUrls = { made: [] as string[], revoked: [] as string[] }
    window.objectUrls = objectUrls
    const create = URL.createObjectURL.bind(URL)
    const revoke = URL.revokeObjectURL.bind(URL)
    URL.createObjectURL = (object) => {
      const url = create(object)
      objectUrls.made.push(url)
      return url
    }
    URL.revokeObjectURL = (url) => {
      objectUrls.revoked.push(url)
      revoke(url)
    }
  })

const objectUrls = (page: Page) => page.evaluate(() => window.objectUrls)

const photoPicker = (page: Page) => page.getByLabel('Choose photos')

async function openDashboard(viewport?: typeof PHONE) {
  const watched = await openPage(browser(), viewport)
  await countObjectUrls(watched.context)
  await logIn(watched.page, 'user')
  return watched
}

async function switchOn(page: Page, ...checkboxes: string[]) {
  for (const name of checkboxes) await page.getByRole('checkbox', { name }).check()
}

/** A picture's preview has decoded when the browser knows its size. */
const hasDecoded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image: HTMLImageElement) => image.naturalWidth > 0)

describe('media attachments in a real browser', () => {
  it('cleans the GPS photo of an anonymous tip and previews it', async () => {
    const { page, context, problems } = await openDashboard()
    await page.getByRole('switch', { name: 'Submit anonymously' }).check()
    await switchOn(page, 'Photo')
    await photoPicker(page).setInputFiles(fixture('gps-photo.jpg'))
    const card = page.getByRole('list', { name: 'Chosen photo files' }).getByRole('listitem')
    await card.getByText(/^Removed: location, device, date/).waitFor()
    expect(await hasDecoded(page, 'gps-photo.jpg')).toBe(true)
    expect(await card.textContent()).not.toContain('12.97')
    // Said once in the files' live region, as the card shows it.
    await page
      .getByRole('status')
      .filter({ hasText: /^gps-photo\.jpg: Removed: location, device, date/ })
      .waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('names each refused file and why, and takes a real JPEG named photo.txt', async () => {
    const { page, context, problems } = await openDashboard()
    await switchOn(page, 'Photo')
    await photoPicker(page).setInputFiles([
      fixture('empty.jpg'),
      fixture('text-renamed.jpg'),
      fixture('drawing.svg'),
      fixture('document.pdf'),
      fixture('page.html'),
      fixture('real-photo.txt'),
      madeUpFile('huge.jpg', 25 * 1024 * 1024 + 1),
      // JPEG's magic number, then nothing a decoder can use.
      madeUpFile('broken.jpg', Buffer.from('ffd8ffe0' + '00'.repeat(64), 'hex')),
    ])
    await page.getByRole('img', { name: 'real-photo.txt' }).waitFor()
    const refusals = page.getByRole('list', { name: 'Photo files not added' })
    await refusals.getByText('broken.jpg').waitFor()
    expect(await refusals.getByRole('listitem').allTextContents()).toEqual([
      'empty.jpg was not added: it is empty.',
      'huge.jpg was not added: it is larger than 25 MB.',
      'text-renamed.jpg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
      'drawing.svg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
      'document.pdf was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
      'page.html was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
      'broken.jpg was not added: the browser could not open it.',
    ])
    expect(await hasDecoded(page, 'real-photo.txt')).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens a real video, and refuses one with a video’s magic number that does not play', async () => {
    const { page, context, problems } = await openDashboard()
    await switchOn(page, 'Video')
    const videoPicker = page.getByLabel('Choose a video')
    await videoPicker.setInputFiles({
      name: 'broken.mp4',
      mimeType: 'video/mp4',
      // An MP4's file type box, then nothing a player can use.
      buffer: Buffer.concat([
        readFileSync(fixture('located.mp4')).subarray(0, 32),
        Buffer.alloc(64),
      ]),
    })
    await page
      .getByRole('list', { name: 'Video files not added' })
      .getByText('broken.mp4 was not added: the browser could not open it.')
      .waitFor()
    await videoPicker.setInputFiles(fixture('located.mp4'))
    const card = page.getByRole('list', { name: 'Chosen video files' }).getByRole('listitem')
    await card.getByText('located.mp4', { exact: true }).waitFor()
    await card.locator('video').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('takes a video read whole that the browser neither opens nor fails within 10 seconds, without a preview', async () => {
    const { page, context, problems } = await openDashboard()
    // A browser that never answers: the media element takes the address and does nothing.
    await page.evaluate(() =>
      Object.defineProperty(HTMLMediaElement.prototype, 'src', {
        set() {
          document.body.dataset.mediaAskedAt = String(Date.now())
        },
        configurable: true,
      }),
    )
    await page.clock.install()
    await switchOn(page, 'Video')
    await page.getByLabel('Choose a video').setInputFiles(fixture('located.mp4'))
    const card = page.getByRole('list', { name: 'Chosen video files' }).getByRole('listitem')
    await card.getByText('Checking the file…').waitFor()
    // The 10 s start when the browser is asked to open the file, after its bytes were recognised.
    const body = page.locator('body[data-media-asked-at]')
    await body.waitFor({ state: 'attached' })
    // The installed clock runs with real time: it stops 9 s after the ask, however busy the machine.
    await page.clock.pauseAt(Number(await body.getAttribute('data-media-asked-at')) + 9_000)
    expect(await card.getByText('Checking the file…').isVisible()).toBe(true)
    await page.clock.runFor(1_000)
    await page.clock.resume()
    await card.getByText('No preview in this browser').waitFor()
    expect(await card.locator('video').count()).toBe(0)
    expect(await page.getByText(/was not added/).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('accepts ten photos and refuses the eleventh', async () => {
    const { page, context, problems } = await openDashboard()
    await switchOn(page, 'Photo')
    await photoPicker(page).setInputFiles(
      Array.from({ length: 11 }, (_, index) =>
        fixtureAs('gps-photo.jpg', `photo-${index + 1}.jpg`),
      ),
    )
    await page
      .getByRole('list', { name: 'Photo files not added' })
      .getByText('photo-11.jpg was not added: only 10 photos can be attached.')
      .waitFor()
    const cards = page.getByRole('list', { name: 'Chosen photo files' }).getByRole('listitem')
    await page.getByRole('img', { name: 'photo-10.jpg' }).waitFor()
    expect(await cards.count()).toBe(10)
    expect(problems).toEqual([])
    await context.close()
  })

  it('revokes every object URL on remove and on discard', async () => {
    const { page, context, problems } = await openDashboard()
    await page.getByLabel('Description').fill('Draft with pictures')
    await switchOn(page, 'Photo', 'Audio')
    await photoPicker(page).setInputFiles([
      fixture('gps-photo.jpg'),
      fixture('photo-with-text.png'),
      fixture('photo.webp'),
    ])
    await page.getByLabel('Choose an audio file').setInputFiles(fixture('tagged.mp3'))
    // Every file checked and cleaned, with its preview: none is left saying it is busy.
    for (const name of ['gps-photo.jpg', 'photo-with-text.png', 'photo.webp', 'tagged.mp3']) {
      await page.getByRole('button', { name: `Remove ${name}` }).waitFor()
    }
    await expect
      .poll(() => page.getByText(/^(Checking the file|Removing hidden details)…$/).count())
      .toBe(0)
    const before = await objectUrls(page)
    expect(before.made.length).toBeGreaterThanOrEqual(4)
    await page.getByRole('button', { name: 'Remove photo.webp' }).click()
    await page.getByRole('img', { name: 'photo.webp' }).waitFor({ state: 'detached' })
    const afterRemove = await objectUrls(page)
    expect(afterRemove.made.length - afterRemove.revoked.length).toBe(
      before.made.length - before.revoked.length - 1,
    )
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await page.getByRole('img', { name: 'gps-photo.jpg' }).waitFor({ state: 'detached' })
    const afterDiscard = await objectUrls(page)
    expect(afterDiscard.revoked.sort()).toEqual(afterDiscard.made.sort())
    expect(await page.getByLabel('Description').inputValue()).toBe('')
    // Focus returns to the emptied description once the dialog has closed.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'description')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows the reference, copies it and lists it in Tips History', async () => {
    const { page, context, problems } = await openDashboard()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByLabel('Description').fill('Water tanker diverted to a private site')
    await switchOn(page, 'Photo')
    await photoPicker(page).setInputFiles(fixture('gps-photo.jpg'))
    // Submit Tip waits for no file: clicked while one is being cleaned, it says so and sends nothing.
    await page.getByText(/^Removed: location, device, date/).waitFor()
    await page.getByRole('button', { name: 'Submit Tip' }).click()
    await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
    const reference = await page.getByRole('textbox', { name: 'Tip reference' }).inputValue()
    expect(reference).toMatch(/^TW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Reference copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
    const newest = page.getByRole('list', { name: 'Tips History' }).getByRole('listitem').first()
    expect(await newest.textContent()).toContain(`Reference ${reference}`)
    const urls = await objectUrls(page)
    expect(urls.revoked.sort()).toEqual(urls.made.sort())
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows names that lie or never end as they are, isolated, with no sideways scroll at 375 px', async () => {
    const { page, context, problems } = await openDashboard(PHONE)
    await switchOn(page, 'Photo')
    const longStem = 'a'.repeat(10_000)
    await photoPicker(page).setInputFiles([
      fixtureAs('gps-photo.jpg', 'holiday-\u202Egpj.exe'),
      fixtureAs('gps-photo.jpg', `${longStem}.jpg`),
      fixtureAs('text-renamed.jpg', `${'b'.repeat(10_000)}.jpg`),
    ])
    const cards = page.getByRole('list', { name: 'Chosen photo files' }).getByRole('listitem')
    await page.getByRole('list', { name: 'Photo files not added' }).waitFor()
    // Both cleaned: a card still being cleaned is shorter, with no switch.
    for (const index of [0, 1]) {
      await cards
        .nth(index)
        .getByText(/^Removed: /)
        .waitFor()
    }
    const lying = cards.nth(0).locator('bdi').first()
    expect(await lying.textContent()).toBe('holiday-⟨U+202E⟩gpj.exe')
    expect(await lying.getAttribute('title')).toBe('holiday-⟨U+202E⟩gpj.exe')
    const endless = cards.nth(1).locator('bdi').first()
    expect(await endless.getAttribute('title')).toBe(`${longStem}.jpg`)
    expect((await endless.textContent())?.length).toBeLessThanOrEqual(60)
    expect(await endless.textContent()).toMatch(/…a*\.jpg$/)
    // A shortened name takes a few lines more than a short one, not thousands of pixels.
    const shortCard = (await cards.nth(0).boundingBox())?.height ?? 0
    expect((await cards.nth(1).boundingBox())?.height).toBeLessThan(shortCard + 150)
    const refusal = page.getByRole('list', { name: 'Photo files not added' }).getByRole('listitem')
    expect(await refusal.locator('bdi').count()).toBe(1)
    expect(await refusal.textContent()).toMatch(/^b+…b*\.jpg was not added: it is not a JPEG/)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)(
    'lays out photo, video and audio previews on %s without overflow',
    async (name, viewport) => {
      const { page, context, problems } = await openDashboard(viewport)
      await switchOn(page, 'Photo', 'Video', 'Audio')
      await photoPicker(page).setInputFiles([
        fixture('gps-photo.jpg'),
        fixture('photo-with-text.png'),
      ])
      await page.getByLabel('Choose a video').setInputFiles(fixture('located.mp4'))
      await page.getByLabel('Choose an audio file').setInputFiles(fixture('tagged.mp3'))
      await page.getByRole('img', { name: 'photo-with-text.png' }).waitFor()
      await page.getByRole('button', { name: 'Remove tagged.mp3' }).waitFor()
      await page.locator('video').waitFor()
      await page
        .getByRole('region', { name: 'Submit a tip' })
        .screenshot({ path: `/tmp/mediaui-${name}.png` })
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
