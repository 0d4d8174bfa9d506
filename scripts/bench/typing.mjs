// Main-thread work of one keystroke in the tip description at its 5,000-character cap
// (product.md §12), against the same keystrokes in a plain <textarea> on the same page, both at the
// calibrated CPU slow-down (./cpuSlowdown.mjs).
import { chromium } from 'playwright-core'
import { slowDownCpu } from './cpuSlowdown.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, logInAsUser, median } from './support.mjs'

const KEYSTROKES = 30
const DESCRIPTION_CAP = 5000

/** Milliseconds of main-thread tasks (Chromium's TaskDuration) per key, until two frames later. */
async function workPerKey(page, cdp) {
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value
  const times = []
  for (let key = 0; key < KEYSTROKES; key += 1) {
    const before = await taskSeconds()
    await page.keyboard.press('x')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    times.push((await taskSeconds()) - before)
  }
  return { median: median(times) * 1000, max: Math.max(...times) * 1000 }
}

export async function benchTyping(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ baseURL })
    await logInAsUser(page)
    const description = page.getByLabel('Description')
    await description.fill('a'.repeat(DESCRIPTION_CAP))
    await description.focus()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    await slowDownCpu(cdp)
    const atCap = await workPerKey(page, cdp)

    await page.evaluate((cap) => {
      const control = document.createElement('textarea')
      control.id = 'bench-control'
      control.value = 'a'.repeat(cap)
      document.body.append(control)
    }, DESCRIPTION_CAP)
    await page.locator('#bench-control').focus()
    const control = await workPerKey(page, cdp)
    return { atCap, control }
  } finally {
    await browser.close()
  }
}
