// Cleaning a 450 MB phone video must take at most 1 s and 50 MB of extra memory in the browser
// (product.md §7): only moov and the removed tracks' samples are touched, never the media data
// as a whole. Two videos are written box by box at bench time (never committed): half an hour
// of 64 × 48 picture at 30 frames a second with location, device and title items, one with a
// drone's subtitle track and one without. Each is picked through a file input, as a source
// would, and cleaned by the engine served by Vite in Chromium. The control, in the same page:
// reading the whole file once, which is what a cleaner that does not hop over media data costs.
//
// `benchVideoCleaning()` returns rows and prints nothing; `node scripts/bench/videoCleaning.mjs`
// prints them. The bench of large boxes (bigBoxes.mjs) writes its videos and measures them with
// the pieces exported here.

import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'
import {
  ascii,
  box,
  fullBox,
  sampleEntry,
  trackBox,
  u16be,
  u32be,
  userDataText,
} from '../media-fixtures/writers.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './support.mjs'

export const RUNS = 5
const TARGET_MS = 1000
const TARGET_MEGABYTES = 50
const SECONDS = 1800
const FRAMES_PER_SECOND = 30
const VIDEO_BYTES = 450 * 1024 * 1024
const FRAME_SIZE = Math.floor(VIDEO_BYTES / (SECONDS * FRAMES_PER_SECOND))
const CHUNK_SIZE = FRAME_SIZE * FRAMES_PER_SECOND

/** One subtitle a second, as DJI drones write them: camera settings, position, serial number. */
const subtitle = (second) => {
  const text = `F/2.8, SS 100, ISO 100, EV 0, GPS(77.5946,12.9716,${900 + (second % 50)}), SN:DJI0AB12345`
  return Buffer.concat([u16be(text.length), ascii(text)])
}

function videoEntry() {
  const compressorName = Buffer.alloc(32)
  compressorName.write('\u000cLavc libx264', 'latin1')
  return sampleEntry(
    'avc1',
    Buffer.alloc(16),
    ...[u16be(64), u16be(48), u32be(0x480000), u32be(0x480000), u32be(0), u16be(1)],
    compressorName,
    u16be(0x18),
    u16be(0xffff),
    box('avcC', Buffer.from([1, 0x42, 0xc0, 0x0a, 0xff, 0xe0, 0])),
  )
}

/**
 * The moov of a bench video `length` seconds long, its chunks laid from `mediaStart`: a second
 * of picture, then its subtitle. Its size does not depend on `mediaStart`.
 */
export function movie(mediaStart, withSubtitles, length = SECONDS) {
  const subtitleSize = subtitle(0).length
  const stride = CHUNK_SIZE + (withSubtitles ? subtitleSize : 0)
  const seconds = Array.from({ length }, (_, second) => mediaStart + second * stride)
  const picture = trackBox({
    id: 1,
    kind: 'vide',
    name: 'Core Media Video',
    entry: videoEntry(),
    sampleSizes: new Array(length * FRAMES_PER_SECOND).fill(FRAME_SIZE),
    chunkOffsets: seconds,
    samplesPerChunk: FRAMES_PER_SECOND,
    mediaInformationHeader: fullBox('vmhd', Buffer.alloc(8)),
  })
  const subtitles = trackBox({
    id: 2,
    kind: 'sbtl',
    name: 'DJI.Subtitle',
    entry: sampleEntry('tx3g', Buffer.alloc(38)),
    sampleSizes: seconds.map((_, second) => subtitle(second).length),
    chunkOffsets: seconds.map((offset) => offset + CHUNK_SIZE),
    samplesPerChunk: 1,
  })
  const recorded = u32be(3_856_000_000)
  const identity = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be)
  const header = fullBox(
    'mvhd',
    ...[recorded, recorded, u32be(1000), u32be(length * 1000), u32be(0x10000), u16be(0x100)],
    ...[Buffer.alloc(10), ...identity, Buffer.alloc(24), u32be(3)],
  )
  const userData = box(
    'udta',
    userDataText('\u00a9xyz', '+12.9716+077.5946/'),
    userDataText('\u00a9mak', 'DJI'),
    userDataText('\u00a9mod', 'Mavic 3'),
    userDataText('\u00a9nam', 'Ward 12 tanker'),
  )
  return box('moov', header, picture, ...(withSubtitles ? [subtitles] : []), userData)
}

/** The bytes of the media data's payload: `length` seconds of picture, each with its subtitle. */
export const mediaDataSize = (withSubtitles, length = SECONDS) =>
  length * (CHUNK_SIZE + (withSubtitles ? subtitle(0).length : 0))

export const fileType = () => box('ftyp', ascii('isom'), u32be(512), ascii('isomiso2avc1mp41'))

/** A user data SEI (H.264 §D.1.7) as a 4-byte length and its NAL unit: a camera's caption. */
function captionUnit() {
  const identifier = Buffer.alloc(16, 0x11)
  const caption = ascii('GPS 12.9716 77.5946 SN DJI0AB12345')
  const unregisteredUserData = 5
  const payload = Buffer.concat([identifier, caption])
  const unit = Buffer.concat([
    Buffer.from([0x06, unregisteredUserData, payload.length]),
    payload,
    Buffer.from([0x80]),
  ])
  return Buffer.concat([u32be(unit.length), unit])
}

/**
 * A second of picture: its frames as noise, or each a slice opened by a caption in user data
 * SEI, as some cameras carry their position in every frame.
 */
function pictureSecond(withCaptions) {
  if (!withCaptions) return Buffer.alloc(CHUNK_SIZE, 0x5a)
  const caption = captionUnit()
  const sliceLength = FRAME_SIZE - caption.length - 4
  const frame = Buffer.concat([caption, u32be(sliceLength), Buffer.alloc(sliceLength, 0x5a)])
  frame[caption.length + 4] = 0x65
  return Buffer.concat(new Array(FRAMES_PER_SECOND).fill(frame))
}

/**
 * Writes `length` seconds of picture to `file`, each followed by its subtitle if
 * `withSubtitles`, its frames opened by captions if `withCaptions`.
 */
export function writeMediaData(file, withSubtitles, length = SECONDS, withCaptions = false) {
  const picture = pictureSecond(withCaptions)
  for (let second = 0; second < length; second++) {
    writeSync(file, picture)
    if (withSubtitles) writeSync(file, subtitle(second))
  }
}

/**
 * Writes the bench video of `kind` to `path`, moov first, streaming its 450 MB of media data:
 * a drone's (a subtitle track), a phone's (picture only), or a camera's with captions in every
 * frame.
 */
function writeVideo(path, kind) {
  const withSubtitles = kind === 'drone'
  const draft = movie(0, withSubtitles)
  const mediaStart = fileType().length + draft.length + 8
  const subtitleSize = subtitle(0).length
  const mediaSize = mediaDataSize(withSubtitles)
  const file = openSync(path, 'w')
  try {
    writeSync(file, Buffer.concat([fileType(), movie(mediaStart, withSubtitles)]))
    writeSync(file, Buffer.concat([u32be(mediaSize + 8), ascii('mdat')]))
    writeMediaData(file, withSubtitles, SECONDS, kind === 'captions')
  } finally {
    closeSync(file)
  }
  return { mediaStart, stride: CHUNK_SIZE + subtitleSize, subtitleSize }
}

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

/** Prints rows when a bench file runs alone. */
export function printRows(rows) {
  for (const { name, value, unit, target } of rows) {
    const targetText = target === null ? '' : ` (target <= ${target} ${unit})`
    console.log(`${name}: ${value.toFixed(1)} ${unit}${targetText}`)
  }
}

const KIND_NAMES = {
  drone: 'with a subtitle track and metadata items',
  phone: 'without extra tracks',
  captions: 'with captions in user data SEI in all its 54,000 frames',
}

export async function benchVideoCleaning() {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-bench-'))
  const bench = await startBenchPage()
  try {
    const rows = []
    for (const kind of ['drone', 'phone', 'captions']) {
      const path = join(folder, `${kind}.mp4`)
      const layout = writeVideo(path, kind)
      const page = await bench.pick(path)
      const ids = await rendererIds(bench.browser)
      const cleaning = await measure(page, ids, cleanPicked)
      const reading = await measure(page, ids, readPicked)
      const joining = kind === 'drone' && (await measure(page, ids, joinAroundSubtitles, layout))
      await page.close()
      rows.push(
        row(
          `Clean a 450 MB MP4 ${KIND_NAMES[kind]}, median of ${RUNS}`,
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
