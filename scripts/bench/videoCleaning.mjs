// Cleaning a 450 MB phone video must take at most 1 s and 50 MB of extra memory in the browser
// (product.md §7): only moov and the removed tracks' samples are touched, never the media data
// as a whole, unless its frames carry data decoders skip. Three videos are written box by box
// at bench time (never committed, ../media-fixtures/droneVideo.mjs): half an hour of 64 × 48
// picture at 30 frames a second with location, device and title items, one with a drone's
// subtitle track, one without, and one with a caption in every frame. Each is picked through a
// file input, as a source would, and cleaned by the engine served by Vite in Chromium. The control, in the same page:
// reading the whole file once, which is what a cleaner that does not hop over media data costs.
//
// `benchVideoCleaning()` returns rows and prints nothing; `node scripts/bench/videoCleaning.mjs`
// prints them. The bench of large boxes (bigBoxes.mjs) writes its videos and measures them with
// the pieces exported here.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'
import { SECONDS, writeVideo } from '../media-fixtures/droneVideo.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './support.mjs'

export const RUNS = 5
const TARGET_MS = 1000
const TARGET_MEGABYTES = 50
/** Chromium's renderer processes, by process id, to read their memory from /proc. */
export async function rendererIds(browser) {
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = await session.send('SystemInfo.getProcessInfo')
  return processInfo.filter((info) => info.type === 'renderer').map((info) => info.id)
}

export const statusField = (id, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1])

/**
 * Resets the renderers' peak resident memory to what they hold now (Linux does on `5` in
 * clear_refs) and returns that, in kB.
 */
export function resetPeaks(ids) {
  for (const id of ids) writeFileSync(`/proc/${id}/clear_refs`, '5')
  return ids.reduce((total, id) => total + statusField(id, 'VmRSS'), 0)
}

/** The megabytes the renderers' peak resident memory rose over `before` (in kB). */
export const peakGain = (ids, before) =>
  (ids.reduce((total, id) => total + statusField(id, 'VmHWM'), 0) - before) / 1024

/**
 * Runs `work` in the page once to warm up, then `RUNS` times: the median time, and the peak
 * resident memory the renderers gained over what they held before.
 */
export async function measure(page, ids, work, argument) {
  await page.evaluate(work, argument)
  const before = resetPeaks(ids)
  const times = []
  for (let run = 0; run < RUNS; run++) times.push(await page.evaluate(work, argument))
  return { ms: median(times), megabytes: peakGain(ids, before) }
}

/** Cleans the picked file in the page; returns the milliseconds it took. */
export const cleanPicked = async () => {
  const media = await import('/src/lib/media/index.ts')
  const [file] = document.querySelector('input').files
  const start = performance.now()
  const { removed, remaining } = await media.removeHiddenDetails(file, 'mp4')
  const took = performance.now() - start
  if (remaining.length || !removed.includes('location')) throw new Error('not cleaned')
  return took
}

/** The control: the whole picked file read into memory once. */
export const readPicked = async () => {
  const [file] = document.querySelector('input').files
  const start = performance.now()
  await file.arrayBuffer()
  return performance.now() - start
}

/**
 * The second control: the picked file joined again from slices cut around each subtitle, with
 * zeroes in their place, and its first bytes read: what the platform's Blobs cost for as
 * many parts as the cleaner makes, before any box is read.
 */
const joinAroundSubtitles = async ({ mediaStart, stride, subtitleSize }) => {
  const [file] = document.querySelector('input').files
  const start = performance.now()
  const parts = []
  for (let at = mediaStart; at < file.size; at += stride) {
    parts.push(file.slice(at, at + stride - subtitleSize), new Uint8Array(subtitleSize))
  }
  await new Blob(parts).slice(0, 16).arrayBuffer()
  return performance.now() - start
}

/**
 * Chromium beside a started `server`, both closed together (the server at once if Chromium does
 * not start), and `pick(path)`: a page with the file at `path` chosen, as `open(browser, path)`
 * opens it.
 */
export async function browserBeside(server, open) {
  let browser
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  } catch (error) {
    await server.close()
    throw error
  }
  return {
    browser,
    pick: (path) => open(browser, path),
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/**
 * Vite serving the engine's modules and a bench page, a file input, on the same origin; and
 * Chromium, to open the page and pick a file in it (`pick(path)` returns the page).
 */
export async function startBenchPage() {
  const server = await createServer({
    server: { host: '127.0.0.1', port: 0 },
    appType: 'custom',
    logLevel: 'error',
  })
  server.middlewares.use('/bench', (_, response) => {
    response.setHeader('Content-Type', 'text/html')
    response.end('<!doctype html><title>Video cleaning</title><input type="file">')
  })
  await server.listen()
  return browserBeside(server, async (browser, path) => {
    const page = await browser.newPage()
    await page.goto(new URL('/bench', server.resolvedUrls.local[0]).href)
    await page.locator('input').setInputFiles(path)
    return page
  })
}

export const row = (name, value, unit, target = null) => ({ name, value, unit, target })

/** A row's figure as printed: a ratio to two places, as its target sits on the first. */
export const figure = ({ value, unit }) => `${value.toFixed(unit === 'x' ? 2 : 1)} ${unit}`

/** Prints rows when a bench file runs alone. */
export function printRows(rows) {
  for (const line of rows) {
    const { name, unit, target } = line
    const targetText = target === null ? '' : ` (target <= ${target} ${unit})`
    console.log(`${name}: ${figure(line)}${targetText}`)
  }
}

const KINDS = {
  drone: { name: 'with a subtitle track and metadata items', subtitles: true },
  phone: { name: 'without extra tracks' },
  captions: { name: 'with captions in user data SEI in all its 54,000 frames', captions: true },
}

export async function benchVideoCleaning() {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-bench-'))
  const bench = await startBenchPage()
  try {
    const rows = []
    for (const kind of ['drone', 'phone', 'captions']) {
      const path = join(folder, `${kind}.mp4`)
      const layout = writeVideo(path, KINDS[kind])
      const page = await bench.pick(path)
      const ids = await rendererIds(bench.browser)
      const cleaning = await measure(page, ids, cleanPicked)
      const reading = await measure(page, ids, readPicked)
      const joining = kind === 'drone' && (await measure(page, ids, joinAroundSubtitles, layout))
      await page.close()
      rows.push(
        row(
          `Clean a 450 MB MP4 ${KINDS[kind].name}, median of ${RUNS}`,
          cleaning.ms,
          'ms',
          TARGET_MS,
        ),
        row('  its extra memory at the peak', cleaning.megabytes, 'MB', TARGET_MEGABYTES),
        row(`Control: read the same file whole, median of ${RUNS}`, reading.ms, 'ms'),
        row('  its extra memory at the peak', reading.megabytes, 'MB'),
      )
      if (joining) {
        const name = `Control: join it from slices around its ${SECONDS} subtitles, median of ${RUNS}`
        rows.push(row(name, joining.ms, 'ms'))
      }
      rmSync(path)
    }
    return rows
  } finally {
    await bench.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await benchVideoCleaning())
