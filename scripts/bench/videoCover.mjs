// Covering faces in a video (product.md §7): a 30-second 720p H.264 clip, 30 frames a second,
// with two moving faces and a voice, covered with two given tracks and the sound kept, in Chromium
// (the engine's page built and served as the browser tests serve it); beside it the
// control, the same clip through the same pipeline with no box drawn. Then the extra memory while
// covering a 10-minute clip of the same kind. The clips are made at run time from the committed
// fixture (tests/fixtures/media/faces-moving.mp4), looped and scaled by ffmpeg, never committed.
//
// Memory is what Linux counts for Chromium's processes: each one's peak resident memory (VmHWM
// in /proc, reset to what it holds before the run, as videoCleaning.mjs does). The target is
// the renderer's, where the page and its workers run and WebCodecs decodes and encodes in
// software here (no GPU); the new file's bytes, kept as Blobs, live in the browser process, so
// every Chromium process is given beside it, with the new file's size.
//
// `benchVideoCover(report)` gives its rows to `report` as they come; `node scripts/bench/videoCover.mjs`
// prints them.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildAndServe } from '../serve.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support.mjs'
import { peakGain, printRows, resetPeaks, row } from './videoCleaning.mjs'

const COVER_TARGET_S = 30
const CONTROL_RATIO_TARGET = 1.5
const MEMORY_TARGET_MB = 200
const FIXTURE = 'tests/fixtures/media/faces-moving.mp4'

/** The fixture's two faces, as tracks over its 4 s (fractions of the picture, whatever its size). */
const faceTracks = (seconds) => [
  {
    id: 'left-to-right',
    keys: Array.from({ length: seconds / 4 }, (_, loop) => [
      { time: loop * 4, x: 10 / 320, y: 20 / 240, width: 0.25, height: 0.4 },
      { time: loop * 4 + 3.99, x: 210 / 320, y: 20 / 240, width: 0.25, height: 0.4 },
    ]).flat(),
  },
  {
    id: 'right-to-left',
    keys: Array.from({ length: seconds / 4 }, (_, loop) => [
      { time: loop * 4, x: 230 / 320, y: 124 / 240, width: 0.25, height: 0.4 },
      { time: loop * 4 + 3.99, x: 70 / 320, y: 124 / 240, width: 0.25, height: 0.4 },
    ]).flat(),
  },
]

/** The fixture looped to 30 s, 1280 × 720 at 30 frames a second, as a phone films it. */
function halfMinuteClip(folder) {
  const path = join(folder, 'faces-30s.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', FIXTURE, '-t', '30'],
    ...['-vf', 'scale=1280:720,fps=30', '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '6M'],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
    ...['-c:a', 'aac', '-b:a', '96k', path],
  ])
  return path
}

/** `clip` played over and over for `seconds`, its packets copied: made in seconds, not minutes. */
function looped(folder, clip, seconds) {
  const path = join(folder, `faces-${seconds}s.mp4`)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', clip, '-t', String(seconds)],
    ...['-c', 'copy', path],
  ])
  return path
}

/**
 * A page of the engine's page served at `url` (tests/e2e/support/videoCoverPage: the video
 * cover's library as `window.videoCover`, beside a file input), with `path` chosen in it.
 */
export async function pickInVideoCoverPage(browser, url, path) {
  const page = await browser.newPage()
  await page.goto(`${url}/`)
  await page.waitForFunction(() => window.videoCover !== undefined)
  await page.locator('input').setInputFiles(path)
  return page
}

/**
 * The engine's page built as the app is built (its Vite config, workers and chunks) and served
 * with the app's headers, Trusted Types and all, as the browser tests serve it
 * (tests/e2e/support/videoEngine.ts), and Chromium to open it in.
 */
async function startVideoCoverPage(folder) {
  const server = await buildAndServe(
    'tests/e2e/support/videoCoverPage/build.mjs',
    join(folder, 'page'),
  )
  let browser
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  } catch (error) {
    await server.close()
    throw error
  }
  return {
    browser,
    pick: (path) => pickInVideoCoverPage(browser, server.url, path),
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/** Covers the chosen file with `tracks`, the sound kept: seconds taken and the new file's bytes. */
const coverChosen = (page, tracks) =>
  page.evaluate(async (tracks) => {
    const [file] = document.querySelector('input').files
    const started = performance.now()
    const covered = await window.videoCover.coverVideo(
      file,
      { tracks, sound: 'keep' },
      () => {},
      new AbortController().signal,
    )
    return { seconds: (performance.now() - started) / 1000, bytes: covered.file.size }
  }, tracks)

/** Chromium's processes by id, renderers apart, to read their memory. */
async function processIds(browser) {
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = await session.send('SystemInfo.getProcessInfo')
  await session.detach()
  return {
    renderers: processInfo.filter(({ type }) => type === 'renderer').map(({ id }) => id),
    all: processInfo.map(({ id }) => id),
  }
}

/**
 * Gives `report` the rows of the 30-second clip as soon as they are measured, then those of the
 * 10-minute one: the second part takes many minutes.
 */
export async function benchVideoCover(report) {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-cover-bench-'))
  const bench = await startVideoCoverPage(folder)
  try {
    const short = halfMinuteClip(folder)
    const page = await bench.pick(short)
    // Warm: the worker and mediabunny load once, before anything is timed.
    await page.evaluate(() => window.videoCover.openVideo(document.querySelector('input').files[0]))
    const control = await coverChosen(page, [])
    const covered = await coverChosen(page, faceTracks(30))
    await page.close()
    report([
      row('Cover a 30 s 720p clip, two faces, sound kept', covered.seconds, 's', COVER_TARGET_S),
      row(
        '  its time over the control',
        covered.seconds / control.seconds,
        'x',
        CONTROL_RATIO_TARGET,
      ),
      row('Control: the same clip through the same pipeline, no box drawn', control.seconds, 's'),
    ])

    const long = looped(folder, short, 600)
    const longPage = await bench.pick(long)
    const ids = await processIds(bench.browser)
    const others = ids.all.filter((id) => !ids.renderers.includes(id))
    const renderersBefore = resetPeaks(ids.renderers)
    const othersBefore = resetPeaks(others)
    const longCovered = await coverChosen(longPage, faceTracks(600))
    const rendererGain = peakGain(ids.renderers, renderersBefore)
    const othersGain = peakGain(others, othersBefore)
    await longPage.close()
    report([
      row(
        'Extra memory covering a 10-minute 720p clip (renderer: page and workers, peak)',
        rendererGain,
        'MB',
        MEMORY_TARGET_MB,
      ),
      row(
        "  Chromium's other processes meanwhile (the new file's Blobs among them)",
        othersGain,
        'MB',
      ),
      row('  the 10-minute covered file', longCovered.bytes / 1024 / 1024, 'MB'),
      row('  time to cover it', longCovered.seconds, 's'),
    ])
  } finally {
    await bench.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchVideoCover(printRows)
