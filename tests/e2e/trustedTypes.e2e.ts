import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page, Worker } from 'playwright-core'
import { PHONE, logIn, openPage, sharedBrowser, untilInteractive } from './support/browser'
import { INTL_WORKER } from './support/intlWorker'

const browser = sharedBrowser()

const ROUTES = [
  '/',
  '/for-users',
  '/for-newsrooms',
  '/faq',
  '/login',
  '/login/user',
  '/login/newsroom',
  '/user-dashboard',
  '/newsroom-dashboard',
  '/signup',
  '/nowhere/at/all',
]

/**
 * Opens a page that records every Content-Security-Policy violation of its documents, across
 * navigations, in the list it returns.
 */
async function openWatchedPage(viewport?: typeof PHONE) {
  const watched = await openPage(browser(), viewport)
  const violations: string[] = []
  await watched.page.exposeFunction('reportViolation', (violation: string) =>
    violations.push(violation),
  )
  await watched.page.addInitScript(() => {
    const report = (window as unknown as { reportViolation(violation: string): void })
      .reportViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  return { ...watched, violations }
}

const trustedTypesRequired = async (page: Page) =>
  (await page.request.head('/')).headers()['content-security-policy']

describe('Trusted Types, required for scripts', () => {
  it('are required by the header policy, which names only our own policy', async () => {
    const { page, context } = await openWatchedPage()
    const policy = await trustedTypesRequired(page)
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(policy).toMatch(/(^|; )trusted-types tipwire-worker(;|$)/)
    await context.close()
  })

  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)('raise no violation on any route on %s', async (_name, viewport) => {
    const { page, context, violations, problems } = await openWatchedPage(viewport)
    for (const path of ROUTES) {
      await page.goto(path)
      await untilInteractive(page)
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
    expect(violations).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it.each(['user', 'newsroom'] as const)(
    'raise no violation while a %s logs in, uses the dashboard and logs out',
    async (role) => {
      const { page, context, violations, problems } = await openWatchedPage()
      await logIn(page, role)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQ' })
        .click()
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
      await page.goBack()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('link', { name: 'Log in' }).waitFor()
      expect(violations).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('let the chosen photo be handled in TipWire’s own worker, with no violation', async () => {
    const { page, context, violations, problems } = await openWatchedPage()
    const workers: Worker[] = []
    // A worker's violations are its own, reported in its scope: listened for as it starts. The
    // start's Intl worker may have answered and ended by then: it is not listened to.
    page.on('worker', (worker) => {
      workers.push(worker)
      if (INTL_WORKER.test(worker.url())) return
      void worker.evaluate(() => {
        const scope = self as unknown as { violations: string[] } & typeof self
        scope.violations = []
        scope.addEventListener('securitypolicyviolation', (event) =>
          scope.violations.push(`${event.violatedDirective} at ${event.sourceFile}`),
        )
      })
    })
    await logIn(page, 'user')
    await page.getByRole('checkbox', { name: 'Photo' }).check()
    await page
      .getByLabel('Choose photos')
      .setInputFiles(resolve('tests/fixtures/media/gps-photo.jpg'))
    await page.getByRole('img', { name: 'gps-photo.jpg' }).waitFor()
    expect(violations).toEqual([])
    // The start's own worker, which loads Intl's data (src/lib/i18n/intlData.ts), comes first.
    expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(INTL_WORKER),
      expect.stringMatching(/^\/assets\/fileWorker-[\w-]+\.js$/),
    ])
    const inWorker = await workers[1]?.evaluate(
      () => (self as unknown as { violations: string[] }).violations,
    )
    expect(inWorker).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
