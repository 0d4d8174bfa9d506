// Covering faces in a video (product.md §7): a 30-second 720p H.264 clip, 30 frames a second,
// with two moving faces and a voice, covered with two given tracks and the sound kept, in Chromium
// (the engine served by Vite, as videoCleaning.mjs serves the media engine); beside it the
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
// `benchVideoCover()` returns rows and prints nothing; `node scripts/bench/videoCover.mjs` prints them.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { peakGain, printRows, resetPeaks, row, startBenchPage } from './videoCleaning.mjs'

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

/** The fixture looped to `seconds`, 1280 × 720 at 30 frames a second, as a phone films it. */
function clip(folder, seconds) {
  const path = join(folder, `faces-${seconds}s.mp4`)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', FIXTURE, '-t', String(seconds)],
    ...['-vf', 'scale=1280:720,fps=30', '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '6M'],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
    ...['-c:a', 'aac', '-b:a', '96k', path],
  ])
  return path
}

/**
 * The page with `path` chosen and the video cover's engine loaded. The engine's worker URLs are
 * Vite's source paths, which the Trusted Types policy refuses (it takes built workers only), so
 * the page runs without Trusted Types. Loaded as text: a test runner would rewrite an import().
 */
export async function pageWithVideoCover(bench, path) {
  const page = await bench.pick(path)
  await page.evaluate(
    `Object.defineProperty(window, 'trustedTypes', { value: undefined });
    import('/src/lib/videoCover/index.ts').then((engine) => { window.videoCover = engine })`,
  )
  await page.waitForFunction(() => window.videoCover !== undefined)
  return page
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

export async function benchVideoCover() {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-cover-bench-'))
  const bench = await startBenchPage()
  try {
    const short = clip(folder, 30)
    const page = await pageWithVideoCover(bench, short)
    // Warm: the worker and mediabunny load once, before anything is timed.
    await page.evaluate(() => window.videoCover.openVideo(document.querySelector('input').files[0]))
    const control = await coverChosen(page, [])
    const covered = await coverChosen(page, faceTracks(30))
    await page.close()

    const long = clip(folder, 600)
    const longPage = await pageWithVideoCover(bench, long)
    const ids = await processIds(bench.browser)
    const renderersBefore = resetPeaks(ids.renderers)
    const allBefore = resetPeaks(ids.all.filter((id) => !ids.renderers.includes(id)))
    const longCovered = await coverChosen(longPage, faceTracks(600))
    const rendererGain = peakGain(ids.renderers, renderersBefore)
    const othersGain = peakGain(
      ids.all.filter((id) => !ids.renderers.includes(id)),
      allBefore,
    )
    await longPage.close()

    return [
      row('Cover a 30 s 720p clip, two faces, sound kept', covered.seconds, 's', COVER_TARGET_S),
      row(
        '  its time over the control',
        covered.seconds / control.seconds,
        'x',
        CONTROL_RATIO_TARGET,
      ),
      row('Control: the same clip through the same pipeline, no box drawn', control.seconds, 's'),
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
    ]
  } finally {
    await bench.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await benchVideoCover())
