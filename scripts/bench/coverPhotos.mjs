// Covering a 12-megapixel photo (product.md §7): face suggestions from opening the editor to
// the suggestions on screen (first and second opening), with the longest main-thread task
// meanwhile, against decoding the same photo in the page; applying the covers and re-encoding;
// and what the editor loads, only on first open, with its sizes.
// `benchCoverPhotos(baseURL, distDir)` returns rows and prints nothing; `node
// scripts/bench/coverPhotos.mjs <baseURL> <distDir>` prints them.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  logInAsUser,
  refuseWebAssembly,
  watchWebAssembly,
} from './support.mjs'

const SUGGESTIONS_TARGET_MS = 1500
const APPLY_TARGET_MS = 1000
const LONG_TASK_TARGET_MS = 50
// The face finder's own sample photo, from its package, scaled up to 12 MP in the page.
const FACES = 'node_modules/@vladmandic/face-api/demo/sample1.jpg'
const NAME = 'faces-12mp.jpg'
/** What the editor brings: its chunk, the two workers and the face model. */
const EDITOR_ASSETS = /CoverEditor|coverWorker|faceWorker|tiny_face_detector|\.wasm$/

/**
 * A 4240 × 2827 JPEG (12 MP) of the sample, made in a page of its own, so that its garbage is
 * not collected in the middle of a measurement.
 */
async function twelveMegapixelPhoto(browser, sampleBytes) {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async (bytes) => {
      const sample = await createImageBitmap(new Blob([new Uint8Array(bytes)]))
      const canvas = new OffscreenCanvas(4240, 2827)
      const context = canvas.getContext('2d')
      context.drawImage(sample, 0, 0, canvas.width, canvas.height)
      // Grain, so the photo weighs what a phone's 12 MP photo weighs (a smooth one is 1 MB).
      const grained = context.getImageData(0, 0, canvas.width, canvas.height)
      for (let at = 0; at < grained.data.length; at += 4) {
        const grain = (Math.random() - 0.5) * 40
        grained.data[at] += grain
        grained.data[at + 1] += grain
        grained.data[at + 2] += grain
      }
      context.putImageData(grained, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const reader = new FileReader()
      return new Promise((resolve) => {
        reader.onload = () => resolve(String(reader.result).split(',')[1])
        reader.readAsDataURL(blob)
      })
    }, Array.from(sampleBytes))
    return Buffer.from(base64, 'base64')
  } finally {
    await page.close()
  }
}

/**
 * Clicks the button named `label` and times, on the page's clock, until each of `marks` shows (a
 * CSS selector, or a pattern in the page's text), with the longest main-thread task meanwhile.
 * Checked every frame: Playwright's own waits poll up to 500 ms apart.
 */
const clickAndTime = (page, label, marks) =>
  page.evaluate(
    async ({ label, marks }) => {
      const longTasks = []
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration)
      })
      observer.observe({ type: 'longtask' })
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === label,
      )
      // A busy button ignores the click: nothing would show, and the wait would time out.
      if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true')
        throw new Error(`${label}: no such button, or it is busy`)
      const shows = ({ selector, text }) =>
        selector
          ? document.querySelector(selector)
          : new RegExp(text).test(document.body.textContent)
      const times = {}
      const start = performance.now()
      button.click()
      await new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`${label}: timed out`)), 60_000)
        const check = () => {
          for (const [name, mark] of Object.entries(marks)) {
            if (!(name in times) && shows(mark)) times[name] = performance.now() - start
          }
          if (Object.keys(times).length < Object.keys(marks).length) {
            requestAnimationFrame(check)
            return
          }
          clearTimeout(timeout)
          resolve()
        }
        check()
      })
      // A long task is reported once it has ended: one more frame lets the last one in.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      observer.disconnect()
      return { ...times, longest: Math.max(0, ...longTasks) }
    },
    { label, marks },
  )

async function suggestFaces(page) {
  const timing = await clickAndTime(page, `Cover faces and details in ${NAME}`, {
    shown: { selector: '[role="dialog"] canvas' },
    done: { text: 'faces? suggested|No faces found|could not be looked for' },
  })
  const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
  return { ...timing, said: await editor.getByRole('status').textContent(), editor }
}

/** The control: the browser decodes the chosen photo, as the page would to show it. */
const decodeInPage = (page) =>
  page.evaluate(async () => {
    const start = performance.now()
    const bitmap = await createImageBitmap(window.benchPhoto)
    bitmap.close()
    return { ms: performance.now() - start }
  })

const gzipBytes = (distDir, url) =>
  gzipSync(readFileSync(`${distDir}${new URL(url).pathname}`), { level: 9 }).length

/** One sender's session: the photo chosen, the editor opened twice, the covers applied. */
async function coverOnce(browser, baseURL, photo, { webAssembly }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  try {
    if (!webAssembly) await refuseWebAssembly(context)
    const wasmFetched = watchWebAssembly(context)
    const page = await context.newPage()
    const requested = []
    context.on('request', (request) => requested.push(request.url()))
    await logInAsUser(page)
    await page.getByRole('checkbox', { name: 'Photo' }).check()
    // The picker is emptied once it has handed its files over: the control keeps the photo.
    await page.evaluate(() =>
      document.addEventListener(
        'change',
        ({ target }) => {
          window.benchPhoto = target.files[0]
        },
        { capture: true, once: true },
      ),
    )
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: NAME, mimeType: 'image/jpeg', buffer: photo })
    // While the photo is checked and cleaned its button stays focusable but says it is busy, and
    // ignores a click.
    await page
      .locator(
        `button[aria-label="Cover faces and details in ${NAME}"]:not([aria-disabled="true"])`,
      )
      .waitFor()
    await page.waitForFunction(() => true)
    const loadedBeforeOpening = requested.filter((url) => EDITOR_ASSETS.test(url))

    const control = await decodeInPage(page)
    const first = await suggestFaces(page)
    const loadedOnOpen = requested.filter((url) => EDITOR_ASSETS.test(url))
    await first.editor.getByRole('button', { name: 'Cancel' }).click()
    await first.editor.waitFor({ state: 'detached' })
    const second = await suggestFaces(page)
    const applying = await clickAndTime(page, 'Apply', { done: { text: 'Covered: \\d+ areas?' } })
    if (webAssembly !== wasmFetched.length > 0)
      throw new Error('The backend was not the one asked for')
    return { control, first, second, applying, loadedBeforeOpening, loadedOnOpen }
  } finally {
    await context.close()
  }
}

/** The rows of one opening of the editor: until the faces are suggested, and what it took. */
const openingRows = ({ done, shown, longest, said }, which) => [
  {
    name: `Face suggestions, ${which}: ${said}`,
    value: done,
    unit: 'ms',
    target: SUGGESTIONS_TARGET_MS,
  },
  { name: '  of which the photo shown', value: shown, unit: 'ms', target: null },
  {
    name: '  longest main-thread task meanwhile',
    value: longest,
    unit: 'ms',
    target: LONG_TASK_TARGET_MS,
  },
]

const suggestionRows = ({ first, second }, backend) => [
  ...openingRows(first, `${backend}, first open (code and model loaded)`),
  ...openingRows(second, `${backend}, second open`),
]

export async function benchCoverPhotos(baseURL, distDir) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const photo = await twelveMegapixelPhoto(browser, readFileSync(FACES))
    const shipped = await coverOnce(browser, baseURL, photo, { webAssembly: true })
    const withoutWasm = await coverOnce(browser, baseURL, photo, { webAssembly: false })
    const { control, applying, loadedBeforeOpening, loadedOnOpen } = shipped
    return [
      ...suggestionRows(shipped, 'WebAssembly backend (the shipped policy)'),
      ...suggestionRows(withoutWasm, 'CPU backend (a policy that refuses WebAssembly)'),
      {
        name: 'Control: the page decodes the same photo',
        value: control.ms,
        unit: 'ms',
        target: null,
      },
      {
        name: 'Apply the covers and re-encode the 12 MP photo, until the card says so',
        value: applying.done,
        unit: 'ms',
        target: APPLY_TARGET_MS,
      },
      {
        name: '  longest main-thread task meanwhile',
        value: applying.longest,
        unit: 'ms',
        target: LONG_TASK_TARGET_MS,
      },
      { name: 'Photo size', value: photo.length / 1024 / 1024, unit: 'MB', target: null },
      {
        name: 'Editor files loaded before the editor first opened',
        value: loadedBeforeOpening.length,
        unit: 'files',
        target: 0,
      },
      ...loadedOnOpen.map((url) => ({
        name: `  loaded on first open: ${new URL(url).pathname.split('/').pop()} (gzip)`,
        value: gzipBytes(distDir, url) / 1024,
        unit: 'KB',
        target: null,
      })),
    ]
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchCoverPhotos(process.argv[2], process.argv[3])) {
    const target = row.target === null ? '' : ` (target <= ${row.target} ${row.unit})`
    console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}${target}`)
  }
}
