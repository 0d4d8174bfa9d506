// The formats phones and browsers save besides JPEG and MP4 must be as quick to clean and show
// as those: a 12-megapixel HEIC cleaned in at most 50 ms (as a JPEG is, product.md §7), its
// first preview shown in at most 1.5 s with the HEIC decoder's loading and the next in 500 ms,
// and a 450 MB WebM or Ogg Opus recording cleaned in at most 1 s and 50 MB of extra memory in
// the browser, as an MP4 is (videoCleaning.mjs). Every file is made at bench time in a
// temporary folder and deleted after, never committed:
// - the HEIC is an iPhone-sized (4032 × 3024) noisy test picture coded by heif-enc with a
//   320 px thumbnail, given a location, make and model by exiftool; a JPEG of the same picture
//   is the preview's control;
// - the WebM is laid out as Chrome's MediaRecorder writes one (Segment and Clusters of unknown
//   size, VP8 picture and Opus sound, no SeekHead or Cues) with Tags naming a title and a place
//   appended after its last Cluster, as a tagging tool does;
// - the Ogg Opus has pages of about 6 kB as libopus fills them, and a comment header naming a
//   title and a place.
// The HEIC is cleaned in Node, as the photo bench does, against a plain copy of its bytes; the
// previews are decoded in Chromium through the engine served by Vite, the first in a fresh page;
// the recordings are picked through a file input and cleaned there, against two controls: reading
// them whole, and streaming them through while holding nothing, what this browser takes to hand
// over every byte as our walks read them (Ogg pages and the blocks of unknown-size Clusters have
// no index to skip by).
//
// `benchPhoneFormats()` returns rows and prints nothing; `node scripts/bench/phoneFormats.mjs`
// prints them, and `node scripts/bench/phoneFormats.mjs recordings` the recordings' rows only.

import { execFileSync } from 'node:child_process'
import { randomFillSync } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import {
  ID,
  element,
  floatElement,
  idBytes,
  simpleTag,
  sizeBytes,
  uintElement,
  unknownSizeElement,
} from '../media-fixtures/matroska.mjs'
import { ascii, ffmpeg } from '../media-fixtures/writers.mjs'
import { oggPage, vorbisCommentList } from '../media-fixtures/xiph.mjs'
import { photoCleaningRows } from './mediaCleaning.mjs'
import { median } from './support.mjs'
import {
  RUNS,
  measure,
  printRows,
  readPicked,
  rendererIds,
  row,
  startBenchPage,
} from './videoCleaning.mjs'

/** Fresh pages whose first preview is timed: the figure is their median. */
const FRESH_PAGES = 3
const TARGETS = {
  firstPreviewMs: 1500,
  nextPreviewMs: 500,
  recordingMs: 1000,
  recordingMegabytes: 50,
}
const PHOTO_SIZE = '4032x3024'
const RECORDING_BYTES = 450 * 1024 * 1024
const PLACE = '+51.5072-000.1276/'
const TITLE = 'Ward 12 tanker'

const EXIFTOOL = fileURLToPath(
  new URL('../../node_modules/exiftool-vendored.pl/bin/exiftool', import.meta.url),
)

/** Random bytes that coded picture and sound stand in for, cut from one pool. */
const POOL = randomFillSync(Buffer.alloc(1024 * 1024))
const noise = (at, length) => {
  const start = at % (POOL.length - length)
  return POOL.subarray(start, start + length)
}

/** Writes what `parts()` yields to `path`, a megabyte or so at a time. */
function writeInParts(path, parts) {
  const file = openSync(path, 'w')
  try {
    let pending = []
    let pendingBytes = 0
    for (const part of parts()) {
      pending.push(part)
      pendingBytes += part.length
      if (pendingBytes < 1024 * 1024) continue
      writeSync(file, Buffer.concat(pending))
      pending = []
      pendingBytes = 0
    }
    writeSync(file, Buffer.concat(pending))
  } finally {
    closeSync(file)
  }
}

// ---------- the photos ----------

/** An iPhone-sized HEIC with a thumbnail, location, make and model, and a JPEG of its picture. */
function makePhotos(folder) {
  const png = join(folder, 'picture.png')
  ffmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${PHOTO_SIZE},noise=alls=20:allf=u`],
      ...['-frames:v', '1'],
    ],
    png,
  )
  const heic = join(folder, 'iphone.heic')
  execFileSync('heif-enc', ['-q', '50', '-t', '320', '-o', heic, png])
  execFileSync('perl', [
    EXIFTOOL,
    ...['-q', '-overwrite_original', '-Make=Apple', '-Model=iPhone 15 Pro'],
    ...['-GPSLatitude=51.50072', '-GPSLatitudeRef=N'],
    ...['-GPSLongitude=0.12462', '-GPSLongitudeRef=W', heic],
  ])
  const jpeg = join(folder, 'camera.jpg')
  ffmpeg(['-i', png, '-q:v', '3'], jpeg)
  rmSync(png)
  return { heic, jpeg }
}

/** Keeps the picked file in the page under `name`, so that another can be picked after it. */
const keepPicked = (name) => {
  window[name] = document.querySelector('input').files[0]
}

/**
 * Decodes a kept file to a thumbnail; returns the milliseconds it took, or null where no
 * thumbnail came back (the photo could not be decoded).
 */
const decodeKept = async ({ name, format }) => {
  const media = await import('/src/lib/media/index.ts')
  const start = performance.now()
  const thumbnail = await media.decodeToThumbnail(window[name], format)
  const took = performance.now() - start
  return thumbnail ? took : null
}

/** A preview's row: a preview never shown misses its target, whatever time the failure took. */
function previewRow(name, times, target) {
  if (times.every((time) => time !== null)) return row(name, median(times), 'ms', target)
  return row(`${name}: NO PREVIEW, decodeToThumbnail returned undefined`, Infinity, 'ms', target)
}

/**
 * A page with both photos kept in it, the engine's public face loaded (the app has it before
 * any file is picked) but its worker and decoders not.
 */
async function photoPage(bench, photos) {
  const page = await bench.pick(photos.heic)
  await page.evaluate(keepPicked, 'heic')
  await page.locator('input').setInputFiles(photos.jpeg)
  await page.evaluate(keepPicked, 'jpeg')
  await page.evaluate(() => import('/src/lib/media/index.ts'))
  return page
}

/**
 * The HEIC's first preview in fresh pages (each its own browser context: nothing cached), the
 * next one in the same page, and the JPEG's in it after them. A page thrown away first has Vite
 * compile the modules, which a build would have done.
 */
async function benchPreviews(bench, photos) {
  const warm = await photoPage(bench, photos)
  await warm.evaluate(decodeKept, { name: 'heic', format: 'heic' })
  await warm.evaluate(decodeKept, { name: 'jpeg', format: 'jpeg' })
  await warm.close()
  const first = []
  const next = []
  const jpeg = []
  for (let index = 0; index < FRESH_PAGES; index++) {
    const page = await photoPage(bench, photos)
    first.push(await page.evaluate(decodeKept, { name: 'heic', format: 'heic' }))
    next.push(await page.evaluate(decodeKept, { name: 'heic', format: 'heic' }))
    jpeg.push(await page.evaluate(decodeKept, { name: 'jpeg', format: 'jpeg' }))
    await page.close()
  }
  return [
    previewRow(
      `First HEIC preview in a fresh page, decoder loaded with it, median of ${FRESH_PAGES}`,
      first,
      TARGETS.firstPreviewMs,
    ),
    previewRow(
      `Next HEIC preview in the same page, median of ${FRESH_PAGES}`,
      next,
      TARGETS.nextPreviewMs,
    ),
    previewRow(
      `Control: a 12-megapixel JPEG's preview after them, median of ${FRESH_PAGES}`,
      jpeg,
      null,
    ),
  ]
}

/**
 * A TOC byte as libopus writes a 20 ms packet: one frame (code 0), so no padding, which the
 * cleaner reads code 3 packets for (src/lib/media/core/opusPadding.ts), in Ogg and in WebM.
 */
const ONE_FRAME_TOC = 0x78

// ---------- the WebM ----------

/** Opus's identification header: version 1, stereo, 312 samples of pre-skip, 48 kHz. */
const OPUS_HEAD = Buffer.concat([
  ascii('OpusHead'),
  Buffer.from([1, 2, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]),
])

/** 2.5 Mbit/s of VP8 at 30 frames a second and 128 kbit/s of Opus in 20 ms packets. */
const WEBM = { frameBytes: 10_400, framesPerSecond: 30, soundBytes: 320, soundPerSecond: 50 }
const CLUSTER_SECONDS = 2
const SOUND_TRACK = 1

/** The EBML header naming a WebM, as Chrome writes it. */
const webmHeader = () =>
  element(
    ID.ebml,
    ...[uintElement(ID.ebmlVersion, 1), uintElement(ID.ebmlReadVersion, 1)],
    ...[uintElement(ID.ebmlMaxIdLength, 4), uintElement(ID.ebmlMaxSizeLength, 8)],
    element(ID.docType, ascii('webm')),
    ...[uintElement(ID.docTypeVersion, 4), uintElement(ID.docTypeReadVersion, 2)],
  )

/** Chrome's Info: a millisecond timestamp scale, Chrome as muxing and writing app. */
const chromeInfo = () =>
  element(
    ID.info,
    uintElement(ID.timestampScale, 1_000_000, 3),
    element(ID.muxingApp, ascii('Chrome')),
    element(ID.writingApp, ascii('Chrome')),
  )

/** The Tracks: Opus sound as track 1, 1280 × 720 VP8 picture as track 2. */
const recordingTracks = () =>
  element(
    ID.tracks,
    element(
      ID.trackEntry,
      ...[uintElement(ID.trackNumber, SOUND_TRACK), uintElement(ID.trackUid, 0x1234_5678, 4)],
      uintElement(ID.trackType, 2),
      ...[element(ID.codecId, ascii('A_OPUS')), element(ID.codecPrivate, OPUS_HEAD)],
      element(ID.audio, floatElement(ID.samplingFrequency, 48_000), uintElement(ID.channels, 2)),
    ),
    element(
      ID.trackEntry,
      ...[uintElement(ID.trackNumber, 2), uintElement(ID.trackUid, 0x2345_6789, 4)],
      uintElement(ID.trackType, 1),
      element(ID.codecId, ascii('V_VP8')),
      element(ID.video, uintElement(ID.pixelWidth, 1280, 2), uintElement(ID.pixelHeight, 720, 2)),
    ),
  )

/**
 * A SimpleBlock of `bytes` of noise, as its parts: not concatenated, so nothing is copied. A
 * sound block opens with an Opus packet's TOC, as libopus writes one.
 */
function simpleBlockParts(track, time, keyframe, bytes) {
  const head = Buffer.from([0x80 | track, (time >> 8) & 0xff, time & 0xff, keyframe ? 0x80 : 0])
  const toc = track === SOUND_TRACK ? [Buffer.of(ONE_FRAME_TOC)] : []
  return [
    idBytes(ID.simpleBlock),
    sizeBytes(head.length + bytes),
    head,
    ...toc,
    noise(time * 7919 + track, bytes - toc.length),
  ]
}

/** A Cluster of unknown size: sound and picture interleaved by time, as a recorder hands them. */
function* clusterParts(cluster) {
  const clusterMs = CLUSTER_SECONDS * 1000
  const frameMs = 1000 / WEBM.framesPerSecond
  yield unknownSizeElement(ID.cluster)
  yield uintElement(ID.timestamp, cluster * clusterMs, 4)
  let sound = 0
  for (let frame = 0; frame * frameMs < clusterMs; frame++) {
    const frameTime = Math.round(frame * frameMs)
    while (sound * 20 <= frameTime)
      yield* simpleBlockParts(SOUND_TRACK, sound++ * 20, true, WEBM.soundBytes)
    yield* simpleBlockParts(2, frameTime, frame === 0, WEBM.frameBytes)
  }
  while (sound * 20 < clusterMs)
    yield* simpleBlockParts(SOUND_TRACK, sound++ * 20, true, WEBM.soundBytes)
}

/** The Tags a tagging tool appends after the last Cluster: a title and a place. */
const appendedTags = () =>
  element(
    ID.tags,
    element(ID.tag, element(ID.targets), simpleTag('TITLE', TITLE), simpleTag('LOCATION', PLACE)),
  )

/** The WebM recording, a part at a time. */
function* webmParts() {
  yield webmHeader()
  yield unknownSizeElement(ID.segment)
  yield chromeInfo()
  yield recordingTracks()
  const perSecond = WEBM.framesPerSecond * WEBM.frameBytes + WEBM.soundPerSecond * WEBM.soundBytes
  const seconds = Math.ceil(RECORDING_BYTES / perSecond)
  for (let cluster = 0; cluster * CLUSTER_SECONDS < seconds; cluster++) yield* clusterParts(cluster)
  yield appendedTags()
}

// ---------- the Ogg Opus ----------

/** libopus's 20 ms packets of about 240 bytes, 24 to a page: pages of about 5.8 kB. */
const OGG = { packetBytes: 240, packetsPerPage: 24, samplesPerPacket: 960, serial: 0x5a17_c0de }

/** A page of the recording's one stream. */
const opusPage = (page) => oggPage({ ...page, serial: OGG.serial })

/** The comment header: OpusTags naming a title, a place and the recorder app. */
function opusTags() {
  const comments = vorbisCommentList('libopus 1.4', {
    TITLE,
    LOCATION: PLACE,
    ENCODER: 'Recorder 4.2',
  })
  return Buffer.concat([ascii('OpusTags'), comments])
}

/** The `index`th page of sound, `last` ending the stream, packets of noise after their TOC. */
function soundPage(index, last) {
  const packets = Array.from({ length: OGG.packetsPerPage }, (_, packet) =>
    Buffer.concat([
      Buffer.of(ONE_FRAME_TOC),
      noise((index * OGG.packetsPerPage + packet) * 7919, OGG.packetBytes - 1),
    ]),
  )
  return opusPage({
    flags: last ? 0x04 : 0,
    granule: (index + 1) * OGG.packetsPerPage * OGG.samplesPerPacket,
    sequence: index + 2,
    packets,
  })
}

/** The Ogg Opus recording, a page at a time. */
function* oggParts() {
  yield opusPage({ flags: 0x02, granule: 0, sequence: 0, packets: [OPUS_HEAD] })
  yield opusPage({ flags: 0, granule: 0, sequence: 1, packets: [opusTags()] })
  const pageBytes = 27 + OGG.packetsPerPage * (1 + OGG.packetBytes)
  const pages = Math.ceil(RECORDING_BYTES / pageBytes)
  for (let index = 0; index < pages; index++) yield soundPage(index, index === pages - 1)
}

/** Cleans the picked file as `format` in the page; returns the milliseconds it took. */
const cleanPickedAs = async (format) => {
  const media = await import('/src/lib/media/index.ts')
  const [file] = document.querySelector('input').files
  const start = performance.now()
  const { removed, remaining } = await media.removeHiddenDetails(file, format)
  const took = performance.now() - start
  if (remaining.length || !removed.includes('location')) throw new Error(`${format} not cleaned`)
  return took
}

/** The picked file streamed through with nothing kept: what handing over every byte costs. */
const streamPicked = async () => {
  const [file] = document.querySelector('input').files
  const start = performance.now()
  const reader = file.stream().getReader()
  while (!(await reader.read()).done);
  return performance.now() - start
}

async function benchRecording(bench, path, format) {
  const page = await bench.pick(path)
  try {
    const detected = await page.evaluate(async () => {
      const media = await import('/src/lib/media/index.ts')
      return media.detectFormat(document.querySelector('input').files[0])
    })
    if (detected !== format) throw new Error(`the bench ${format} was detected as ${detected}`)
    const ids = await rendererIds(bench.browser)
    const cleaning = await measure(page, ids, cleanPickedAs, format)
    const reading = await measure(page, ids, readPicked)
    const streaming = await measure(page, ids, streamPicked)
    return { cleaning, reading, streaming }
  } finally {
    await page.close()
  }
}

const RECORDINGS = [
  {
    format: 'webm',
    file: 'recording.webm',
    parts: webmParts,
    what: 'WebM as MediaRecorder writes it, with tags',
  },
  {
    format: 'ogg',
    file: 'voice.opus',
    parts: oggParts,
    what: 'Ogg Opus with ~6 kB pages and a comment header',
  },
]

/** Each recording's rows: written, picked, cleaned against its two controls, deleted. */
async function recordingRows(bench, folder) {
  const rows = []
  for (const { format, file, parts, what } of RECORDINGS) {
    const path = join(folder, file)
    writeInParts(path, parts)
    const { cleaning, reading, streaming } = await benchRecording(bench, path, format)
    rmSync(path)
    rows.push(
      row(`Clean a 450 MB ${what}, median of ${RUNS}`, cleaning.ms, 'ms', TARGETS.recordingMs),
      row('  its extra memory at the peak', cleaning.megabytes, 'MB', TARGETS.recordingMegabytes),
      row(`Control: read the same file whole, median of ${RUNS}`, reading.ms, 'ms'),
      row('  its extra memory at the peak', reading.megabytes, 'MB'),
      row(`Control: stream the same file through, median of ${RUNS}`, streaming.ms, 'ms'),
      row('  its extra memory at the peak', streaming.megabytes, 'MB'),
    )
  }
  return rows
}

export async function benchPhoneFormats({ recordingsOnly = false } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-phone-bench-'))
  try {
    const photos = recordingsOnly ? undefined : makePhotos(folder)
    const rows = photos ? await photoCleaningRows(readFileSync(photos.heic), 'heic', 'HEIC') : []
    const bench = await startBenchPage()
    try {
      if (photos) rows.push(...(await benchPreviews(bench, photos)))
      rows.push(...(await recordingRows(bench, folder)))
    } finally {
      await bench.close()
    }
    return rows
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await benchPhoneFormats({ recordingsOnly: process.argv[2] === 'recordings' }))
}
