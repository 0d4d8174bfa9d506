// The CPU slow-down every bench runs at, calibrated to the machine: the same phone on every one.
// A fixed 4x made a fast machine (Lighthouse's benchmark index 2,908-3,953) look like a mid-range
// phone and a slow one (1,312) like a budget phone, so the same page met its targets on one and
// missed them on the other. The bench measures this machine's benchmark index, Lighthouse's own
// computation (unthrottled, in a blank page of the bench's Chromium), and slows the CPU down by
// index / TARGET_INDEX, never below 1: the 4x of the machine whose index was 1,312 (1,312 / 4).
// Lighthouse's devtools throttling and the page benches (CDP's Emulation.setCPUThrottlingRate)
// all take this one value.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from './support.mjs'

/** The benchmark index the slowed-down CPU is to have: the phone the bench emulates. */
export const TARGET_INDEX = 330
const MEASUREMENTS = 5

async function measureBenchmarkIndex() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    // The first run warms the engine up (it came out at half the others') and is not counted.
    await page.evaluate(pageFunctions.computeBenchmarkIndex)
    const indexes = []
    for (let run = 0; run < MEASUREMENTS; run += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    }
    return median(indexes)
  } finally {
    await browser.close()
  }
}

let calibration

/** { benchmarkIndex, slowdown }, measured once a run, on the first call. */
export const cpuCalibration = () =>
  (calibration ??= measureBenchmarkIndex().then((benchmarkIndex) => ({
    benchmarkIndex,
    slowdown: Math.max(1, benchmarkIndex / TARGET_INDEX),
  })))

/**
 * Slows down the CPU of the page `cdp` drives by the calibrated factor: a Playwright CDP session,
 * or a page of ./pageWithoutDevTools.mjs (anything with the protocol's `send`).
 */
export async function slowDownCpu(cdp) {
  const { slowdown } = await cpuCalibration()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
}

/** What a group of figures says about the CPU it was measured on. */
export async function cpuDescription() {
  const { benchmarkIndex, slowdown } = await cpuCalibration()
  return `benchmark index ${Math.round(benchmarkIndex).toLocaleString('en')}, CPU slowed down ${slowdown.toFixed(2)}x to ${TARGET_INDEX}`
}
