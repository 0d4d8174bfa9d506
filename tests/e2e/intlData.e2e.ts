import { describe, expect, it } from 'vitest'
import type { Worker } from 'playwright-core'
import { openPage, sharedBrowser, untilInteractive } from './support/browser'
import { INTL_WORKER } from './support/intlWorker'

const browser = sharedBrowser()

describe("a page's Intl data, loaded in a worker", () => {
  it.each(['/', '/ur/login/user', '/ta/faq'])(
    'is loaded on %s by a worker of our own, which ends once it has answered',
    async (path) => {
      const { page, context, problems } = await openPage(browser())
      const workers: Worker[] = []
      page.on('worker', (worker) => workers.push(worker))
      await page.goto(path)
      await untilInteractive(page)
      const intlWorkers = workers.filter((worker) => INTL_WORKER.test(worker.url()))
      expect(intlWorkers).toHaveLength(1)
      await expect.poll(() => page.workers().some((w) => INTL_WORKER.test(w.url()))).toBe(false)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('is loaded by the page itself when the worker cannot be fetched: the page still starts', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.route(INTL_WORKER, (route) => route.abort('connectionreset'))
    await page.goto('/hi/login/user')
    await untilInteractive(page)
    expect(problems.filter((problem) => !INTL_WORKER.test(problem))).toEqual([])
    await context.close()
  })
})
