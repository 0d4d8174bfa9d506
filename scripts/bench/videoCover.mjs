// Covering faces in a video (product.md §7): a 30-second 720p H.264 clip, 30 frames a second,
// with two moving faces and a voice, from Suggest faces to the covered file ready, the sound kept,
// in Chromium (the engine's page built and served as the browser tests serve it); beside it the
// control, the same clip re-encoded with no face searched and no box drawn (the cover with no
// box, which hands each frame to the encoder as decoded: coveringFrames.ts), the two taking
// turns three times (medians; the face model loads in the first turn). Then
// the extra memory while covering a 10-minute clip of the same kind with two given tracks, and
// the control's on the 30-second clip. The clips are made at run time from the committed
// fixture (tests/fixtures/media/faces-moving.mp4), looped and scaled by ffmpeg, never committed.
//
// Memory is what Linux counts for Chromium's processes: each one's peak resident memory (VmHWM
// in /proc, reset to what it holds before the run, as videoCleaning.mjs does), from a baseline
// taken once the engine's worker has opened the file (mediabunny loaded). The target is
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
import { buildAndServe } from '../serve.mjs'
import { median } from './support.mjs'
import {
  browserBeside,
  peakGain,
  printRows,
  resetPeaks,
  row,
  statusField,
} from './videoCleaning.mjs'

const COVER_TARGET_S = 30
const CONTROL_RATIO_TARGET = 1.5
const MEMORY_TARGET_MB = 200
const FIXTURE = 'tests/fixtures/media/faces-moving.mp4'
const RUNS = 3

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

/**
 * The fixture looped to 30 s, 1280 × 720 at 30 frames a second, as a phone films it: its pixels
 * square (`setsar=1`). Without it, ffmpeg keeps the fixture's 4:3 shape by marking each pixel
 * three quarters as wide as it is high, and mediabunny then redraws every frame as 1280 × 960 on
 * a canvas: neither a 720p picture nor the path a phone's clip takes.
 */
function halfMinuteClip(folder) {
  const path = join(folder, 'faces-30s.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-stream_loop', '-1', '-i', FIXTURE, '-t', '30'],
    ...['-vf', 'scale=1280:720,setsar=1,fps=30'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '6M'],
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
  return browserBeside(server, (browser, path) => pickInVideoCoverPage(browser, server.url, path))
}

/** Opens the chosen file for covering: the engine's worker and mediabunny load. */
const openChosen = (page) =>
  page.evaluate(() => window.videoCover.openVideo(document.querySelector('input').files[0]))

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

/**
 * What the issue times: Suggest faces on the chosen file, then its faces covered, the sound kept,
 * from the first click to the covered file ready; with the faces found.
 */
const suggestAndCover = (page) =>
  page.evaluate(async () => {
    const [file] = document.querySelector('input').files
    const started = performance.now()
    const tracks = await window.videoCover.suggestFaceTracks(
      file,
      () => {},
      new AbortController().signal,
    )
    await window.videoCover.coverVideo(
      file,
      { tracks, sound: 'keep' },
      () => {},
      new AbortController().signal,
    )
    return { seconds: (performance.now() - started) / 1000, faces: tracks.length }
  })

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

const sharedMegabytes = (ids) =>
  ids.reduce((total, id) => total + statusField(id, 'RssShmem'), 0) / 1024

/**
 * `work` on `path`, in a page of its own whose engine worker has opened the file already (its
 * code, mediabunny and the worker's own memory are in the baseline): what `work` gave, and how
 * far Chromium's peak memory rose meanwhile, in MB: the renderer's (the page and its workers,
 * where WebCodecs decodes and encodes in software here), the shared memory the renderer still
 * holds once done (where Chromium keeps the frames made in the page, pooled), and the other
 * processes' (the new file's Blobs are kept in the browser process).
 */
async function memoryWhile(bench, path, work) {
  const page = await bench.pick(path)
  await openChosen(page)
  const ids = await processIds(bench.browser)
  const others = ids.all.filter((id) => !ids.renderers.includes(id))
  const renderersBefore = resetPeaks(ids.renderers)
  const othersBefore = resetPeaks(others)
  const sharedBefore = sharedMegabytes(ids.renderers)
  const result = await work(page)
  const memory = {
    renderer: peakGain(ids.renderers, renderersBefore),
    shared: sharedMegabytes(ids.renderers) - sharedBefore,
    others: peakGain(others, othersBefore),
  }
  await page.close()
  return { result, ...memory }
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
    await openChosen(page)
    // The control and the cover take turns, so that the machine's moods fall on both alike.
    const controls = []
    const covers = []
    for (let run = 0; run < RUNS; run += 1) {
      controls.push((await coverChosen(page, [])).seconds)
      covers.push(await suggestAndCover(page))
    }
    await page.close()
    const control = median(controls)
    const covered = median(covers.map(({ seconds }) => seconds))
    // Each turn's cover over the control timed just before it, the machine alike for both.
    const ratio = median(covers.map(({ seconds }, turn) => seconds / controls[turn]))
    const faces = [...new Set(covers.map(({ faces }) => faces))].join(' or ')
    report([
      row(
        `Suggest faces and cover them in a 30 s 720p clip, sound kept, median of ${RUNS} (${faces} faces found)`,
        covered,
        's',
        COVER_TARGET_S,
      ),
      row(
        `  its time over the control, median of the ${RUNS} turns`,
        ratio,
        'x',
        CONTROL_RATIO_TARGET,
      ),
      row(
        `Control: the same clip re-encoded, no box drawn, frames as decoded, median of ${RUNS}`,
        control,
        's',
      ),
    ])

    const controlMemory = await memoryWhile(bench, short, (page) => coverChosen(page, []))
    const long = looped(folder, short, 600)
    const longMemory = await memoryWhile(bench, long, (page) => coverChosen(page, faceTracks(600)))
    report([
      row(
        'Extra memory covering a 10-minute 720p clip (renderer: page and workers, peak)',
        longMemory.renderer,
        'MB',
        MEMORY_TARGET_MB,
      ),
      row('  of it, shared memory the renderer still holds after', longMemory.shared, 'MB'),
      row(
        "  Chromium's other processes meanwhile (the new file's Blobs among them)",
        longMemory.others,
        'MB',
      ),
      row('  the 10-minute covered file', longMemory.result.bytes / 1024 / 1024, 'MB'),
      row('  time to cover it', longMemory.result.seconds, 's'),
      row(
        'Control: extra memory re-encoding the 30 s clip, no box (renderer, peak)',
        controlMemory.renderer,
        'MB',
      ),
      row('  of it, shared memory the renderer still holds after', controlMemory.shared, 'MB'),
    ])
  } finally {
    await bench.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchVideoCover(printRows)
