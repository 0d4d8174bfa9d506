// `npm run bench`: builds, serves the build, and prints every performance figure the product
// holds itself to, each beside its target and a control measured in the same run.
// `npm run bench -- lighthouse signin` runs only the groups named (the keys of `groups`), for a
// quiet machine's short window.
// Not part of `npm test`: figures vary with the machine; tests assert behaviour only.
// The CPU is slowed down to the same phone on every machine: the bench first measures this
// machine's Lighthouse benchmark index and every throttled figure runs at index / 330
// (./cpuSlowdown.mjs); each group of figures names that index and slow-down, and the load average
// when the group started (a busy machine makes every figure, controls included, slower).
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { startServer } from '../serve.mjs'
import { benchBigBoxes } from './bigBoxes.mjs'
import { benchCoverPhotos } from './coverPhotos.mjs'
import { cpuDescription } from './cpuSlowdown.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchLongTasks, interactiveAt } from './longTasks.mjs'
import { benchMediaCleaning } from './mediaCleaning.mjs'
import { benchMediaTyping } from './mediaTyping.mjs'
import { benchNewsroomFeed } from './newsroomFeed.mjs'
import { benchPhoneFormats } from './phoneFormats.mjs'
import { benchSignIn } from './signIn.mjs'
import { prerenderedPaths } from './support.mjs'
import { benchTyping } from './typing.mjs'
import { benchVideoCleaning, figure } from './videoCleaning.mjs'
import { benchVideoCover } from './videoCover.mjs'

const distDir = resolve('dist')
const build = spawnSync(process.execPath, ['scripts/build.mjs', distDir], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
// Bengali, Marathi, Tamil, Telugu and Malayalam pages run Hindi's code with their own words and
// fonts: their landing pages stand for them, which keeps Lighthouse's part of the bench at 23 pages.
const LANDING_ONLY = /^\/(?:bn|mr|ta|te|ml)\/./
// BENCH_PAGES=/,/bn limits the page benches (Lighthouse, long tasks) to the pages listed.
const onlyPages = process.env.BENCH_PAGES?.split(',')
const allPaths = (await prerenderedPaths(distDir)).filter(
  (path) => !onlyPages || onlyPages.includes(path),
)
const publicPaths = onlyPages ? allPaths : allPaths.filter((path) => !LANDING_ONLY.test(path))

const cpu = await cpuDescription()
/** A group's heading, with the CPU it ran at and the machine's load as it starts. */
const heading = (title) =>
  console.log(`\n${title}\n  (${cpu}; load average ${loadavg()[0].toFixed(2)})`)

const mark = (ok) => (ok ? 'ok ' : 'MISS')
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`
const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')

/** Rows of { name, value, unit, target }; a row without a target is a control or a context figure. */
function printRows(rows) {
  for (const line of rows) {
    const { name, value, unit, target } = line
    const targetText = target == null ? '' : ` (target <= ${target} ${unit})`
    console.log(
      `  ${target == null ? '   ' : mark(value <= target)} ${name}: ${figure(line)}${targetText}`,
    )
  }
}

/** Lighthouse's table: every page beside the two controls, marked against the targets. */
function printLighthouse(results) {
  const controlLcp = results.get('control').lcp
  const stackTti = results.get('stack control').tti
  const isControl = (name) => name === 'control' || name === 'stack control'
  // The page column fits the longest name after its 'ok ' or 'MISS' mark.
  const pageWidth = Math.max(...[...results.keys()].map((name) => name.length)) + 5
  const widths = [pageWidth, 6, 10, 10, 10, 8, 6, 8, 5, 5, 10]
  console.log(
    row(
      ['page', 'perf', 'LCP', 'FCP', 'TTI', 'TBT', 'CLS', 'LCP/ctl', 'a11y', 'b.p.', 'JS (gzip)'],
      widths,
    ),
  )
  for (const [name, result] of results) {
    const ratio = result.lcp / controlLcp
    const meets =
      isControl(name) ||
      (ratio <= 1.25 &&
        result.tti <= stackTti &&
        result.performance >= 98 &&
        result.tbt <= 50 &&
        result.cls === 0 &&
        result.accessibility === 100 &&
        result.bestPractices === 100)
    console.log(
      row(
        [
          `${isControl(name) ? '   ' : mark(meets)} ${name}`,
          result.performance,
          ms(result.lcp),
          ms(result.fcp),
          ms(result.tti),
          ms(result.tbt),
          result.cls?.toFixed(3),
          `${ratio.toFixed(2)}x`,
          result.accessibility,
          result.bestPractices,
          `${result.scriptBytes.toLocaleString('en')} B`,
        ],
        widths,
      ),
    )
  }
  console.log(
    '\nTargets: LCP <= 1.25x the static control; TTI <= the stack control (the same dependencies, no content); performance >= 98, TBT <= 50 ms, CLS 0, accessibility and best practices 100.',
  )
}

/** Each group of figures by the name `npm run bench -- <name> ...` picks it by. */
const groups = {
  signin: async ({ url }) => {
    heading('Sign in to the dashboard (slow 4G)')
    printRows(await benchSignIn(url))
  },
  longtasks: async ({ url }) => {
    heading(`Long tasks after the first paint, median of 3 loads (slow 4G)`)
    const longTasks = await benchLongTasks(url, allPaths)
    const stackInteractive = longTasks.get('stack control').tti
    for (const [name, { tbt, longest, tasks, lastEnd, tti }] of longTasks) {
      const meets = name === 'stack control' ? null : tbt <= 50 && longest <= 100
      console.log(
        `  ${meets === null ? '   ' : mark(meets)} ${name}: TBT ${ms(tbt)}, longest task ${ms(longest)}, ${tasks} long tasks, the last ending at ${ms(lastEnd)}`,
      )
      // Held against the stack control as printed, to the millisecond.
      const interactiveInTime =
        Number.isFinite(tti) && Math.round(tti) <= Math.round(stackInteractive)
      const ratio = [tti, stackInteractive].every(Number.isFinite)
        ? ` (${(tti / stackInteractive).toFixed(2)}x the stack control's)`
        : ''
      console.log(
        `  ${meets === null ? '   ' : mark(interactiveInTime)}   ${interactiveAt(tti)}${ratio}`,
      )
    }
    console.log(
      "  Targets: TBT <= 50 ms, no task over 100 ms; interactive (Lighthouse's definition, computed from the page's own observers, without DevTools) no later than the stack control.",
    )
  },
  typing: async ({ url }) => {
    heading('Typing in the description at its cap (main-thread work per keystroke)')
    const { atCap, control } = await benchTyping(url)
    // The median keystroke is the figure: a shared machine adds stray tasks to the worst one.
    console.log(
      `  ${mark(atCap.median < 16)} description: median ${atCap.median.toFixed(1)} ms, worst ${atCap.max.toFixed(1)} ms (target < 16 ms)`,
    )
    console.log(
      `       control, a plain textarea: median ${control.median.toFixed(1)} ms, worst ${control.max.toFixed(1)} ms`,
    )
    console.log('\nTyping while ten 12-megapixel photos are checked and cleaned')
    printRows(await benchMediaTyping(url))
  },
  coverphotos: async ({ url }) => {
    console.log('\nCovering faces and details in a 12-megapixel photo')
    printRows(await benchCoverPhotos(url, distDir))
  },
  feed: async ({ url }) => {
    heading('The newsroom dashboard with 10,000 tips')
    printRows(await benchNewsroomFeed(url))
  },
  cleaning: async () => {
    console.log('\nCleaning a 12-megapixel photo of about 5 MB')
    printRows(await benchMediaCleaning())
    console.log('\nCleaning a 450 MB video in Chromium (picked through a file input)')
    printRows(await benchVideoCleaning())
    console.log(
      '\nCleaning a video with a 400 MB free or uuid box in Chromium (picked through a file input)',
    )
    printRows(await benchBigBoxes())
    console.log(
      '\nPhone formats: a 12-megapixel HEIC cleaned and previewed, a 450 MB WebM and Ogg Opus cleaned in Chromium',
    )
    printRows(await benchPhoneFormats())
  },
  videocover: async () => {
    console.log(
      '\nCovering two faces in a 720p video in Chromium, sound kept (the engine built as the app is)',
    )
    await benchVideoCover(printRows)
  },
  lighthouse: async () => {
    heading(`Lighthouse, mobile, median of ${process.env.BENCH_RUNS ?? 3} runs`)
    printLighthouse(await benchLighthouse({ distDir, routes: publicPaths }))
  },
}

const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in groups))
if (unknown.length > 0) {
  console.error(
    `No bench group ${unknown.join(', ')}; the groups: ${Object.keys(groups).join(', ')}`,
  )
  process.exit(2)
}
const app = await startServer({ root: distDir })
try {
  for (const [name, run] of Object.entries(groups)) {
    if (chosen.length === 0 || chosen.includes(name)) await run(app)
  }
} finally {
  await app.close()
}
