import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { violationsOf } from './support/axe'
import {
  emulateColorScheme,
  logIn,
  openPage,
  sharedBrowser,
  untilPhotoReady,
} from './support/browser'

const browser = sharedBrowser()

const fixture = (name: string) => resolve('tests/fixtures/media', name)

// The parts of TipWire a file's journey downloads only when it needs them (product.md §7). The
// editor's own code and the face finder have tests of their own (coverEditorTouch.e2e.ts).
const MEDIA_WORKER = /\/assets\/fileWorker-[\w-]+\.js$/
const HEIC_DECODER = /\/assets\/libheif-[\w-]+\.wasm$/
const COVER_WORKER = /\/assets\/coverWorker-[\w-]+\.js$/

const DESCRIPTION = 'Water tanker diverted at the depot'
const NOT_CHECKED =
  'This file could not be checked yet: a part of TipWire could not be downloaded. Check your connection, then retry. Your tip and files are kept.'
const NOT_OPENED =
  'This photo could not be opened for covering: a part of TipWire could not be downloaded. Check your connection, then retry. The photo is unchanged.'

const coverLabel = (name: string) => `Cover faces and details in ${name}`

/** A draft with a description and one photo already checked: what a failure must not lose. */
async function openDraft() {
  const watched = await openPage(browser())
  const { page } = watched
  await logIn(page, 'user')
  await page.getByLabel(/Description/).fill(DESCRIPTION)
  await page.getByRole('checkbox', { name: 'Photo' }).check()
  return watched
}

async function attach(page: Page, name: string) {
  await page.getByLabel('Choose photos').setInputFiles(fixture(name))
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Chosen photo files' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove ${name}` }) })

/** Downloads matching `part` fail as a dropped connection fails them, until `restored`. */
async function cutOff(context: BrowserContext, part: RegExp) {
  await context.route(part, (route) => route.abort('internetdisconnected'))
  return { restored: () => context.unroute(part) }
}

/** Nothing went wrong but the downloads cut off, and their failure said in the console. */
const otherThan = (problems: string[], part: RegExp) =>
  problems.filter(
    (problem) =>
      !part.test(problem.replace(/^request failed: /, '')) &&
      problem !== 'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
  )

/** What axe finds on the page, in light and in dark. */
async function violationsInBothSchemes(page: Page) {
  const found = []
  for (const scheme of ['light', 'dark'] as const) {
    await emulateColorScheme(page, scheme)
    found.push(...(await violationsOf(page)))
  }
  return found
}

/** The draft as it was: the description, and the photo checked before the failure. */
async function expectDraftKept(page: Page) {
  expect(await page.getByLabel(/Description/).inputValue()).toBe(DESCRIPTION)
  await cardOf(page, 'gps-photo.jpg').getByRole('img', { name: 'gps-photo.jpg' }).waitFor()
  expect(await page.getByText(/was not added/).count()).toBe(0)
}

describe('a part of TipWire that could not be downloaded, in a real browser', () => {
  it.each([
    ['the HEIC decoder', HEIC_DECODER, 'iphone.heic'],
    ['the media engine’s worker', MEDIA_WORKER, 'progressive.jpg'],
  ])(
    'says a file waits for %s as a connection problem, and Retry checks it once the connection is back',
    async (_part, part, name) => {
      const { page, context, problems } = await openDraft()
      // A photo checked before the connection drops; the worker of the media engine stays.
      if (part !== MEDIA_WORKER) {
        await attach(page, 'gps-photo.jpg')
        await untilPhotoReady(page, coverLabel('gps-photo.jpg'))
      }
      const connection = await cutOff(context, part)
      await attach(page, name)
      const note = cardOf(page, name).getByRole('alert')
      await note.waitFor()
      expect(await note.textContent()).toContain(NOT_CHECKED)
      expect(await page.getByText(/could not open it/).count()).toBe(0)

      await page.getByRole('button', { name: 'Submit Tip' }).click()
      await page
        .getByText(
          'A part of TipWire that a chosen file needs could not be downloaded. Check your connection, press Retry on the file, then submit again.',
        )
        .waitFor()
      expect(await violationsInBothSchemes(page)).toEqual([])

      await connection.restored()
      await note.getByRole('button', { name: `Retry ${name}` }).click()
      await cardOf(page, name).getByRole('img', { name }).waitFor()
      await untilPhotoReady(page, coverLabel(name))
      expect(await note.count()).toBe(0)
      expect(await page.getByLabel(/Description/).inputValue()).toBe(DESCRIPTION)
      if (part !== MEDIA_WORKER) await expectDraftKept(page)
      expect(otherThan(problems, part)).toEqual([])
      await context.close()
    },
  )

  it.each([
    ['the cover worker', COVER_WORKER, 'gps-photo.jpg'],
    ['the HEIC decoder', HEIC_DECODER, 'iphone.heic'],
  ])(
    'says in the editor that %s could not be downloaded, and Retry opens the photo',
    async (_part, part, name) => {
      const { page, context, problems } = await openDraft()
      await attach(page, 'gps-photo.jpg')
      await untilPhotoReady(page, coverLabel('gps-photo.jpg'))
      if (name !== 'gps-photo.jpg') {
        await attach(page, name)
        await untilPhotoReady(page, coverLabel(name))
      }
      const connection = await cutOff(context, part)
      await page.getByRole('button', { name: coverLabel(name) }).click()
      const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
      const failure = editor.getByRole('alert').filter({ hasText: NOT_OPENED })
      await failure.waitFor()
      expect(await violationsInBothSchemes(page)).toEqual([])

      await connection.restored()
      await failure.getByRole('button', { name: 'Retry' }).click()
      await editor.getByRole('img', { name: `${name}, as it will be sent` }).waitFor()
      await editor.getByText(/faces? suggested|No faces found/).waitFor()
      expect(await failure.count()).toBe(0)
      await editor.getByRole('button', { name: 'Cancel' }).click()
      await editor.waitFor({ state: 'detached' })
      await expectDraftKept(page)
      expect(otherThan(problems, part)).toEqual([])
      await context.close()
    },
  )
})
