// Cleaning a 12-megapixel phone photo of about 5 MB must take at most 50 ms (product.md §7).
// The photo is drawn with noise in Chromium at bench time (never committed), given the GPS
// photo fixture's kind of EXIF, then cleaned seven times; a plain copy of the same bytes,
// measured in the same run, shows what the machine does for free.
//
// `benchMediaCleaning()` returns rows and prints nothing; `node scripts/bench/mediaCleaning.mjs`
// prints them.

import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import {
  buildExifTiff,
  drawInChromium,
  exifSegment,
  insertAfterJfif,
} from '../media-fixtures/writers.mjs'
import { median } from './support.mjs'

const RUNS = 7
const TARGET_MS = 50

async function medianMs(run) {
  const times = []
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return median(times)
}

async function phonePhoto() {
  const { photo } = await drawInChromium({
    photo: { width: 4000, height: 3000, type: 'image/jpeg', quality: 0.92, noise: true },
  })
  const tiff = buildExifTiff({
    ifd0: [
      [0x010f, 'ascii', 'Apple'],
      [0x0110, 'ascii', 'iPhone 15 Pro'],
      [0x0112, 'short', 6],
    ],
    exif: [
      [0x9003, 'ascii', '2026:03:14 09:41:00'],
      [0xa431, 'ascii', 'C39XK2'],
    ],
    gps: [
      [0x0001, 'ascii', 'N'],
      [
        0x0002,
        'rational',
        [
          [12, 1],
          [58, 1],
          [1770, 100],
        ],
      ],
      [0x0003, 'ascii', 'E'],
      [
        0x0004,
        'rational',
        [
          [77, 1],
          [35, 1],
          [4040, 100],
        ],
      ],
    ],
  })
  return insertAfterJfif(photo, [exifSegment(tiff)])
}

/**
 * Rows for cleaning a 12-megapixel photo's `bytes` as `format` in Node, against a plain copy of
 * them: the engine served by Vite, bundled as the browser gets it (Node alone would load
 * exifreader's CommonJS build).
 */
export async function photoCleaningRows(bytes, format, label) {
  const server = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'error',
    ssr: { noExternal: ['exifreader'] },
  })
  try {
    const { removeHiddenDetails } = await server.ssrLoadModule('/src/lib/media/index.ts')
    const file = new Blob([bytes])
    const { removed, remaining } = await removeHiddenDetails(file, format)
    if (remaining.length || !removed.includes('location')) {
      throw new Error(`the bench ${label} was not cleaned`)
    }
    await medianMs(() => removeHiddenDetails(file, format))
    const cleaning = await medianMs(() => removeHiddenDetails(file, format))
    const plain = new Uint8Array(bytes)
    const copying = await medianMs(() => plain.slice())
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1)
    return [
      {
        name: `Clean a 12-megapixel ${label} (${megabytes} MB) in Node, median of ${RUNS}`,
        value: Number(cleaning.toFixed(1)),
        unit: 'ms',
        target: TARGET_MS,
      },
      {
        name: `Control: copy the same ${megabytes} MB, median of ${RUNS}`,
        value: Number(copying.toFixed(1)),
        unit: 'ms',
        target: null,
      },
    ]
  } finally {
    await server.close()
  }
}

export const benchMediaCleaning = async () => photoCleaningRows(await phonePhoto(), 'jpeg', 'JPEG')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await benchMediaCleaning()) {
    const target = row.target === null ? '' : ` (target <= ${row.target} ${row.unit})`
    console.log(`${row.name}: ${row.value} ${row.unit}${target}`)
  }
}
